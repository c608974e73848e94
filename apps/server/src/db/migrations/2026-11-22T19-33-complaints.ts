import { sql, type Kysely } from 'kysely';

/** Complaints and requests to the white desk, their status history and attached files. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('complaint')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('tracking_number', 'text', (c) => c.notNull().unique())
    .addColumn('application_type_code', 'text', (c) => c.notNull())
    .addColumn('category_code', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('district_code', 'integer', (c) => c.references('district.district_code'))
    .addColumn('street_code', 'integer', (c) => c.references('street.street_code'))
    .addColumn('outer_door_oid', 'bigint', (c) => c.references('outer_door.oid'))
    .addColumn('location_description', 'text')
    .addColumn('contact_name', 'text', (c) => c.notNull())
    .addColumn('gsm', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('member_user_oid', 'bigint')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('received', 'inProgress', 'answered', 'closed')`))
    .addColumn('answer', 'text')
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('complaint_member_idx').on('complaint').columns(['member_user_oid', 'created_at']).execute();

  await db.schema
    .createTable('complaint_status_history')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('complaint_oid', 'bigint', (c) => c.notNull().references('complaint.oid'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('complaint_history_idx').on('complaint_status_history').columns(['complaint_oid', 'at']).execute();

  // The phone of an anonymous sender is proven by a one-time code (keyed hash only), used once.
  await db.schema
    .createTable('complaint_verification')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('operation_ref', 'text', (c) => c.notNull().unique())
    .addColumn('gsm', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('complaint_attachment')
    .addColumn('complaint_oid', 'bigint', (c) => c.notNull().references('complaint.oid'))
    .addColumn('file_oid', 'bigint', (c) => c.notNull().references('stored_file.oid').unique())
    .addPrimaryKeyConstraint('complaint_attachment_pk', ['complaint_oid', 'file_oid'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['complaint_attachment', 'complaint_verification', 'complaint_status_history', 'complaint']) await db.schema.dropTable(table).execute();
}
