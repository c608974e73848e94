import { sql, type Kysely } from 'kysely';

/**
 * Council (meclis) and committee (encümen) meetings and their published resolutions
 * (docs/domain/resolutions.md). Free text is searched through `search_vector`, a tsvector of the
 * Turkish-folded text with the `turkish` configuration, and `search_ascii`, the same text
 * without Turkish letters (docs/domain/turkish-text.md); the application writes both.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('resolution_type')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('meeting')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('body', 'text', (c) => c.notNull().check(sql`body in ('council', 'committee')`))
    .addColumn('year', 'smallint', (c) => c.notNull())
    .addColumn('session_type', 'text', (c) => c.notNull().check(sql`session_type in ('ordinary', 'extraordinary')`))
    .addColumn('session_no', 'integer', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('meeting_date', 'date', (c) => c.notNull())
    .addColumn('meeting_time', 'text', (c) => c.notNull())
    .addUniqueConstraint('meeting_uq', ['body', 'year', 'session_no'])
    .execute();

  await db.schema
    .createTable('resolution')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('meeting_oid', 'bigint', (c) => c.notNull().references('meeting.oid'))
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('year', 'smallint', (c) => c.notNull())
    .addColumn('sequence_no', 'integer', (c) => c.notNull())
    .addColumn('resolution_no', 'text', (c) => c.notNull())
    .addColumn('resolution_date', 'date', (c) => c.notNull())
    .addColumn('agenda_item_no', 'integer', (c) => c.notNull())
    .addColumn('resolution_type_oid', 'bigint', (c) => c.notNull().references('resolution_type.oid'))
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .addColumn('full_text', 'text', (c) => c.notNull())
    .addColumn('decision', 'text', (c) => c.notNull())
    .addColumn('vote_result', 'text', (c) => c.notNull())
    .addColumn('department', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('is_published', 'boolean', (c) => c.notNull())
    .addColumn('published_at', 'timestamptz', (c) => c.notNull())
    .addColumn('search_vector', sql`tsvector`, (c) => c.notNull())
    .addColumn('search_ascii', 'text', (c) => c.notNull())
    .addUniqueConstraint('resolution_uq', ['body', 'year', 'sequence_no'])
    .execute();
  await db.schema.createIndex('resolution_search_idx').on('resolution').using('gin').column('search_vector').execute();
  await db.schema.createIndex('resolution_date_idx').on('resolution').columns(['body', 'resolution_date', 'oid']).execute();
  await db.schema.createIndex('resolution_meeting_idx').on('resolution').column('meeting_oid').execute();

  await db.schema
    .createTable('resolution_attachment')
    .addColumn('resolution_oid', 'bigint', (c) => c.notNull().references('resolution.oid'))
    .addColumn('file_oid', 'bigint', (c) => c.notNull().references('stored_file.oid'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('resolution_attachment_pk', ['resolution_oid', 'file_oid'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['resolution_attachment', 'resolution', 'meeting', 'resolution_type']) await db.schema.dropTable(table).execute();
}
