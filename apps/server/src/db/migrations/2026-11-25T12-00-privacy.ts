import { sql, type Kysely } from 'kysely';

/**
 * Issue 20: notification consents and the notifications sent on them, unsubscribe links,
 * the mail simulator's inbox, the device class of a sign-in, and the append-only log of
 * staff opening a citizen's record (KVKK).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('notification_consent')
    .addColumn('oid', 'serial', (c) => c.primaryKey())
    .addColumn('member_oid', 'integer', (c) => c.notNull().references('member.oid'))
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('sms', 'email')`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('reminder', 'decision', 'receipt')`))
    .addColumn('given', 'boolean', (c) => c.notNull())
    .addColumn('wording_version', 'text', (c) => c.notNull())
    .addColumn('wording', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('profile', 'sms-info', 'unsubscribe')`))
    .addColumn('recorded_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notification_consent_latest_idx').on('notification_consent').columns(['member_oid', 'channel', 'kind', 'recorded_at', 'oid']).execute();

  await db.schema
    .createTable('unsubscribe_link')
    .addColumn('nonce', 'text', (c) => c.primaryKey())
    .addColumn('member_oid', 'integer', (c) => c.notNull().references('member.oid'))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('used_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('notification')
    .addColumn('oid', 'serial', (c) => c.primaryKey())
    // One notification per (member, subject, purpose, channel): the unique key makes a repeated or concurrent run insert nothing.
    .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
    .addColumn('member_oid', 'integer', (c) => c.notNull().references('member.oid'))
    .addColumn('channel', 'text', (c) => c.notNull().check(sql`channel in ('sms', 'email')`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('reminder', 'decision', 'receipt')`))
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('due_date', 'date')
    .addColumn('accrual_oids', 'text')
    .addColumn('amount', 'bigint')
    .addColumn('collection_oid', 'integer')
    // A decision's own words (subject and text), written when it was made.
    .addColumn('subject', 'text')
    .addColumn('body', 'text')
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('queued', 'sending', 'sent', 'failed')`))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('next_attempt_at', 'timestamptz', (c) => c.notNull())
    .addColumn('sent_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('notification_due_idx').on('notification').columns(['status', 'next_attempt_at']).execute();
  await db.schema.createIndex('notification_created_idx').on('notification').columns(['created_at', 'oid']).execute();

  await db.schema
    .createTable('sim_mail')
    .addColumn('oid', 'serial', (c) => c.primaryKey())
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('from_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sim_mail_to_idx').on('sim_mail').columns(['to_address', 'created_at']).execute();
  await db.schema
    .createTable('sim_mail_attachment')
    .addColumn('oid', 'serial', (c) => c.primaryKey())
    .addColumn('mail_oid', 'integer', (c) => c.notNull().references('sim_mail.oid'))
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('content', 'bytea', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('audit_event').addColumn('device_class', 'text').execute();

  await db.schema
    .createTable('record_access')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('member_oid', 'integer')
    .addColumn('registry_oid', 'integer')
    .addColumn('staff_member_oid', 'integer', (c) => c.notNull())
    .addColumn('staff_role', 'text', (c) => c.notNull())
    .addColumn('staff_unit', 'text', (c) => c.notNull())
    .addColumn('screen', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('accessed_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('record_access_member_idx').on('record_access').columns(['member_oid', 'accessed_at']).execute();
  await db.schema.createIndex('record_access_registry_idx').on('record_access').columns(['registry_oid', 'accessed_at']).execute();
  // KVKK: the log of who opened a citizen's record cannot be altered, not even by the application's own account.
  await sql`create function record_access_append_only() returns trigger language plpgsql as $$
    begin raise exception 'record_access is append-only'; end $$`.execute(db);
  await sql`create trigger record_access_no_change before update or delete on record_access for each row execute function record_access_append_only()`.execute(db);
  await sql`create trigger record_access_no_truncate before truncate on record_access for each statement execute function record_access_append_only()`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('record_access').execute();
  await sql`drop function record_access_append_only()`.execute(db);
  await db.schema.alterTable('audit_event').dropColumn('device_class').execute();
  await db.schema.dropTable('sim_mail_attachment').execute();
  await db.schema.dropTable('sim_mail').execute();
  await db.schema.dropTable('notification').execute();
  await db.schema.dropTable('unsubscribe_link').execute();
  await db.schema.dropTable('notification_consent').execute();
}
