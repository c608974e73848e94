import type { Db } from '../db/kysely';
import { DomainError } from '../platform/domain-error';
import { insertReversingLines, lockCollection, markCollectionCancelled } from './collection-repo';
import { reopenUnsettledAccruals } from './ledger-repo';

/** Who cancels a collection and why: e.g. `by: 'bank:0010'` for a bank's same-day cancel. */
export interface CollectionCancellation {
  at: Date;
  by: string;
  reason: string;
}

/**
 * Cancels a collection in the caller's transaction, keeping it: the collection records when, by
 * whom and why, each line gets a reversing line, and the debts it settled are open again with
 * their whole principal. Nothing is deleted (docs/architecture.md, the ledger). A collection
 * already cancelled is a conflict.
 */
export async function cancelCollection(trx: Db, collectionOid: number, cancellation: CollectionCancellation): Promise<{ accrualOids: number[] }> {
  const collection = await lockCollection(trx, collectionOid);
  if (!collection) throw new DomainError('NOT_FOUND');
  if (collection.cancelled_at !== null) throw new DomainError('CONFLICT');
  const accrualOids = await insertReversingLines(trx, collectionOid);
  await markCollectionCancelled(trx, collectionOid, cancellation);
  await reopenUnsettledAccruals(trx, accrualOids);
  return { accrualOids: [...new Set(accrualOids)].sort((a, b) => a - b) };
}
