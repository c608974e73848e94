import { typedTrackingNumber, waterApplicationStatuses, type WaterApplicationStatus } from '@ebelediye/contract';
import type { Db } from '../../db/kysely';
import { dayEnd, dayStart, searchKind, type QueueListFilter } from '../../platform/work-queue';
import { backlogCounts, dueWhileWaiting, foldedNameMatch, numberedPage, registriesSearched, searchesRegistry, stepSince } from '../../platform/work-queue-repo';
import { sql, type SqlBool } from 'kysely';

export interface ApplicationFilter extends QueueListFilter {
  statuses: WaterApplicationStatus[];
  applicationType?: number | undefined;
}

/** Never the water unit's: waiting for fees, or closed because they were never paid. */
export const neverQueued: readonly WaterApplicationStatus[] = ['awaitingPayment', 'expired'];

function listBase(db: Db) {
  return db
    .selectFrom('water_application as w')
    .innerJoin('registry as r', 'r.oid', 'w.registry_oid')
    .leftJoin('subscription as s', 's.oid', 'w.subscription_oid')
    .leftJoin('subscription as c', 'c.oid', 'w.created_subscription_oid')
    .leftJoin('district as d', (join) => join.on((eb) => eb('d.district_code', '=', eb.fn.coalesce('w.district_code', 's.district_code'))))
    .select([
      'w.oid',
      'w.tracking_number',
      'w.application_type',
      'w.status',
      'w.fee_total',
      'w.assigned_member_oid',
      'w.created_at',
      'w.version',
      'r.first_name',
      'r.last_name',
      'r.title',
      'd.district_name',
      's.subscriber_no as target_subscriber_no',
      'c.subscriber_no as created_subscriber_no',
      stepAt.as('step_at'),
    ]);
}

/** Not final: the list opens on these, and only these can be overdue. */
export const waitingStatuses: readonly WaterApplicationStatus[] = ['received', 'documentsMissing', 'siteVisitPlanned', 'siteVisitDone', 'approved', 'refundApproved'];

const stepAt = stepSince('waterApplications', 'w.oid', 'w.created_at');

/** The queue: unpaid applications are not the water unit's work yet. */
export function findApplicationPage(db: Db, f: ApplicationFilter) {
  const search = searchKind(f.searchText);
  const compact = search.kind === 'words' ? search.value.toUpperCase().replace(/\s+/g, '') : '';
  const tracking = search.kind === 'words' ? typedTrackingNumber('SB', search.value) : null;
  const isSubscriberNo = search.kind === 'words' && /^\d{4,9}$/.test(compact);
  const nameMatch = search.kind === 'words' && tracking === null && !isSubscriberNo ? foldedNameMatch('r', search.value) : null;
  const filtered = (withStatus: boolean) =>
    listBase(db)
      .where('w.status', 'not in', [...neverQueued])
      .$if(withStatus, (qb) => qb.where('w.status', 'in', f.statuses.length > 0 ? f.statuses : [...waitingStatuses]))
      .$if(f.applicationType !== undefined, (qb) => qb.where('w.application_type', '=', f.applicationType!))
      .$if(f.createdFrom !== undefined, (qb) => qb.where('w.created_at', '>=', dayStart(f.createdFrom!)))
      .$if(f.createdTo !== undefined, (qb) => qb.where('w.created_at', '<', dayEnd(f.createdTo!)))
      .$if(f.districtCode !== undefined, (qb) => qb.where('d.district_code', '=', f.districtCode!))
      .$if(f.assignedTo === 'none', (qb) => qb.where('w.assigned_member_oid', 'is', null))
      .$if(typeof f.assignedTo === 'number', (qb) => qb.where('w.assigned_member_oid', '=', f.assignedTo as number))
      .$if(searchesRegistry(search), (qb) => qb.where('w.registry_oid', 'in', registriesSearched(db, search)))
      .$if(tracking !== null, (qb) => qb.where('w.tracking_number', '=', tracking!))
      .$if(isSubscriberNo, (qb) => qb.where((eb) => eb.or([eb('s.subscriber_no', '=', compact), eb('c.subscriber_no', '=', compact)])))
      .$if(nameMatch !== null, (qb) => qb.where(nameMatch!));
  return numberedPage(
    filtered,
    { filedAt: 'w.created_at', dueAt: dueWhileWaiting('w.status', waitingStatuses, 'w.created_at'), status: 'w.status', statusOrder: waterApplicationStatuses, oid: 'w.oid' },
    f,
  );
}

export type ListRow = Awaited<ReturnType<ReturnType<typeof listBase>['execute']>>[number];

export function findListRow(db: Db, oid: number) {
  return listBase(db).select(['r.national_id', 'r.tax_number']).where('w.oid', '=', oid).executeTakeFirst();
}

/**
 * Waiting work: paid and not yet decided, a refund approved but not paid, and a rejected (or
 * closed for non-payment) application whose paid fees still wait for a refund's approval: the
 * citizen's money must not sit unnoticed.
 */
export function applicationBacklog(db: Db, overdueBefore: Date) {
  return db
    .selectFrom('water_application as w')
    .select(backlogCounts('w.assigned_member_oid', stepAt, sql<SqlBool>`${sql.ref('w.created_at')} < ${overdueBefore}`))
    .where((eb) =>
      eb.or([
        eb('w.status', 'in', waitingStatuses),
        eb.and([
          eb('w.status', '=', 'rejected'),
          eb('w.fee_refund_approved_at', 'is', null),
          eb.exists(
            eb
              .selectFrom('water_application_fee as f')
              .innerJoin('accrual as a', 'a.oid', 'f.accrual_oid')
              .select('a.oid')
              .whereRef('f.application_oid', '=', 'w.oid')
              .where('a.status', '=', 'paid'),
          ),
        ]),
      ]),
    )
    .executeTakeFirstOrThrow();
}

export function setCreatedSubscription(db: Db, applicationOid: number, subscriptionOid: number) {
  return db.updateTable('water_application').set({ created_subscription_oid: subscriptionOid }).where('oid', '=', applicationOid).execute();
}
