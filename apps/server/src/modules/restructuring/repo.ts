import type { Insertable } from 'kysely';
import type { Db } from '../../db/kysely';
import type { Database } from '../../db/schema';

/** The scheme whose application window contains the day (the newest, if windows overlap). */
export function findOpenScheme(db: Db, today: string) {
  return db
    .selectFrom('restructuring_scheme')
    .selectAll()
    .where('effective_from', '<=', today)
    .where('application_deadline', '>=', today)
    .orderBy('effective_from', 'desc')
    .orderBy('oid', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export type SchemeRow = NonNullable<Awaited<ReturnType<typeof findOpenScheme>>>;

export function findScheme(db: Db, schemeOid: number) {
  return db.selectFrom('restructuring_scheme').selectAll().where('oid', '=', schemeOid).executeTakeFirstOrThrow();
}

export function findSchemeIncomeTypes(db: Db, schemeOid: number) {
  return db
    .selectFrom('restructuring_scheme_income_type as s')
    .innerJoin('income_type as t', 't.code', 's.income_type_code')
    .select(['t.code', 't.name'])
    .where('s.scheme_oid', '=', schemeOid)
    .orderBy('t.sort_order')
    .execute();
}

export function findSchemeOptions(db: Db, schemeOid: number) {
  return db
    .selectFrom('restructuring_option')
    .select(['instalment_count', 'period_months', 'coefficient'])
    .where('scheme_oid', '=', schemeOid)
    .orderBy('instalment_count')
    .execute();
}

/** Whether accruals of the income type bear gecikme zammı (the ledger's setting for it). */
export async function incomeTypeBearsDelayFine(db: Db, code: string): Promise<boolean> {
  const row = await db.selectFrom('income_type').select('subject_to_delay_fine').where('code', '=', code).executeTakeFirst();
  return row?.subject_to_delay_fine ?? false;
}

/** The index series as period → value in hundredths. */
export async function findIndexSeries(db: Db, indexName: string): Promise<Map<string, number>> {
  const rows = await db.selectFrom('price_index').select(['period', 'value_hundredths']).where('index_name', '=', indexName).execute();
  return new Map(rows.map((r) => [r.period, r.value_hundredths]));
}

export function insertLog(db: Db, row: Insertable<Database['restructuring_log']>) {
  return db.insertInto('restructuring_log').values(row).returning('oid').executeTakeFirstOrThrow();
}

export async function insertPlanRows(
  db: Db,
  debts: Insertable<Database['restructuring_debt']>[],
  instalments: Insertable<Database['restructuring_instalment']>[],
  documents: Insertable<Database['restructuring_document']>[],
) {
  await db.insertInto('restructuring_debt').values(debts).execute();
  await db.insertInto('restructuring_instalment').values(instalments).execute();
  await db.insertInto('restructuring_document').values(documents).execute();
}

/** A log, only when its registry is one the caller may act for. */
export function findLog(db: Db, registryOids: number[], logOid: number) {
  return db
    .selectFrom('restructuring_log as l')
    .innerJoin('restructuring_scheme as s', 's.oid', 'l.scheme_oid')
    .selectAll('l')
    .select(['s.law_no', 's.title as scheme_title', 's.is_demo'])
    .where('l.oid', '=', logOid)
    .where('l.registry_oid', 'in', registryOids)
    .executeTakeFirst();
}

export function findLogs(db: Db, registryOids: number[]) {
  return db
    .selectFrom('restructuring_log as l')
    .innerJoin('restructuring_scheme as s', 's.oid', 'l.scheme_oid')
    .selectAll('l')
    .select(['s.law_no'])
    .where('l.registry_oid', 'in', registryOids)
    .orderBy('l.applied_at', 'desc')
    .orderBy('l.oid', 'desc')
    .execute();
}

/** Each instalment with its accrual's status and what has been collected on it. */
export function findInstalments(db: Db, logOids: number[]) {
  return db
    .selectFrom('restructuring_instalment as i')
    .innerJoin('accrual as a', 'a.oid', 'i.accrual_oid')
    .leftJoin('collection_line as cl', 'cl.accrual_oid', 'i.accrual_oid')
    .leftJoin('collection as c', 'c.oid', 'cl.collection_oid')
    .select((eb) => [
      'i.log_oid',
      'i.instalment_no',
      'i.due_date',
      'i.amount',
      'i.accrual_oid',
      'a.status',
      eb.fn.coalesce(eb.fn.sum<number>('cl.principal_amount'), eb.lit(0)).as('paid_amount'),
      eb.fn.max('c.collected_at').as('paid_at'),
    ])
    .where('i.log_oid', 'in', logOids)
    .groupBy(['i.log_oid', 'i.instalment_no', 'i.due_date', 'i.amount', 'i.accrual_oid', 'a.status'])
    .orderBy('i.log_oid')
    .orderBy('i.instalment_no')
    .execute();
}

export function findDebts(db: Db, logOid: number) {
  return db
    .selectFrom('restructuring_debt as d')
    .innerJoin('accrual as a', 'a.oid', 'd.accrual_oid')
    .select([
      'd.accrual_oid',
      'd.principal',
      'd.delay_fine_waived',
      'd.index_amount',
      'd.restored_accrual_oid',
      'a.description',
      'a.due_date',
      'a.income_type_code',
      'a.registry_oid',
      'a.year',
      'a.instalment_no',
      'a.period_label',
    ])
    .where('d.log_oid', '=', logOid)
    .orderBy('a.due_date')
    .orderBy('d.accrual_oid')
    .execute();
}

export function findDocuments(db: Db, logOid: number) {
  return db
    .selectFrom('restructuring_document as d')
    .innerJoin('stored_file as f', 'f.oid', 'd.file_oid')
    .select(['d.file_oid', 'd.kind', 'f.document_name', 'f.file_name'])
    .where('d.log_oid', '=', logOid)
    .orderBy('d.kind')
    .orderBy('d.file_oid')
    .execute();
}

export function findActiveLogs(db: Db) {
  return db
    .selectFrom('restructuring_log as l')
    .innerJoin('restructuring_scheme as s', 's.oid', 'l.scheme_oid')
    .select(['l.oid', 'l.registry_oid', 'l.assigned_member_oid', 's.tolerated_late_instalments', 's.grace_days'])
    .where('l.status', '=', 'active')
    .orderBy('l.oid')
    .execute();
}

export function setLogStatus(db: Db, logOid: number, status: 'broken' | 'completed', brokenAt: Date | null, restoredPrincipal = 0) {
  return db
    .updateTable('restructuring_log')
    .set({ status, broken_at: brokenAt, restored_principal: restoredPrincipal })
    .where('oid', '=', logOid)
    .where('status', '=', 'active')
    .executeTakeFirst();
}

export function setRestoredAccrual(db: Db, logOid: number, accrualOid: number, restoredAccrualOid: number) {
  return db.updateTable('restructuring_debt').set({ restored_accrual_oid: restoredAccrualOid }).where('log_oid', '=', logOid).where('accrual_oid', '=', accrualOid).execute();
}

/** The applicant's name and identity number as the petition prints them. */
export function findApplicant(db: Db, registryOid: number) {
  return db.selectFrom('registry').select(['first_name', 'last_name', 'title', 'national_id', 'tax_number']).where('oid', '=', registryOid).executeTakeFirstOrThrow();
}

export function findAccruals(db: Db, oids: readonly number[]) {
  return db
    .selectFrom('accrual')
    .selectAll()
    .where('oid', 'in', [...oids])
    .execute();
}
