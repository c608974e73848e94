import { waterApplicationRuleOf, type ParsedRequestOf, type WaterApplicationFlow, type WaterApplicationStatus } from '@ebelediye/contract';
import type { Machine } from '../../platform/state-machine';

// A release is no row of its own: it is open wherever assign is (platform/work-queue-actions.ts).
type ActionKind = Exclude<ParsedRequestOf<'ActOnBackOfficeWaterApplication'>['action']['kind'], 'release'>;
type Status = WaterApplicationStatus;

const inQueue: Status[] = ['received', 'documentsMissing', 'siteVisitPlanned', 'siteVisitDone', 'approved', 'rejected', 'refundApproved'];
const same = (states: Status[]) => Object.fromEntries(states.map((s) => [s, s])) as Partial<Record<Status, Status>>;

/**
 * The queue's state machine (ADR 13), one per flow: what approval leads to differs by type.
 * A new subscription is approved, then the meter is mounted (the subscription is active); a
 * meter change is approved, then the meter is replaced; an assignment is done on approval.
 */
export const machineFor = (flow: WaterApplicationFlow): Machine<Status, ActionKind> => {
  const approved: Status = flow === 'transfer' ? 'active' : 'approved';
  const meterStep = flow === 'mountMeter' ? { approved: 'active' as const } : flow === 'replaceMeter' ? { approved: 'meterMounted' as const } : {};
  return {
    assign: same(inQueue),
    note: same([...inQueue, 'active', 'meterMounted', 'refunded']),
    requestDocuments: { received: 'documentsMissing', siteVisitPlanned: 'documentsMissing', siteVisitDone: 'documentsMissing' },
    planSiteVisit: { received: 'siteVisitPlanned' },
    // A planned visit is made and recorded before approval: it cannot be skipped.
    recordSiteVisit: { siteVisitPlanned: 'siteVisitDone' },
    approve: { received: approved, siteVisitDone: approved },
    mountMeter: meterStep,
    reject: {
      received: 'rejected',
      documentsMissing: 'rejected',
      siteVisitPlanned: 'rejected',
      siteVisitDone: 'rejected',
      ...(flow === 'mountMeter' || flow === 'replaceMeter' ? { approved: 'rejected' as const } : {}),
    },
    approveFeeRefund: { rejected: 'refundApproved' },
    markFeeRefundPaid: { refundApproved: 'refunded' },
  };
};

export const flowOf = (type: number): WaterApplicationFlow => waterApplicationRuleOf(type)?.flow ?? 'decision';
