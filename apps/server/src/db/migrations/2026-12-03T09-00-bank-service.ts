import { sql, type Kysely } from 'kysely';

/**
 * The collection service contracted banks call (docs/domain/bank-service.md).
 *
 * A collection a bank cancels the same day is kept: the collection says when, by whom and why, and
 * each of its lines gets a reversing line of the opposite sign, so every sum over the lines (what is
 * left of a debt, what a period paid) nets to what was really collected, and nothing is deleted.
 *
 * `bank_collection` ties a bank's own reference to the collection it made (one per reference);
 * `bank_request_nonce` holds the nonces of signed requests inside the replay window, shared by
 * every copy of the server.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('collection').addColumn('cancelled_at', 'timestamptz').addColumn('cancelled_by', 'text').addColumn('cancel_reason', 'text').execute();
  await db.schema
    .alterTable('collection_line')
    .addColumn('reverses_line_oid', 'bigint', (c) => c.references('collection_line.oid').unique())
    .execute();
  await sql`alter table collection_line drop constraint collection_line_principal_amount_check`.execute(db);
  await sql`alter table collection_line drop constraint collection_line_delay_fine_amount_check`.execute(db);
  await sql`alter table collection_line add constraint collection_line_sign_check check (
    case when reverses_line_oid is null then principal_amount >= 0 and delay_fine_amount >= 0 else principal_amount <= 0 and delay_fine_amount <= 0 end)`.execute(db);

  await db.schema
    .createTable('bank_collection')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('bank_code', 'text', (c) => c.notNull())
    .addColumn('bank_reference', 'text', (c) => c.notNull())
    .addColumn('request_hash', 'text', (c) => c.notNull())
    .addColumn('collection_oid', 'bigint', (c) => c.notNull().unique().references('collection.oid'))
    .addColumn('registry_oid', 'bigint', (c) => c.notNull().references('registry.oid'))
    .addColumn('total_amount', 'bigint', (c) => c.notNull())
    .addColumn('business_date', 'date', (c) => c.notNull())
    .addColumn('collected_at', 'timestamptz', (c) => c.notNull())
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('cancel_reason', 'text')
    .addUniqueConstraint('bank_collection_reference_key', ['bank_code', 'bank_reference'])
    .execute();
  await db.schema.createIndex('bank_collection_day_idx').on('bank_collection').columns(['bank_code', 'business_date']).execute();

  await db.schema
    .createTable('bank_request_nonce')
    .addColumn('bank_code', 'text', (c) => c.notNull())
    .addColumn('nonce', 'text', (c) => c.notNull())
    .addColumn('seen_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('bank_request_nonce_pkey', ['bank_code', 'nonce'])
    .execute();
  await db.schema.createIndex('bank_request_nonce_seen_idx').on('bank_request_nonce').column('seen_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('bank_request_nonce').execute();
  await db.schema.dropTable('bank_collection').execute();
  await db.deleteFrom('collection_line').where('reverses_line_oid', 'is not', null).execute();
  await sql`alter table collection_line drop constraint collection_line_sign_check`.execute(db);
  await sql`alter table collection_line add constraint collection_line_principal_amount_check check (principal_amount >= 0)`.execute(db);
  await sql`alter table collection_line add constraint collection_line_delay_fine_amount_check check (delay_fine_amount >= 0)`.execute(db);
  await db.schema.alterTable('collection_line').dropColumn('reverses_line_oid').execute();
  await db.schema.alterTable('collection').dropColumn('cancelled_at').dropColumn('cancelled_by').dropColumn('cancel_reason').execute();
}
