import { sql, type Insertable } from 'kysely';
import type { Db } from '../db/kysely';
import { remainingPrincipal } from './ledger-repo';
import type { Database } from '../db/schema';

/** The next collection oid, taken before the insert so the receipt number can carry it. */
export async function nextCollectionOid(db: Db): Promise<number> {
  const { rows } = await sql<{ oid: string | number }>`select nextval(pg_get_serial_sequence('collection', 'oid')) as oid`.execute(db);
  return Number(rows[0]!.oid);
}

/**
 * The next receipt number of the year, taken in the caller's transaction: the counter row stays
 * locked until it commits (collections of one year number one after another), and a rollback
 * returns the number, so the year's receipts have no gaps.
 */
export async function nextReceiptNumber(trx: Db, year: number): Promise<number> {
  const row = await trx
    .insertInto('receipt_counter')
    .values({ year, last_number: 1 })
    .onConflict((oc) => oc.column('year').doUpdateSet((eb) => ({ last_number: eb('receipt_counter.last_number', '+', 1) })))
    .returning('last_number')
    .executeTakeFirstOrThrow();
  return Number(row.last_number);
}

export function findCollectionByOrder(db: Db, onlineOrderOid: number) {
  return db.selectFrom('collection').selectAll().where('online_order_oid', '=', onlineOrderOid).executeTakeFirst();
}

export async function insertCollection(db: Db, collection: Insertable<Database['collection']>, lines: Insertable<Database['collection_line']>[]) {
  await db.insertInto('collection').values(collection).execute();
  if (lines.length) await db.insertInto('collection_line').values(lines).execute();
}

export function findCollectionLines(db: Db, collectionOid: number) {
  return db
    .selectFrom('collection_line')
    .innerJoin('accrual', 'accrual.oid', 'collection_line.accrual_oid')
    .innerJoin('income_type', 'income_type.code', 'accrual.income_type_code')
    .select([
      'collection_line.accrual_oid',
      'collection_line.principal_amount',
      'collection_line.delay_fine_amount',
      'accrual.income_type_code',
      'income_type.name as income_type_name',
      'income_type.name_en as income_type_name_en',
      'accrual.description',
      'accrual.year',
      'accrual.instalment_no',
      'accrual.period_label',
      'accrual.due_date',
      'accrual.revenue_code',
      'accrual.subscription_oid',
    ])
    .where('collection_line.collection_oid', '=', collectionOid)
    .orderBy('accrual.due_date')
    .orderBy('accrual.oid')
    .execute();
}

export type CollectionLineRow = Awaited<ReturnType<typeof findCollectionLines>>[number];

/** A collection with its payer's name and identity, as the receipt prints them; a cancelled collection has no receipt. */
export function findCollectionWithPayer(db: Db) {
  return db
    .selectFrom('collection')
    .innerJoin('registry', 'registry.oid', 'collection.registry_oid')
    .leftJoin('member as acting_member', 'acting_member.oid', 'collection.acted_by_member_oid')
    .leftJoin('registry as acting', 'acting.oid', 'acting_member.registry_oid')
    .select([
      'acting.first_name as acting_first_name',
      'acting.last_name as acting_last_name',
      'collection.oid',
      'collection.registry_oid',
      'collection.collected_at',
      'collection.collection_type',
      'collection.total_amount',
      'collection.receipt_no',
      'collection.verification_code',
      'registry.first_name',
      'registry.last_name',
      'registry.title',
      'registry.national_id',
      'registry.tax_number',
      'collection.online_order_oid',
    ])
    .where('collection.cancelled_at', 'is', null);
}

/** How the bank approved an online order: the receipt's card payment line. */
export function findOrderApproval(db: Db, orderOid: number) {
  return db.selectFrom('online_payment_order').select(['order_number', 'bank_code', 'auth_code', 'masked_pan']).where('oid', '=', orderOid).executeTakeFirst();
}

/** What is left of each accrual's principal, with its payer and status, whatever its status. */
export async function findRemainders(db: Db, accrualOids: readonly number[]) {
  if (accrualOids.length === 0) return [];
  return db
    .selectFrom('accrual')
    .select(['accrual.oid', 'accrual.registry_oid', 'accrual.status', 'accrual.due_date', remainingPrincipal().as('remaining')])
    .where('accrual.oid', 'in', [...accrualOids])
    .execute();
}

/** Locks a collection for the rest of the caller's transaction. */
export function lockCollection(trx: Db, collectionOid: number) {
  return trx.selectFrom('collection').select(['oid', 'registry_oid', 'cancelled_at']).where('oid', '=', collectionOid).forUpdate().executeTakeFirst();
}

/** Writes a reversing line (the opposite amounts) for each line of the collection; answers the accruals they touch. */
export async function insertReversingLines(trx: Db, collectionOid: number): Promise<number[]> {
  const rows = await trx
    .insertInto('collection_line')
    .columns(['collection_oid', 'accrual_oid', 'principal_amount', 'delay_fine_amount', 'reverses_line_oid'])
    .expression((eb) =>
      eb
        .selectFrom('collection_line')
        .select((s) => [
          'collection_oid',
          'accrual_oid',
          sql<number>`-${s.ref('principal_amount')}`.as('principal_amount'),
          sql<number>`-${s.ref('delay_fine_amount')}`.as('delay_fine_amount'),
          'oid',
        ])
        .where('collection_oid', '=', collectionOid)
        .where('reverses_line_oid', 'is', null),
    )
    .returning('accrual_oid')
    .execute();
  return rows.map((r) => Number(r.accrual_oid));
}

export function markCollectionCancelled(trx: Db, collectionOid: number, cancellation: { at: Date; by: string; reason: string }) {
  return trx
    .updateTable('collection')
    .set({ cancelled_at: cancellation.at, cancelled_by: cancellation.by, cancel_reason: cancellation.reason })
    .where('oid', '=', collectionOid)
    .where('cancelled_at', 'is', null)
    .execute();
}
