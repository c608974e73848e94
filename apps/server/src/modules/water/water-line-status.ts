import { waterLineStatuses } from '@ebelediye/contract';

/** Spec §3 water line statuses. */
export const waterLine = {
  active: waterLineStatuses.active.code,
  cutRequestSent: waterLineStatuses.cutRequestSent.code,
  cut: waterLineStatuses.cut.code,
  cutRequestRejected: waterLineStatuses.cutRequestRejected.code,
} as const;

export type WaterLineStatus = (typeof waterLine)[keyof typeof waterLine];

/**
 * Allowed moves: a cancellation sends the cut request (1 → 2); the water unit cuts
 * (2 → 3) or rejects it (2 → 4). After a rejection the subscriber may apply again (4 → 2).
 * A cut line is final: the contract is closed.
 */
const allowed: Record<WaterLineStatus, readonly WaterLineStatus[]> = {
  1: [2],
  2: [3, 4],
  3: [],
  4: [2],
};

export function canMove(from: number, to: number): boolean {
  return (allowed[from as WaterLineStatus] ?? []).includes(to as WaterLineStatus);
}

export function waterLineStatusName(code: number): string {
  return Object.values(waterLineStatuses).find((s) => s.code === code)?.tr ?? String(code);
}
