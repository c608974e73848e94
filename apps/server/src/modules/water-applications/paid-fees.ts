import type { Db } from '../../db/kysely';
import { recordEvent } from '../../platform/work-queue-repo';
import * as repo from './repo';

/**
 * Moves applications whose fees the ledger shows paid from awaitingPayment to received (ADR 16):
 * checked whenever applications are read, so a fee paid by any channel (the card window, the
 * counter, a payment the reconciliation job completed later) is seen, and the payment flow
 * knows nothing of water applications. The move is version-guarded: of two readers, one moves it.
 */
export async function receivePaidApplications(db: Db, registryOids: readonly number[] | null, now: Date, limit = 200): Promise<void> {
  const paid = await repo.findPaidButWaiting(db, registryOids, limit);
  for (const row of paid) await db.transaction().execute((trx) => receivePaidIn(trx, { oid: Number(row.oid), version: row.version }, now));
}

/** Moves one paid application to received inside the caller's transaction; false when another reader moved it first. */
export async function receivePaidIn(trx: Db, row: { oid: number; version: number }, now: Date): Promise<boolean> {
  const moved = await repo.updateApplicationIf(trx, row.oid, { version: row.version, status: 'awaitingPayment' }, { status: 'received', updated_at: now });
  if (!moved) return false;
  await repo.insertStatusLine(trx, { application_oid: row.oid, status: 'received', note: 'Ödemeniz alındı; başvurunuz su işleri birimine iletildi.', at: now });
  await recordEvent(trx, {
    queue: 'waterApplications',
    item_oid: row.oid,
    action: 'paid',
    from_status: 'awaitingPayment',
    to_status: 'received',
    actor_member_oid: null,
    note: null,
    at: now,
  });
  return true;
}
