import type { ResponseOf } from '@ebelediye/contract';
import { addressText } from '../../reference-data/address-text';
import { waterLineStatusName } from '../../subscriptions/water-line';
import { allowedActions } from '../../platform/state-machine';
import { lateDebtMachine, lateDebtStatusNames } from './case-machine';
import type { CaseRow, SubscriptionRow } from './case-repo';

type CaseView = ResponseOf<'ActOnBackOfficeWaterLateDebtCase'>;
type Item = ResponseOf<'GetBackOfficeWaterLateDebts'>['items'][number];

const crewActions = new Set(['recordCut', 'recordReconnection'] as const);

export const holderName = (s: Pick<SubscriptionRow, 'title' | 'first_name' | 'last_name'>) => s.title ?? [s.first_name, s.last_name].filter(Boolean).join(' ');

export function toCaseView(row: CaseRow, today: string, stillOverdue: boolean, reconnectionFee: number | null): CaseView {
  return {
    caseOid: Number(row.oid),
    status: row.status,
    statusName: lateDebtStatusNames[row.status],
    noticeNo: row.notice_no,
    noticedAt: row.noticed_at.toISOString(),
    payBy: String(row.pay_by).slice(0, 10),
    overdueAmountAtNotice: Number(row.overdue_amount),
    version: row.version,
    actions: allowedActions(lateDebtMachine, row.status).filter((a): a is 'recordCut' | 'recordReconnection' => crewActions.has(a as 'recordCut')),
    cutDue: row.status === 'noticed' && String(row.pay_by).slice(0, 10) < today && stillOverdue,
    reconnectionFee,
  };
}

export function toItem(s: SubscriptionRow, overdue: { amount: number; bills: number; oldestDueDate: string } | undefined, openCase: CaseView | null): Item {
  return {
    subscriptionOid: Number(s.oid),
    subscriberNo: s.subscriber_no,
    holderName: holderName(s),
    address: addressText(s),
    waterLineStatus: s.water_line_status,
    waterLineStatusName: waterLineStatusName(s.water_line_status),
    overdueAmount: overdue?.amount ?? 0,
    overdueBills: overdue?.bills ?? 0,
    oldestDueDate: overdue?.oldestDueDate ?? null,
    openCase,
  };
}
