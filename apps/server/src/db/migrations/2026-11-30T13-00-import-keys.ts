import { sql, type Kysely } from 'kysely';

/**
 * The municipality's data import (docs/operations.md, "Importing a municipality's data"): each
 * imported row's key in the source system, the local row it became, and a hash of what the file
 * said, so a rerun of the same file changes nothing and a corrected file updates only what changed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('import_key')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('source_key', 'text', (c) => c.notNull())
    .addColumn('local_id', 'bigint', (c) => c.notNull())
    .addColumn('row_hash', 'text', (c) => c.notNull())
    .addColumn('imported_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('import_key_pk', ['kind', 'source_key'])
    .execute();
  await db.schema.createIndex('import_key_local_idx').on('import_key').columns(['kind', 'local_id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('import_key').execute();
}
