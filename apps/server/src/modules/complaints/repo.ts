import type { ComplaintStatus } from '@ebelediye/contract';
import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/kysely';
import type { Database } from '../../db/schema';
import { foldedTextMatch, orderTerm } from '../../platform/table-search';

const detailColumns = [
  'c.oid',
  'c.tracking_number',
  'c.subject',
  'c.status',
  'c.answer',
  'c.created_at',
  'c.updated_at',
  't.name as application_type_name',
  't.name_en as application_type_name_en',
  'p.parameter_name as category_name',
  'p.parameter_name_en as category_name_en',
] as const;

function withNames(db: Db) {
  return db
    .selectFrom('complaint as c')
    .innerJoin('pr_application_type as t', 't.code', 'c.application_type_code')
    .innerJoin('parameter as p', (join) => join.onRef('p.parameter_code', '=', 'c.category_code').on('p.parameter_type_code', '=', '16'))
    .select((eb) => [
      ...detailColumns,
      eb
        .selectFrom('complaint_attachment as a')
        .whereRef('a.complaint_oid', '=', 'c.oid')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('attachment_count'),
    ]);
}

/** One query for both checks, so an unknown number and a wrong phone take the same path. */
export function findByTrackingAndPhone(db: Db, trackingNumber: string, gsm: string, gsmHash: string) {
  return withNames(db)
    .where('c.tracking_number', '=', trackingNumber)
    .where((eb) => eb.or([eb('c.gsm', '=', gsm), eb.and([eb('c.anonymous', '=', true), eb('c.gsm_hash', '=', gsmHash)])]))
    .executeTakeFirst();
}

export function findMemberPage(
  db: Db,
  memberUserOid: number,
  query: { searchText: string; sortBy?: 'createdAt' | 'status' | 'subject' | undefined; sortDirection: 'asc' | 'desc'; pageIndex: number; pageSize: number },
) {
  const search = foldedTextMatch('c.search_text', query.searchText);
  const column = { createdAt: 'c.created_at', status: 'c.status', subject: 'c.subject' }[query.sortBy ?? 'createdAt'];
  const direction = query.sortBy ? query.sortDirection : 'desc';
  const base = withNames(db)
    .where('c.member_user_oid', '=', memberUserOid)
    .$if(search !== null, (qb) => qb.where(search!));
  return base
    .orderBy(orderTerm(column, direction))
    .orderBy(orderTerm('c.oid', direction))
    .limit(query.pageSize)
    .offset(query.pageIndex * query.pageSize)
    .execute();
}

export async function countMember(db: Db, memberUserOid: number, searchText: string): Promise<number> {
  const search = foldedTextMatch('c.search_text', searchText);
  const row = await db
    .selectFrom('complaint as c')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('c.member_user_oid', '=', memberUserOid)
    .$if(search !== null, (qb) => qb.where(search!))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export function findHistories(db: Db, complaintOids: number[]) {
  if (complaintOids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('complaint_status_history')
    .select(['complaint_oid', 'status', 'note', 'note_en', 'at'])
    .where('complaint_oid', 'in', complaintOids)
    .orderBy('at')
    .orderBy('oid')
    .execute();
}

export function insertComplaint(db: Db, row: Insertable<Database['complaint']>) {
  return db
    .insertInto('complaint')
    .values(row)
    .onConflict((oc) => oc.column('tracking_number').doNothing())
    .returning('oid')
    .executeTakeFirst();
}

/**
 * A line of the citizen's own history of the complaint (what their tracking lookup shows): the
 * one writer of it, for the filing and for every clerk's move alike.
 */
export function insertStatusLine(db: Db, row: Insertable<Database['complaint_status_history']>) {
  return db.insertInto('complaint_status_history').values(row).execute();
}

/** The transition: only if the complaint is still at the version and status the clerk acted on. */
export function updateComplaintIf(db: Db, oid: number, expected: { version: number; status: ComplaintStatus }, set: Updateable<Database['complaint']>) {
  return db
    .updateTable('complaint')
    .set((eb) => ({ ...set, version: eb('version', '+', 1) }))
    .where('oid', '=', oid)
    .where('version', '=', expected.version)
    .where('status', '=', expected.status)
    .returning('oid')
    .executeTakeFirst();
}

export function insertAttachments(db: Db, complaintOid: number, fileOids: number[]) {
  if (fileOids.length === 0) return Promise.resolve();
  return db
    .insertInto('complaint_attachment')
    .values(fileOids.map((file_oid) => ({ complaint_oid: complaintOid, file_oid })))
    .execute();
}

export const findCategory = (db: Db, code: string) =>
  db.selectFrom('parameter').select('parameter_code').where('parameter_type_code', '=', '16').where('parameter_code', '=', code).where('is_active', '=', true).executeTakeFirst();
/** The unit a category's complaints arrive in (docs/architecture.md, "Units and routing"); Beyaz Masa when the category has none. */
export async function arrivalUnitOf(db: Db, categoryCode: string) {
  const row = await db
    .selectFrom('backoffice_unit as u')
    .leftJoin('complaint_category_unit as cu', (join) => join.onRef('cu.unit_code', '=', 'u.unit_code').on('cu.category_code', '=', categoryCode))
    .select(['u.unit_code', 'u.name'])
    .where((eb) => eb.or([eb('cu.category_code', 'is not', null), eb('u.unit_code', '=', 'BEYAZ_MASA')]))
    .orderBy((eb) => eb.case().when('cu.category_code', 'is not', null).then(0).else(1).end())
    .executeTakeFirstOrThrow();
  return { unitCode: row.unit_code, name: row.name };
}
export const findApplicationType = (db: Db, code: string) =>
  db.selectFrom('pr_application_type').select('code').where('code', '=', code).where('is_active', '=', true).executeTakeFirst();
