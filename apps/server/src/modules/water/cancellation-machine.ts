import type { Machine } from '../../platform/state-machine';
import type { ParsedRequestOf } from '@ebelediye/contract';
import type { StageValue } from './back-office-repo';

// A release is no row of its own: it is open wherever assign is (platform/work-queue-actions.ts).
type ActionKind = Exclude<ParsedRequestOf<'ActOnBackOfficeWaterCancellation'>['action']['kind'], 'release'>;

/** Where every cancellation starts: the subscriber's application puts it here, and the water clerks take it from here. */
export const filedStage: StageValue = 'received';

/**
 * What the subscriber's status says for a stage: still under way, done, or refused. Derived from
 * the stage the clerks move, so the two sides never disagree.
 */
export function citizenStatusOf(stage: StageValue): 'received' | 'completed' | 'rejected' {
  if (stage === 'completed') return 'completed';
  if (stage === 'cutRejected' || stage === 'refundRejected') return 'rejected';
  return 'received';
}

const open: StageValue[] = ['received', 'cutOrdered', 'lineCut', 'refundApproved'];
const same = (stages: StageValue[]) => Object.fromEntries(stages.map((s) => [s, s])) as Partial<Record<StageValue, StageValue>>;

/**
 * The cancellation's one state machine (docs/adr/0013-back-office.md, docs/adr/0009-water-contract-cancellation.md),
 * for the subscriber's side and the clerks' alike. The line-cut order goes to the field team;
 * the line is cut (water line 2 → 3, the final bill is fixed) or the cut is rejected (2 → 4,
 * the application is rejected). Then the refund is approved by one clerk and marked paid by
 * another (four eyes), or rejected; with nothing to refund the application is closed.
 */
export const cancellationMachine: Machine<StageValue, ActionKind> = {
  assign: same(open),
  note: same(['received', 'cutOrdered', 'lineCut', 'refundApproved', 'completed', 'cutRejected', 'refundRejected']),
  sendCutOrder: { received: 'cutOrdered' },
  recordLineCut: { cutOrdered: 'lineCut' },
  recordCutRejected: { received: 'cutRejected', cutOrdered: 'cutRejected' },
  approveRefund: { lineCut: 'refundApproved' },
  markRefundPaid: { refundApproved: 'completed' },
  rejectRefund: { lineCut: 'refundRejected', refundApproved: 'refundRejected' },
  closeWithoutRefund: { lineCut: 'completed' },
};
