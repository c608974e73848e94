import { depositReturnTypeCodes, type ParsedRequestOf } from '@ebelediye/contract';
import { DomainError } from '../../platform/domain-error';
import type { Member, OperationContext } from '../../platform/operation-context';
import { memberName, staffRefOf } from '../../platform/work-queue';
import { staffNames } from '../../platform/work-queue-repo';
import * as repo from './back-office-repo';
import { cancellationQueue, currentBill } from './cancellation-actions';
import { waterLineStatusName } from '../../subscriptions/water-line';

const returnTypeNames: Record<number, string> = {
  [depositReturnTypeCodes.iban]: 'IBAN numarasına iade',
  [depositReturnTypeCodes.bankBranch]: 'Banka şubesinden ödeme',
  [depositReturnTypeCodes.setOff]: 'Borçlara mahsup',
};

const holderName = (r: { first_name: string | null; last_name: string | null; title: string | null }) => r.title ?? memberName(r.first_name, r.last_name);

export async function listCancellations(ctx: OperationContext, member: Member, body: ParsedRequestOf<'GetBackOfficeWaterCancellations'>) {
  return cancellationQueue.page(
    ctx,
    member,
    { ...body, stages: body.stages ?? [] },
    {
      find: (filter) => repo.findCancellationPage(ctx.db, filter),
      timing: timingRow,
      open: repo.waitingStages,
      assignee: (r) => r.assigned_member_oid,
      item: listItem,
    },
  );
}

type ListRow = Awaited<ReturnType<typeof repo.findCancellationPage>>['rows'][number];

/** The deadline counts from the filing; a completed or rejected cancellation is never overdue. */
const timingRow = (r: Pick<ListRow, 'created_at' | 'step_at' | 'stage'>) => ({ deadlineFrom: r.created_at, stepAt: r.step_at, waiting: repo.waitingStages.includes(r.stage) });

const listItem = (r: ListRow, names: Map<number, string>) => ({
  cancellationOid: Number(r.oid),
  trackingNumber: r.tracking_number,
  subscriberNo: r.subscriber_no,
  holderName: holderName(r),
  districtName: r.district_name,
  stage: r.stage,
  waterLineStatus: r.water_line_status,
  waterLineStatusName: waterLineStatusName(r.water_line_status),
  waterLineCuttingDate: String(r.water_line_cutting_date).slice(0, 10),
  refundAmount: Number(r.final_refund_amount ?? r.refund_amount),
  assignedTo: staffRefOf(names, r.assigned_member_oid),
  createdAt: new Date(r.created_at).toISOString(),
  version: r.version,
});

export async function cancellationDetail(ctx: OperationContext, cancellationOid: number) {
  const row = await repo.findCancellation(ctx.db, cancellationOid);
  if (!row) throw new DomainError('NOT_FOUND');
  const [names, history, bill] = await Promise.all([
    staffNames(ctx.db, [row.assigned_member_oid, row.refund_approved_by, row.refund_paid_by]),
    cancellationQueue.history(ctx, row),
    currentBill(ctx, row),
  ]);
  const fixed = row.final_refund_amount !== null;
  return {
    ...listItem(row, names),
    ...cancellationQueue.timing(ctx, timingRow(row)),
    nationalId: row.national_id ?? row.tax_number,
    gsm: row.gsm,
    email: row.email,
    address: row.address,
    depositReturnType: row.deposit_return_type,
    depositReturnTypeName: returnTypeNames[row.deposit_return_type] ?? String(row.deposit_return_type),
    iban: row.bank_iban_no,
    ibanOwner: row.iban_owner,
    bankBranchName: row.branch_name ? `${row.bank_name ?? ''} ${row.branch_name}`.trim() : null,
    filed: {
      depositAmount: Number(row.deposit_amount),
      openDebtTotal: Number(row.open_debt_total),
      setOffAmount: Number(row.set_off_amount),
      refundAmount: Number(row.refund_amount),
    },
    finalBill: {
      debts: bill.debts.map((d) => ({ accrumentOid: d.oid, description: d.description, dueDate: d.dueDate, amount: d.principal })),
      depositAmount: bill.depositAmount,
      // Once the line is cut the final bill is fixed; before, it is what it would be today.
      openDebtTotal: fixed ? Number(row.final_open_debt_total) : bill.openDebtTotal,
      setOffAmount: fixed ? Number(row.final_set_off_amount) : bill.setOffAmount,
      refundAmount: fixed ? Number(row.final_refund_amount) : bill.refundAmount,
    },
    refundApprovedBy: staffRefOf(names, row.refund_approved_by),
    refundApprovedAt: row.refund_approved_at ? new Date(row.refund_approved_at).toISOString() : null,
    refundPaidBy: staffRefOf(names, row.refund_paid_by),
    refundPaidAt: row.refund_paid_at ? new Date(row.refund_paid_at).toISOString() : null,
    paymentReference: row.payment_reference,
    rejectionReason: row.rejection_reason,
    history,
    allowedActions: cancellationQueue.allowed(row),
  };
}
