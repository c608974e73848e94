import { waterLineStatuses } from '@ebelediye/contract';
import type { Db } from '../db/kysely';
import { insertWaterLineHistory, moveWaterLineIf, type WaterLineCode } from './subscription-repo';

/** The spec's water line statuses (the contract's `waterLineStatuses`), as the codes the register keeps. */
export const waterLine = { active: 1, cutRequestSent: 2, cut: 3, cutRequestRejected: 4 } as const satisfies Record<keyof typeof waterLineStatuses, WaterLineCode>;

export type WaterLineStatus = (typeof waterLine)[keyof typeof waterLine];

/**
 * Allowed moves (docs/architecture.md §13, "the water line"). A cut order is sent (1 → 2) for a
 * contract cancellation or an unpaid debt; the field crew cuts (2 → 3) or the order is rejected
 * (2 → 4), after which a cancellation may be filed again (4 → 2). An order for a debt paid
 * before the crew went is withdrawn (2 → 1), and a line cut for a debt is reconnected once it is
 * paid (3 → 1). A line cut because its contract was cancelled stays cut: `moveWaterLine` refuses
 * to reconnect a subscription whose contract has ended.
 */
const allowed: Record<WaterLineStatus, readonly WaterLineStatus[]> = {
  1: [2],
  2: [3, 4, 1],
  3: [1],
  4: [2],
};

export function canMove(from: number, to: number): boolean {
  return (allowed[from as WaterLineStatus] ?? []).includes(to as WaterLineStatus);
}

export function waterLineStatusName(code: number): string {
  return Object.values(waterLineStatuses).find((s) => s.code === code)?.tr ?? String(code);
}

export interface WaterLineMove {
  subscriptionOid: number;
  from: WaterLineCode;
  to: WaterLineCode;
  /** What the subscriber's line history says. */
  reason: string;
  at: Date;
  /** The day the contract ends, when the move ends it (a cancellation's cut). */
  endsContractOn?: string;
  cancellationOid?: number;
  lateDebtCaseOid?: number;
}

/**
 * The one way a water line moves: an allowed move, from the status the caller checked (a
 * concurrent move makes it answer false and change nothing), written to the line's history in
 * the caller's transaction.
 */
export async function moveWaterLine(trx: Db, move: WaterLineMove): Promise<boolean> {
  if (!canMove(move.from, move.to)) return false;
  const reconnect = move.from === waterLine.cut;
  if (!(await moveWaterLineIf(trx, move.subscriptionOid, move.from, move.to, move.endsContractOn ?? null, reconnect))) return false;
  await insertWaterLineHistory(trx, {
    subscription_oid: move.subscriptionOid,
    cancellation_oid: move.cancellationOid ?? null,
    late_debt_case_oid: move.lateDebtCaseOid ?? null,
    from_status: move.from,
    to_status: move.to,
    reason: move.reason,
    changed_at: move.at,
  });
  return true;
}

/** A history line without a move: the cancellation's own steps while its cut order is out. */
export async function recordWaterLineStep(trx: Db, step: Omit<WaterLineMove, 'to' | 'endsContractOn' | 'lateDebtCaseOid'>): Promise<void> {
  await insertWaterLineHistory(trx, {
    subscription_oid: step.subscriptionOid,
    cancellation_oid: step.cancellationOid ?? null,
    late_debt_case_oid: null,
    from_status: step.from,
    to_status: step.from,
    reason: step.reason,
    changed_at: step.at,
  });
}
