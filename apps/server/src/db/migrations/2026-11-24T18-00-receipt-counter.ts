import { sql, type Kysely } from 'kysely';

/**
 * Receipt numbers without gaps per year: one counter row per year, moved on
 * inside the transaction that records the collection, so a collection that rolls back (or a
 * crash before commit) gives its number back. A sequence would not: nextval is never undone.
 * The counters start after the highest number already given in each year.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('receipt_counter')
    .addColumn('year', 'integer', (c) => c.primaryKey())
    .addColumn('last_number', 'bigint', (c) => c.notNull().check(sql`last_number >= 0`))
    .execute();
  await sql`
    insert into receipt_counter (year, last_number)
    select cast(substr(receipt_no, 1, 4) as integer), max(cast(substr(receipt_no, 6) as bigint))
    from collection
    where receipt_no ~ '^[0-9]{4}-[0-9]{8}$'
    group by 1`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('receipt_counter').execute();
}
