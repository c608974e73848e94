import { sql, type Insertable } from 'kysely';
import type { Database } from '../db/schema';
import type { Db } from '../db/kysely';
import type { DelayFineRate } from './delay-fine';

/** The delay-fine rate table, oldest first (a handful of rows). */
export async function findDelayFineRates(db: Db): Promise<DelayFineRate[]> {
  const rows = await db.selectFrom('delay_fine_rate').select(['effective_from', 'monthly_rate_bp']).orderBy('effective_from').execute();
  return rows.map((r) => ({ effectiveFrom: String(r.effective_from).slice(0, 10), monthlyRateBp: r.monthly_rate_bp }));
}

export interface OpenAccrualQuery {
  registryOids: readonly number[];
  accrualOids?: readonly number[];
  incomeTypeCode?: string;
  subscriptionOid?: number;
  /** Lock the rows for a collection in the same transaction. */
  forUpdate?: boolean;
}

/** What is left of an accrual's principal once its collections are taken off: selected beside `accrual`. */
export const remainingPrincipal = () => sql<number>`accrual.amount - coalesce((select sum(cl.principal_amount) from collection_line cl where cl.accrual_oid = accrual.oid), 0)`;

/** Open accruals of the given registries with what is left of their principal. Scoped by owner. */
export function findOpenAccruals(db: Db, query: OpenAccrualQuery) {
  let q = db
    .selectFrom('accrual')
    .innerJoin('income_type', 'income_type.code', 'accrual.income_type_code')
    .select([
      'accrual.oid',
      'accrual.registry_oid',
      'accrual.income_type_code',
      'income_type.name as income_type_name',
      'income_type.name_en as income_type_name_en',
      'income_type.subject_to_delay_fine',
      'accrual.revenue_code',
      'accrual.revenue_type',
      'accrual.description',
      'accrual.year',
      'accrual.instalment_no',
      'accrual.period_label',
      'accrual.amount',
      'accrual.due_date',
      'accrual.source_kind',
      'accrual.source_oid',
      'accrual.real_estate_oid',
      'accrual.subscription_oid',
      remainingPrincipal().as('remaining'),
    ])
    .where('accrual.registry_oid', 'in', query.registryOids.length ? [...query.registryOids] : [-1])
    .where('accrual.status', '=', 'open');
  if (query.accrualOids) q = q.where('accrual.oid', 'in', query.accrualOids.length ? [...query.accrualOids] : [-1]);
  if (query.incomeTypeCode) q = q.where('accrual.income_type_code', '=', query.incomeTypeCode);
  if (query.subscriptionOid !== undefined) q = q.where('accrual.subscription_oid', '=', query.subscriptionOid);
  q = q.orderBy('accrual.due_date').orderBy('accrual.oid');
  return query.forUpdate ? q.forUpdate('accrual').execute() : q.execute();
}

export type OpenAccrualRow = Awaited<ReturnType<typeof findOpenAccruals>>[number];

export function markAccrualsPaid(db: Db, registryOid: number, accrualOids: readonly number[]) {
  return db
    .updateTable('accrual')
    .set({ status: 'paid' })
    .where('registry_oid', '=', registryOid)
    .where('oid', 'in', [...accrualOids])
    .execute();
}

export function findRepresentedCompanies(db: Db, personRegistryOid: number) {
  return db.selectFrom('registry_representative').select('company_registry_oid').where('person_registry_oid', '=', personRegistryOid).orderBy('company_registry_oid').execute();
}

/** A subscription, only if it belongs to one of the registries. */
export function findSubscriptionOfRegistries(db: Db, subscriptionOid: number, registryOids: readonly number[]) {
  return db
    .selectFrom('subscription')
    .selectAll()
    .where('oid', '=', subscriptionOid)
    .where('registry_oid', 'in', registryOids.length ? [...registryOids] : [-1])
    .executeTakeFirst();
}

/** Inserts accrual rows in chunks that keep each statement under PostgreSQL's bind-parameter limit; oids in the given order. */
export async function insertAccruals(db: Db, rows: readonly Insertable<Database['accrual']>[], chunk: number): Promise<number[]> {
  const oids: number[] = [];
  for (let i = 0; i < rows.length; i += chunk) {
    const inserted = await db
      .insertInto('accrual')
      .values(rows.slice(i, i + chunk))
      .returning('oid')
      .execute();
    oids.push(...inserted.map((r) => r.oid));
  }
  return oids;
}

/** Locks the accruals for the rest of the caller's transaction, and answers their status. */
export function lockAccruals(trx: Db, accrualOids: readonly number[]) {
  return trx
    .selectFrom('accrual')
    .select(['oid', 'registry_oid', 'status'])
    .where('oid', 'in', accrualOids.length ? [...accrualOids] : [-1])
    .orderBy('oid')
    .forUpdate()
    .execute();
}

/** The accruals among these that an online card payment has locked while it talks to the bank. */
export async function accrualsInCardPayment(db: Db, accrualOids: readonly number[]): Promise<number[]> {
  const rows = await db
    .selectFrom('online_payment_lock')
    .select('accrual_oid')
    .where('accrual_oid', 'in', accrualOids.length ? [...accrualOids] : [-1])
    .execute();
  return rows.map((r) => Number(r.accrual_oid));
}

export async function markAccrualsCancelled(db: Db, accrualOids: readonly number[], cancellation: { at: Date; by: number | null; reason: string }) {
  const rows = await db
    .updateTable('accrual')
    .set({ status: 'cancelled', cancelled_at: cancellation.at, cancelled_by: cancellation.by, cancel_reason: cancellation.reason })
    .where('oid', 'in', accrualOids.length ? [...accrualOids] : [-1])
    .where('status', '=', 'open')
    .returning('oid')
    .execute();
  return rows.map((r) => Number(r.oid));
}

export async function markAccrualsRestructured(db: Db, registryOid: number, accrualOids: readonly number[]) {
  const rows = await db
    .updateTable('accrual')
    .set({ status: 'restructured' })
    .where('registry_oid', '=', registryOid)
    .where('oid', 'in', accrualOids.length ? [...accrualOids] : [-1])
    .where('status', '=', 'open')
    .returning('oid')
    .execute();
  return rows.map((r) => Number(r.oid));
}

export function findOpenAccrualOidsOfSource(db: Db, sourceKind: Database['accrual']['source_kind'], sourceOid: number) {
  return db.selectFrom('accrual').select('oid').where('source_kind', '=', sourceKind).where('source_oid', '=', sourceOid).where('status', '=', 'open').execute();
}

export function setAccrualsSubscription(db: Db, accrualOids: readonly number[], subscriptionOid: number) {
  return db
    .updateTable('accrual')
    .set({ subscription_oid: subscriptionOid })
    .where('oid', 'in', accrualOids.length ? [...accrualOids] : [-1])
    .execute();
}

/** Of these estates, those whose property tax of the year the ledger already holds (any accrual not cancelled). */
export async function estatesAccruedInYear(db: Db, realEstateOids: readonly number[], year: number): Promise<Set<number>> {
  if (realEstateOids.length === 0) return new Set();
  const rows = await db
    .selectFrom('accrual')
    .select('real_estate_oid')
    .distinct()
    .where('real_estate_oid', 'in', [...realEstateOids])
    .where('year', '=', year)
    .where('income_type_code', '=', 'EMLAK')
    .where('status', '!=', 'cancelled')
    .execute();
  return new Set(rows.map((r) => Number(r.real_estate_oid)));
}

/**
 * Of these registries, those holding a tax of the year that no declaration made (an opening
 * balance, an earlier system): the yearly run leaves their year alone rather than charge twice.
 */
export async function registriesWithOtherAccrualsInYear(db: Db, registryOids: readonly number[], year: number, incomeTypeCode: string): Promise<Set<number>> {
  if (registryOids.length === 0) return new Set();
  const rows = await db
    .selectFrom('accrual')
    .select('registry_oid')
    .distinct()
    .where('registry_oid', 'in', [...registryOids])
    .where('year', '=', year)
    .where('income_type_code', '=', incomeTypeCode)
    .where('source_kind', '!=', 'declaration')
    .where('status', '!=', 'cancelled')
    .execute();
  return new Set(rows.map((r) => Number(r.registry_oid)));
}

/** Opens again the paid accruals among these whose principal is no longer fully collected (a cancelled collection). */
export function reopenUnsettledAccruals(trx: Db, accrualOids: readonly number[]) {
  return trx
    .updateTable('accrual')
    .set({ status: 'open' })
    .where('oid', 'in', accrualOids.length ? [...accrualOids] : [-1])
    .where('status', '=', 'paid')
    .where(sql<boolean>`${remainingPrincipal()} > 0`)
    .execute();
}
