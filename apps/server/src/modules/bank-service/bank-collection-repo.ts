import { sql, type Insertable } from 'kysely';
import type { Db } from '../../db/kysely';
import type { Database } from '../../db/schema';

/**
 * Serialises the calls for one bank reference until the caller's transaction ends: a payment
 * repeated while the first is still running waits for it and then finds it.
 */
export async function lockBankReference(trx: Db, bankCode: string, bankReference: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`bank-collection:${bankCode}:${bankReference}`}))`.execute(trx);
}

const withReceipt = (db: Db) =>
  db
    .selectFrom('bank_collection')
    .innerJoin('collection', 'collection.oid', 'bank_collection.collection_oid')
    .select([
      'bank_collection.oid',
      'bank_collection.bank_reference',
      'bank_collection.request_hash',
      'bank_collection.collection_oid',
      'bank_collection.total_amount',
      'bank_collection.business_date',
      'bank_collection.collected_at',
      'bank_collection.cancelled_at',
      'collection.receipt_no',
    ]);

export function findBankCollection(db: Db, bankCode: string, bankReference: string) {
  return withReceipt(db).where('bank_collection.bank_code', '=', bankCode).where('bank_collection.bank_reference', '=', bankReference).executeTakeFirst();
}

export type BankCollectionRow = NonNullable<Awaited<ReturnType<typeof findBankCollection>>>;

export async function insertBankCollection(trx: Db, row: Insertable<Database['bank_collection']>): Promise<void> {
  await trx.insertInto('bank_collection').values(row).execute();
}

export async function markBankCollectionCancelled(trx: Db, oid: number, at: Date, reason: string): Promise<void> {
  await trx.updateTable('bank_collection').set({ cancelled_at: at, cancel_reason: reason }).where('oid', '=', oid).where('cancelled_at', 'is', null).execute();
}

/** A bank's collections of one business day, in the order they came. */
export function findBankCollectionsOfDay(db: Db, bankCode: string, businessDate: string) {
  return withReceipt(db)
    .where('bank_collection.bank_code', '=', bankCode)
    .where('bank_collection.business_date', '=', businessDate)
    .orderBy('bank_collection.collected_at')
    .orderBy('bank_collection.oid')
    .execute();
}
