import { sql, type Kysely } from 'kysely';

/**
 * The back office (ADR 13): staff roles and their audit, the units a complaint can be
 * forwarded to, one event log for every queue's actions, and on each queue's item the columns
 * its state machine needs — the clerk it is assigned to and a version that every action checks
 * and raises (optimistic concurrency: of two clerks acting on one version, one wins).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('staff_role')
    .addColumn('member_oid', 'bigint', (c) => c.notNull().references('member.oid'))
    .addColumn('role_code', 'text', (c) =>
      c.notNull().check(sql`role_code in ('COMPLAINTS_CLERK', 'WATER_CLERK', 'REVENUE_CLERK', 'PAYMENTS_OPERATOR', 'CONTENT_EDITOR')`),
    )
    .addColumn('granted_by', 'bigint', (c) => c.notNull().references('member.oid'))
    .addColumn('granted_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('staff_role_pk', ['member_oid', 'role_code'])
    .execute();
  await db.schema.createIndex('staff_role_role_idx').on('staff_role').columns(['role_code', 'member_oid']).execute();

  await db.schema
    .createTable('staff_role_audit')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('change', 'text', (c) => c.notNull().check(sql`change in ('grant', 'revoke')`))
    .addColumn('role_code', 'text', (c) => c.notNull())
    .addColumn('member_oid', 'bigint', (c) => c.notNull().references('member.oid'))
    .addColumn('by_member_oid', 'bigint', (c) => c.notNull().references('member.oid'))
    .execute();
  await db.schema.createIndex('staff_role_audit_at_idx').on('staff_role_audit').columns(['at', 'oid']).execute();

  await db.schema
    .createTable('backoffice_unit')
    .addColumn('unit_code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .execute();
  await db
    .insertInto('backoffice_unit')
    .values([
      { unit_code: 'BEYAZ_MASA', name: 'Beyaz Masa', sort_order: 1 },
      { unit_code: 'FEN_ISLERI', name: 'Fen İşleri Müdürlüğü', sort_order: 2 },
      { unit_code: 'TEMIZLIK', name: 'Temizlik İşleri Müdürlüğü', sort_order: 3 },
      { unit_code: 'PARK_BAHCE', name: 'Park ve Bahçeler Müdürlüğü', sort_order: 4 },
      { unit_code: 'ZABITA', name: 'Zabıta Müdürlüğü', sort_order: 5 },
      { unit_code: 'SU_KANAL', name: 'Su ve Kanalizasyon Müdürlüğü', sort_order: 6 },
      { unit_code: 'ULASIM', name: 'Ulaşım Hizmetleri Müdürlüğü', sort_order: 7 },
    ])
    .execute();

  // Every back-office action of every queue: who, when, from which status to which, and the note.
  await db.schema
    .createTable('backoffice_event')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('queue', 'text', (c) => c.notNull())
    .addColumn('item_oid', 'bigint', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text')
    .addColumn('actor_member_oid', 'bigint', (c) => c.references('member.oid'))
    .addColumn('note', 'text')
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('backoffice_event_item_idx').on('backoffice_event').columns(['queue', 'item_oid', 'at']).execute();

  await db.schema
    .alterTable('complaint')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('unit_code', 'text', (c) => c.notNull().defaultTo('BEYAZ_MASA').references('backoffice_unit.unit_code'))
    .addColumn('assigned_member_oid', 'bigint', (c) => c.references('member.oid'))
    .execute();
  // The clerk searches by the sender's name too (folded as foldTurkishAscii does, docs/domain/turkish-text.md).
  await sql`update complaint set search_text = search_text || ' ' || lower(translate(contact_name, 'ÇĞİIÖŞÜÂÎÛçğıöşüâîû', 'cgiiosuaiucgiosuaiu'))`.execute(db);
  // The queue's first page: waiting items, oldest first (keyset on created_at, oid).
  await db.schema.createIndex('complaint_queue_idx').on('complaint').columns(['created_at', 'oid']).execute();
  await db.schema.createIndex('complaint_status_queue_idx').on('complaint').columns(['status', 'created_at', 'oid']).execute();
  await db.schema.createIndex('complaint_assignee_idx').on('complaint').columns(['assigned_member_oid', 'created_at']).execute();

  await db.schema
    .alterTable('contract_cancellation')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('stage', 'text', (c) =>
      c
        .notNull()
        .defaultTo('received')
        .check(sql`stage in ('received', 'cutOrdered', 'lineCut', 'refundApproved', 'completed', 'cutRejected', 'refundRejected')`),
    )
    .addColumn('assigned_member_oid', 'bigint', (c) => c.references('member.oid'))
    .addColumn('final_open_debt_total', 'bigint')
    .addColumn('final_set_off_amount', 'bigint')
    .addColumn('final_refund_amount', 'bigint')
    .addColumn('refund_approved_by', 'bigint', (c) => c.references('member.oid'))
    .addColumn('refund_approved_at', 'timestamptz')
    .addColumn('refund_paid_by', 'bigint', (c) => c.references('member.oid'))
    .addColumn('refund_paid_at', 'timestamptz')
    .addColumn('payment_reference', 'text')
    .addColumn('rejection_reason', 'text')
    .execute();
  // Four eyes in the data too: the clerk who marks the refund paid is not the one who approved it.
  await db.schema
    .alterTable('contract_cancellation')
    .addCheckConstraint('cancellation_four_eyes', sql`refund_paid_by is null or refund_paid_by <> refund_approved_by`)
    .execute();
  await sql`update contract_cancellation set stage = case status when 'completed' then 'completed' when 'rejected' then 'cutRejected' else 'received' end`.execute(db);
  await db.schema.createIndex('cancellation_queue_idx').on('contract_cancellation').columns(['stage', 'created_at', 'oid']).execute();

  await db.schema
    .alterTable('declaration')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('review_status', 'text', (c) => c.notNull().defaultTo('filed').check(sql`review_status in ('filed', 'inReview', 'accepted', 'returned')`))
    .addColumn('assigned_member_oid', 'bigint', (c) => c.references('member.oid'))
    .addColumn('return_reason', 'text')
    .execute();
  await db.schema.createIndex('declaration_queue_idx').on('declaration').columns(['review_status', 'filed_at', 'oid']).execute();

  await db.schema
    .alterTable('restructuring_log')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('assigned_member_oid', 'bigint', (c) => c.references('member.oid'))
    .execute();
  await db.schema.createIndex('restructuring_queue_idx').on('restructuring_log').columns(['status', 'applied_at', 'oid']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('restructuring_queue_idx').execute();
  await db.schema.alterTable('restructuring_log').dropColumn('assigned_member_oid').dropColumn('version').execute();
  await db.schema.dropIndex('declaration_queue_idx').execute();
  await db.schema.alterTable('declaration').dropColumn('return_reason').dropColumn('assigned_member_oid').dropColumn('review_status').dropColumn('version').execute();
  await db.schema.dropIndex('cancellation_queue_idx').execute();
  await db.schema.alterTable('contract_cancellation').dropConstraint('cancellation_four_eyes').execute();
  for (const column of [
    'rejection_reason', 'payment_reference', 'refund_paid_at', 'refund_paid_by', 'refund_approved_at', 'refund_approved_by',
    'final_refund_amount', 'final_set_off_amount', 'final_open_debt_total', 'assigned_member_oid', 'stage', 'version',
  ]) {
    await db.schema.alterTable('contract_cancellation').dropColumn(column).execute();
  }
  for (const index of ['complaint_assignee_idx', 'complaint_status_queue_idx', 'complaint_queue_idx']) await db.schema.dropIndex(index).execute();
  await db.schema.alterTable('complaint').dropColumn('assigned_member_oid').dropColumn('unit_code').dropColumn('version').execute();
  for (const table of ['backoffice_event', 'backoffice_unit', 'staff_role_audit', 'staff_role']) await db.schema.dropTable(table).execute();
}
