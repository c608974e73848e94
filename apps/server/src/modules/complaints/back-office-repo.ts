import { complaintStatuses, typedTrackingNumber, type ComplaintStatus } from '@ebelediye/contract';
import type { Db } from '../../db/kysely';
import { foldedTextMatch } from '../../platform/table-search';
import { dayEnd, dayStart, searchKind, type QueueListFilter } from '../../platform/work-queue';
import { backlogCounts, dueWhileWaiting, numberedPage, registriesSearched, searchesRegistry, stepSince } from '../../platform/work-queue-repo';
import { sql, type SqlBool } from 'kysely';

export interface ComplaintFilter extends QueueListFilter {
  statuses: ComplaintStatus[];
  categoryCode?: string | undefined;
  unitCode?: string | undefined;
  /** "Birimim": only these units' complaints. */
  unitCodes?: string[] | undefined;
}

function listBase(db: Db) {
  return (
    db
      .selectFrom('complaint as c')
      .innerJoin('parameter as p', (join) => join.onRef('p.parameter_code', '=', 'c.category_code').on('p.parameter_type_code', '=', '16'))
      .innerJoin('backoffice_unit as u', 'u.unit_code', 'c.unit_code')
      .leftJoin('district as d', 'd.district_code', 'c.district_code')
      // The assignee's name in the same query: a page is one round trip.
      .leftJoin('member as am', 'am.oid', 'c.assigned_member_oid')
      .leftJoin('registry as ar', 'ar.oid', 'am.registry_oid')
      .select([
        'c.oid',
        'c.tracking_number',
        'c.subject',
        'c.status',
        'c.contact_name',
        'c.unit_code',
        'c.assigned_member_oid',
        'c.created_at',
        'c.version',
        'p.parameter_name as category_name',
        'u.name as unit_name',
        'd.district_name',
        'ar.first_name as assignee_first_name',
        'ar.last_name as assignee_last_name',
        stepAt.as('step_at'),
      ])
  );
}

/** Not final: the queue's list opens on these (an answered complaint still waits to be closed). */
export const openStatuses: readonly ComplaintStatus[] = ['received', 'inProgress', 'answered'];
/** Waiting for the answer Law 3071 requires: the dashboard's count, and the only ones that can be overdue. */
export const waitingStatuses: readonly ComplaintStatus[] = ['received', 'inProgress'];

const stepAt = stepSince('complaints', 'c.oid', 'c.created_at');

/** The queue's page: every filter is an indexed column or a search; numbered pages with the total and the count per status. */
export function findComplaintPage(db: Db, f: ComplaintFilter) {
  const search = searchKind(f.searchText);
  const tracking = search.kind === 'words' ? typedTrackingNumber('ST', search.value) : null;
  const phoneSearched = search.kind === 'phone' ? search.value : search.kind === 'identity' ? search.phone : null;
  const filtered = (withStatus: boolean) =>
    listBase(db)
      .$if(withStatus, (qb) => qb.where('c.status', 'in', f.statuses.length > 0 ? f.statuses : [...openStatuses]))
      .$if(f.createdFrom !== undefined, (qb) => qb.where('c.created_at', '>=', dayStart(f.createdFrom!)))
      .$if(f.createdTo !== undefined, (qb) => qb.where('c.created_at', '<', dayEnd(f.createdTo!)))
      .$if(f.districtCode !== undefined, (qb) => qb.where('c.district_code', '=', f.districtCode!))
      .$if(f.categoryCode !== undefined, (qb) => qb.where('c.category_code', '=', f.categoryCode!))
      .$if(f.unitCode !== undefined, (qb) => qb.where('c.unit_code', '=', f.unitCode!))
      .$if(f.unitCodes !== undefined, (qb) => qb.where('c.unit_code', 'in', f.unitCodes!.length > 0 ? f.unitCodes! : ['']))
      .$if(f.assignedTo === 'none', (qb) => qb.where('c.assigned_member_oid', 'is', null))
      .$if(typeof f.assignedTo === 'number', (qb) => qb.where('c.assigned_member_oid', '=', f.assignedTo as number))
      // A complaint's own contact phone too: a guest's complaint has no member behind it. An anonymous tip-off keeps only a hash of its phone, and stays unfound by it.
      .$if(searchesRegistry(search), (qb) =>
        qb.where((eb) =>
          eb.or([
            eb('c.member_user_oid', 'in', db.selectFrom('member').select('oid').where('registry_oid', 'in', registriesSearched(db, search))),
            ...(phoneSearched === null ? [] : [eb('c.gsm', '=', phoneSearched)]),
          ]),
        ),
      )
      .$if(tracking !== null, (qb) => qb.where('c.tracking_number', '=', tracking!))
      .$if(search.kind === 'words' && tracking === null, (qb) => {
        const match = foldedTextMatch('c.search_text', search.kind === 'words' ? search.value : '');
        return match ? qb.where(match) : qb;
      });
  return numberedPage(
    filtered,
    { filedAt: 'c.created_at', dueAt: dueWhileWaiting('c.status', waitingStatuses, 'c.created_at'), status: 'c.status', statusOrder: complaintStatuses, oid: 'c.oid' },
    f,
  );
}

export function findComplaint(db: Db, oid: number) {
  return listBase(db)
    .leftJoin('street as s', 's.street_code', 'c.street_code')
    .leftJoin('pr_application_type as t', 't.code', 'c.application_type_code')
    .leftJoin('member as m', 'm.oid', 'c.member_user_oid')
    .leftJoin('registry as r', 'r.oid', 'm.registry_oid')
    .select([
      'c.category_code',
      'c.description',
      'c.district_code',
      'c.location_description',
      'c.gsm',
      'c.email',
      'c.answer',
      'c.updated_at',
      's.street_name',
      't.name as application_type_name',
      'r.national_id',
      'c.member_user_oid',
    ])
    .where('c.oid', '=', oid)
    .executeTakeFirst();
}

export function findAttachments(db: Db, complaintOid: number) {
  return db
    .selectFrom('complaint_attachment as a')
    .innerJoin('stored_file as f', 'f.oid', 'a.file_oid')
    .select(['f.oid', 'f.file_name', 'f.document_name', 'f.content_type', 'f.size'])
    .where('a.complaint_oid', '=', complaintOid)
    .orderBy('f.oid')
    .execute();
}

export const findUnit = (db: Db, unitCode: string) => db.selectFrom('backoffice_unit').select(['unit_code', 'name']).where('unit_code', '=', unitCode).executeTakeFirst();
/** Waiting work: received or in progress; overdue when filed before the law's thirty days. */
export function complaintBacklog(db: Db, overdueBefore: Date) {
  return db
    .selectFrom('complaint as c')
    .select(backlogCounts('c.assigned_member_oid', stepAt, sql<SqlBool>`${sql.ref('c.created_at')} < ${overdueBefore}`))
    .where('c.status', 'in', [...waitingStatuses])
    .executeTakeFirstOrThrow();
}

/** The units a staff member works for: their inbox ("Birimim", docs/architecture.md, "Units and routing"). */
export async function findUnitsOfStaff(db: Db, memberOid: number): Promise<string[]> {
  const rows = await db.selectFrom('staff_unit').select('unit_code').where('member_oid', '=', memberOid).orderBy('unit_code').execute();
  return rows.map((r) => r.unit_code);
}

/** The phones of a unit's complaints clerks, each once: whom a forward to the unit tells. */
export async function findUnitClerkPhones(db: Db, unitCode: string): Promise<string[]> {
  const rows = await db
    .selectFrom('staff_unit as su')
    .innerJoin('staff_role as sr', (join) => join.onRef('sr.member_oid', '=', 'su.member_oid').on('sr.role_code', '=', 'COMPLAINTS_CLERK'))
    .innerJoin('member as m', 'm.oid', 'su.member_oid')
    .select('m.gsm')
    .distinct()
    .where('su.unit_code', '=', unitCode)
    .where('m.status', '=', 'ACTIVE')
    .where('m.gsm', 'is not', null)
    .orderBy('m.gsm')
    .execute();
  return rows.map((r) => r.gsm!);
}
