import { sql, type SqlBool, type Updateable } from 'kysely';
import { restructuringStatuses } from '@ebelediye/contract';
import type { Db } from '../../db/kysely';
import type { Database } from '../../db/schema';
import { dayEnd, dayStart, searchKind, type QueueListFilter } from '../../platform/work-queue';
import { backlogCounts, foldedNameMatch, numberedPage, registriesSearched, searchesRegistry, stepSince } from '../../platform/work-queue-repo';

type Status = 'active' | 'broken' | 'completed';

export interface RestructuringFilter extends QueueListFilter {
  statuses: Status[];
  breaksUnderRule?: boolean | undefined;
}

/** Instalments unpaid beyond the scheme's grace days as of today (break-plans.ts's rule, in SQL for the list). */
const lateCount = (today: string) =>
  sql<number>`(select count(*) from restructuring_instalment i inner join accrual a on a.oid = i.accrual_oid
    where i.log_oid = l.oid and a.status = 'open' and i.due_date < cast(${today} as date) - s.grace_days)`;
const overdueCount = (today: string) =>
  sql<number>`(select count(*) from restructuring_instalment i inner join accrual a on a.oid = i.accrual_oid
    where i.log_oid = l.oid and a.status = 'open' and i.due_date < cast(${today} as date))`;
const breaks = (today: string) => sql<SqlBool>`(l.status = 'active' and ${lateCount(today)} > s.tolerated_late_instalments)`;

/**
 * When a breaking plan came into the queue: the day after its (tolerated + 1)-th oldest unpaid
 * instalment passed its grace days, at Istanbul midnight. Null for a plan that does not break.
 */
const breaksSince = (today: string) =>
  sql<Date | string | null>`case when ${breaks(today)} then (((select i.due_date from restructuring_instalment i inner join accrual a on a.oid = i.accrual_oid
    where i.log_oid = l.oid and a.status = 'open' order by i.due_date offset s.tolerated_late_instalments limit 1) + s.grace_days + 1)::text || 'T00:00:00+03:00')::timestamptz end`;

/** The plan's current step: its last change of state, its breaking (by the hourly job or under the rule today), or its filing. */
const stepAt = (today: string) => stepSince('restructurings', 'l.oid', sql`coalesce(l.broken_at, ${breaksSince(today)}, l.applied_at)`);

function listBase(db: Db, today: string) {
  return db
    .selectFrom('restructuring_log as l')
    .innerJoin('restructuring_scheme as s', 's.oid', 'l.scheme_oid')
    .innerJoin('registry as r', 'r.oid', 'l.registry_oid')
    .select([
      'l.oid',
      'l.application_no',
      'l.status',
      'l.instalment_count',
      'l.restructured_total',
      'l.assigned_member_oid',
      'l.applied_at',
      'l.version',
      's.law_no',
      's.tolerated_late_instalments',
      's.grace_days',
      'r.first_name',
      'r.last_name',
      'r.title',
      overdueCount(today).as('overdue_count'),
      breaks(today).as('breaks_under_rule'),
      breaksSince(today).as('breaks_since'),
      stepAt(today).as('step_at'),
      sql<number>`(select coalesce(sum(cl.principal_amount), 0) from restructuring_instalment i inner join collection_line cl on cl.accrual_oid = i.accrual_oid where i.log_oid = l.oid)`.as(
        'paid_total',
      ),
    ]);
}

/** Not final: the list opens on the active plans (a broken or completed plan is done for the back office). */
export const openStatuses: readonly Status[] = ['active'];

export function findRestructuringPage(db: Db, today: string, f: RestructuringFilter) {
  const search = searchKind(f.searchText);
  const compact = search.kind === 'words' ? search.value.toUpperCase().replace(/\s+/g, '') : '';
  const isNumber = search.kind === 'words' && /^[A-Z]{1,4}-[A-Z0-9-]+$/.test(compact) && /\d/.test(compact);
  const nameMatch = search.kind === 'words' && !isNumber ? foldedNameMatch('r', search.value) : null;
  const filtered = (withStatus: boolean) =>
    listBase(db, today)
      .$if(withStatus, (qb) => qb.where('l.status', 'in', f.statuses.length > 0 ? f.statuses : [...openStatuses]))
      .$if(f.breaksUnderRule === true, (qb) => qb.where(breaks(today)))
      .$if(f.breaksUnderRule === false, (qb) => qb.where(sql<SqlBool>`not ${breaks(today)}`))
      .$if(f.createdFrom !== undefined, (qb) => qb.where('l.applied_at', '>=', dayStart(f.createdFrom!)))
      .$if(f.createdTo !== undefined, (qb) => qb.where('l.applied_at', '<', dayEnd(f.createdTo!)))
      .$if(f.districtCode !== undefined, (qb) => qb.where('r.district_code', '=', f.districtCode!))
      .$if(f.assignedTo === 'none', (qb) => qb.where('l.assigned_member_oid', 'is', null))
      .$if(typeof f.assignedTo === 'number', (qb) => qb.where('l.assigned_member_oid', '=', f.assignedTo as number))
      .$if(searchesRegistry(search), (qb) => qb.where('l.registry_oid', 'in', registriesSearched(db, search)))
      .$if(isNumber, (qb) => qb.where('l.application_no', '=', compact))
      .$if(nameMatch !== null, (qb) => qb.where(nameMatch!));
  return numberedPage(filtered, { filedAt: 'l.applied_at', dueAt: breaksSince(today), status: 'l.status', statusOrder: restructuringStatuses, oid: 'l.oid' }, f);
}

export function findRestructuring(db: Db, today: string, oid: number) {
  return listBase(db, today)
    .select([
      'l.registry_oid',
      'l.principal',
      'l.delay_fine_waived',
      'l.index_amount',
      'l.petition_file_oid',
      'l.broken_at',
      's.title as scheme_title',
      'r.national_id',
      'r.tax_number',
      'r.gsm',
    ])
    .where('l.oid', '=', oid)
    .executeTakeFirst();
}

export type RestructuringRow = NonNullable<Awaited<ReturnType<typeof findRestructuring>>>;

export function findDocumentFiles(db: Db, logOid: number) {
  return db
    .selectFrom('restructuring_document as d')
    .innerJoin('stored_file as f', 'f.oid', 'd.file_oid')
    .select(['f.oid', 'd.kind', 'f.file_name', 'f.document_name', 'f.content_type', 'f.size'])
    .where('d.log_oid', '=', logOid)
    .orderBy('d.kind')
    .orderBy('f.oid')
    .execute();
}

/** The version check of a back-office action: only while the plan is still as the clerk saw it. */
export function bumpVersionIf(db: Db, oid: number, expected: { version: number; status: Status }, set: Updateable<Database['restructuring_log']> = {}) {
  return db
    .updateTable('restructuring_log')
    .set((eb) => ({ ...set, version: eb('version', '+', 1) }))
    .where('oid', '=', oid)
    .where('version', '=', expected.version)
    .where('status', '=', expected.status)
    .returning('oid')
    .executeTakeFirst();
}

/** Waiting work: active plans that break under the rule but are not marked yet. */
export function restructuringBacklog(db: Db, today: string, overdueBefore: Date) {
  return db
    .selectFrom('restructuring_log as l')
    .innerJoin('restructuring_scheme as s', 's.oid', 'l.scheme_oid')
    .select(backlogCounts('l.assigned_member_oid', stepAt(today), sql<SqlBool>`${breaksSince(today)} < ${overdueBefore}`))
    .where(breaks(today))
    .executeTakeFirstOrThrow();
}
