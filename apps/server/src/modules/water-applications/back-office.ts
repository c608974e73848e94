import { parameterTypeCodes, type ParsedRequestOf, type WaterDocumentKind } from '@ebelediye/contract';
import { DomainError } from '../../platform/domain-error';
import type { Member, OperationContext } from '../../platform/operation-context';
import { memberName, staffRefOf } from '../../platform/work-queue';
import { staffNames } from '../../platform/work-queue-repo';
import { findActiveParameter } from '../../reference-data/parameter-repo';
import * as bo from './back-office-repo';
import { receivePaidApplications } from './paid-fees';
import { applicationQueue } from './queue-actions';
import * as repo from './repo';
import { paidFeeTotal } from './subscription-repo';
import { documentName, statusName, toApplications, typeName } from './view';

const applicantName = (r: { first_name: string | null; last_name: string | null; title: string | null }) => r.title ?? memberName(r.first_name, r.last_name);

const listItem = (r: bo.ListRow, names: Map<number, string>) => ({
  applicationOid: Number(r.oid),
  trackingNumber: r.tracking_number,
  applicationType: r.application_type,
  applicationTypeName: typeName(r.application_type),
  applicantName: applicantName(r),
  districtName: r.district_name,
  subscriberNo: r.created_subscriber_no ?? r.target_subscriber_no,
  status: r.status,
  statusName: statusName(r.status),
  feeTotal: Number(r.fee_total),
  assignedTo: staffRefOf(names, r.assigned_member_oid),
  createdAt: new Date(r.created_at).toISOString(),
  version: r.version,
});

/** The deadline counts from the filing; a decided application is never overdue. */
const timingRow = (r: Pick<bo.ListRow, 'created_at' | 'step_at' | 'status'>) => ({ deadlineFrom: r.created_at, stepAt: r.step_at, waiting: bo.waitingStatuses.includes(r.status) });

export async function listApplications(ctx: OperationContext, member: Member, body: ParsedRequestOf<'GetBackOfficeWaterApplications'>) {
  await receivePaidApplications(ctx.db, null, ctx.now());
  return applicationQueue.page(
    ctx,
    member,
    { ...body, statuses: body.statuses ?? [] },
    {
      find: (filter) => bo.findApplicationPage(ctx.db, filter),
      timing: timingRow,
      open: bo.waitingStatuses,
      assignee: (r) => r.assigned_member_oid,
      item: listItem,
    },
  );
}

export async function applicationDetail(ctx: OperationContext, applicationOid: number) {
  const row = await repo.findApplicationByOid(ctx.db, applicationOid);
  // Unpaid (and expired unpaid) applications are not the water unit's: the same 404 as an unknown one.
  if (!row || bo.neverQueued.includes(row.status)) throw new DomainError('NOT_FOUND');
  const list = (await bo.findListRow(ctx.db, applicationOid))!;
  const [names, history, [citizen], files, paid, ground] = await Promise.all([
    staffNames(ctx.db, [row.assigned_member_oid, row.fee_refund_approved_by, row.fee_refund_paid_by]),
    applicationQueue.history(ctx, row),
    toApplications(ctx.db, [row]),
    repo.findDocuments(ctx.db, [applicationOid]),
    paidFeeTotal(ctx.db, applicationOid),
    row.reduction_ground_code ? findActiveParameter(ctx.db, parameterTypeCodes.waterTariffReductionGround, row.reduction_ground_code) : Promise.resolve(undefined),
  ]);
  const actions = applicationQueue.allowed(row).filter((a) => a !== 'approveFeeRefund' || paid > 0);
  return {
    ...listItem(list, names),
    ...applicationQueue.timing(ctx, timingRow(list)),
    nationalId: list.national_id ?? list.tax_number,
    gsm: row.gsm,
    email: row.email,
    citizen: citizen!,
    statement: row.statement,
    meterReading: row.meter_reading,
    reductionGroundName: ground?.parameter_name ?? null,
    files: files.map((f) => ({
      fileOid: Number(f.file_oid),
      fileName: f.file_name,
      documentName: f.document_name,
      contentType: f.content_type,
      size: Number(f.size),
      kind: f.document_kind as WaterDocumentKind,
      kindName: documentName(f.document_kind),
    })),
    feeRefundApprovedBy: staffRefOf(names, row.fee_refund_approved_by),
    feeRefundPaidBy: staffRefOf(names, row.fee_refund_paid_by),
    feeRefundReference: row.fee_refund_reference,
    history,
    allowedActions: actions,
  };
}
