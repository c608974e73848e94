import { cancellationStages, typedTrackingNumber } from '@ebelediye/contract';
import type { Db } from '../../db/kysely';
import { dayEnd, dayStart, searchKind, type QueueListFilter } from '../../platform/work-queue';
import { backlogCounts, dueWhileWaiting, foldedNameMatch, numberedPage, registriesSearched, searchesRegistry, stepSince } from '../../platform/work-queue-repo';
import { sql, type SqlBool } from 'kysely';

export type StageValue = 'received' | 'cutOrdered' | 'lineCut' | 'refundApproved' | 'completed' | 'cutRejected' | 'refundRejected';

export interface CancellationFilter extends QueueListFilter {
  stages: StageValue[];
}

function listBase(db: Db) {
  return db
    .selectFrom('contract_cancellation as c')
    .innerJoin('subscription as s', 's.oid', 'c.subscription_oid')
    .innerJoin('registry as r', 'r.oid', 'c.registry_oid')
    .leftJoin('district as d', 'd.district_code', 's.district_code')
    .select([
      'c.oid',
      'c.tracking_number',
      'c.stage',
      'c.status',
      'c.water_line_cutting_date',
      'c.refund_amount',
      'c.final_refund_amount',
      'c.assigned_member_oid',
      'c.created_at',
      'c.version',
      's.subscriber_no',
      's.water_line_status',
      'r.first_name',
      'r.last_name',
      'r.title',
      'd.district_name',
      stepAt.as('step_at'),
    ]);
}

/** Not final: before the refund is paid, rejected or closed. The list opens on these, and only these can be overdue. */
export const waitingStages: readonly StageValue[] = ['received', 'cutOrdered', 'lineCut', 'refundApproved'];

const stepAt = stepSince('waterCancellations', 'c.oid', 'c.created_at');

export function findCancellationPage(db: Db, f: CancellationFilter) {
  const search = searchKind(f.searchText);
  const compact = search.kind === 'words' ? search.value.toUpperCase().replace(/\s+/g, '') : '';
  const tracking = search.kind === 'words' ? typedTrackingNumber('AI', search.value) : null;
  const isSubscriberNo = search.kind === 'words' && /^\d{4,9}$/.test(compact);
  const nameMatch = search.kind === 'words' && tracking === null && !isSubscriberNo ? foldedNameMatch('r', search.value) : null;
  const filtered = (withStatus: boolean) =>
    listBase(db)
      .$if(withStatus, (qb) => qb.where('c.stage', 'in', f.stages.length > 0 ? f.stages : [...waitingStages]))
      .$if(f.createdFrom !== undefined, (qb) => qb.where('c.created_at', '>=', dayStart(f.createdFrom!)))
      .$if(f.createdTo !== undefined, (qb) => qb.where('c.created_at', '<', dayEnd(f.createdTo!)))
      .$if(f.districtCode !== undefined, (qb) => qb.where('s.district_code', '=', f.districtCode!))
      .$if(f.assignedTo === 'none', (qb) => qb.where('c.assigned_member_oid', 'is', null))
      .$if(typeof f.assignedTo === 'number', (qb) => qb.where('c.assigned_member_oid', '=', f.assignedTo as number))
      .$if(searchesRegistry(search), (qb) => qb.where('c.registry_oid', 'in', registriesSearched(db, search)))
      .$if(tracking !== null, (qb) => qb.where('c.tracking_number', '=', tracking!))
      .$if(isSubscriberNo, (qb) => qb.where('s.subscriber_no', '=', compact))
      .$if(nameMatch !== null, (qb) => qb.where(nameMatch!));
  return numberedPage(
    filtered,
    { filedAt: 'c.created_at', dueAt: dueWhileWaiting('c.stage', waitingStages, 'c.created_at'), status: 'c.stage', statusOrder: cancellationStages, oid: 'c.oid' },
    f,
  );
}

export function findCancellation(db: Db, oid: number) {
  return listBase(db)
    .leftJoin('bank_branch as b', 'b.oid', 'c.bank_branch_oid')
    .leftJoin('bank', 'bank.bank_code', 'b.bank_code')
    .select([
      'c.subscription_oid',
      'c.registry_oid',
      'c.gsm',
      'c.email',
      'c.address',
      'c.deposit_return_type',
      'c.bank_iban_no',
      'c.iban_owner',
      'c.deposit_amount',
      'c.open_debt_total',
      'c.set_off_amount',
      'c.final_open_debt_total',
      'c.final_set_off_amount',
      'c.refund_approved_by',
      'c.refund_approved_at',
      'c.refund_paid_by',
      'c.refund_paid_at',
      'c.payment_reference',
      'c.rejection_reason',
      'r.national_id',
      'r.tax_number',
      's.deposit_amount as current_deposit',
      'b.branch_name',
      'bank.bank_name',
    ])
    .where('c.oid', '=', oid)
    .executeTakeFirst();
}

export type CancellationDetailRow = NonNullable<Awaited<ReturnType<typeof findCancellation>>>;

/** Waiting work: everything before the refund is paid, rejected or closed. */
export function cancellationBacklog(db: Db, overdueBefore: Date) {
  return db
    .selectFrom('contract_cancellation as c')
    .select(backlogCounts('c.assigned_member_oid', stepAt, sql<SqlBool>`${sql.ref('c.created_at')} < ${overdueBefore}`))
    .where('c.stage', 'in', [...waitingStages])
    .executeTakeFirstOrThrow();
}
