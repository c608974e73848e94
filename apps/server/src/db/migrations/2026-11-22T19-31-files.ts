import { sql, type Kysely } from 'kysely';

/**
 * Uploaded documents, kept in the database. A file belongs to a member, or to
 * an anonymous upload session (only the SHA-256 of its key is stored), or is published.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('stored_file')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('owner_user_oid', 'bigint')
    .addColumn('upload_token_hash', 'text')
    .addColumn('is_published', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('document_name', 'text', (c) => c.notNull().check(sql`char_length(document_name) <= 25`))
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('attached_at', 'timestamptz')
    .addCheckConstraint('stored_file_owner', sql`is_published or owner_user_oid is not null or upload_token_hash is not null`)
    .execute();
  await db.schema.createIndex('stored_file_owner_idx').on('stored_file').column('owner_user_oid').execute();
  await db.schema.createIndex('stored_file_token_idx').on('stored_file').column('upload_token_hash').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('stored_file').execute();
}
