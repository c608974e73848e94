import type { Kysely } from 'kysely';

/**
 * A tip-off (ihbar) may be truly anonymous: no name, and the phone kept only
 * as a keyed hash, enough to check the code and to look the status up with the phone, never
 * readable by a clerk. `anonymous` marks such a row for the back office.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('complaint').addColumn('anonymous', 'boolean', (c) => c.notNull().defaultTo(false)).execute();
  await db.schema.alterTable('complaint').addColumn('gsm_hash', 'text').execute();
  await db.schema.alterTable('complaint').alterColumn('contact_name', (c) => c.dropNotNull()).execute();
  await db.schema.alterTable('complaint').alterColumn('gsm', (c) => c.dropNotNull()).execute();
  await db.schema.createIndex('complaint_gsm_hash_idx').on('complaint').column('gsm_hash').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('complaint').where('anonymous', '=', true).execute();
  await db.schema.dropIndex('complaint_gsm_hash_idx').execute();
  await db.schema.alterTable('complaint').alterColumn('gsm', (c) => c.setNotNull()).execute();
  await db.schema.alterTable('complaint').alterColumn('contact_name', (c) => c.setNotNull()).execute();
  await db.schema.alterTable('complaint').dropColumn('gsm_hash').execute();
  await db.schema.alterTable('complaint').dropColumn('anonymous').execute();
}
