import { sql, type Kysely } from 'kysely';

/**
 * Water applications: the application with its tracking number and version (ADR 13),
 * its fee debts, documents and the status lines the citizen sees; the meter operations
 * (ripping 1, mounting 2, replacement 3); and the sequence new subscriber numbers come from.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('water_application')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('tracking_number', 'text', (c) => c.notNull().unique())
    .addColumn('application_type', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c.notNull().check(sql`status in ('awaitingPayment', 'received', 'documentsMissing', 'siteVisitPlanned', 'approved', 'meterMounted', 'active', 'rejected', 'refundApproved', 'refunded')`))
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('registry_oid', 'bigint', (c) => c.notNull().references('registry.oid'))
    .addColumn('member_user_oid', 'bigint', (c) => c.references('member.oid'))
    .addColumn('subscriber_type', 'text', (c) => c.check(sql`subscriber_type in ('G', 'Y', 'T', 'K', 'D')`))
    .addColumn('district_code', 'integer')
    .addColumn('street_code', 'integer')
    .addColumn('outer_door_oid', 'bigint', (c) => c.references('outer_door.oid'))
    .addColumn('inner_door_oid', 'bigint', (c) => c.references('inner_door.oid'))
    .addColumn('subscription_oid', 'bigint', (c) => c.references('subscription.oid'))
    .addColumn('created_subscription_oid', 'bigint', (c) => c.references('subscription.oid'))
    .addColumn('reduction_ground_code', 'text')
    .addColumn('meter_reading', 'integer')
    .addColumn('statement', 'text')
    .addColumn('gsm', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('fee_total', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('requested_documents', 'text')
    .addColumn('site_visit_date', 'date')
    .addColumn('rejection_reason', 'text')
    .addColumn('assigned_member_oid', 'bigint', (c) => c.references('member.oid'))
    .addColumn('fee_refund_approved_by', 'bigint', (c) => c.references('member.oid'))
    .addColumn('fee_refund_approved_at', 'timestamptz')
    .addColumn('fee_refund_paid_by', 'bigint', (c) => c.references('member.oid'))
    .addColumn('fee_refund_paid_at', 'timestamptz')
    .addColumn('fee_refund_reference', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    // Four eyes on fee refunds (ADR 13 §6): the approver can never be the one who pays.
    .addCheckConstraint('water_application_four_eyes', sql`fee_refund_paid_by is null or fee_refund_paid_by <> fee_refund_approved_by`)
    .execute();
  await db.schema.createIndex('water_application_registry_idx').on('water_application').columns(['registry_oid', 'created_at']).execute();
  await db.schema.createIndex('water_application_queue_idx').on('water_application').columns(['status', 'created_at', 'oid']).execute();
  // One open application per property door and per subscription, even under races.
  const open = sql`status in ('awaitingPayment', 'received', 'documentsMissing', 'siteVisitPlanned', 'approved')`;
  await sql`create unique index water_application_open_property_idx on water_application (application_type, outer_door_oid, coalesce(inner_door_oid, 0)) where subscription_oid is null and ${open}`.execute(db);
  await sql`create unique index water_application_open_subscription_idx on water_application (application_type, subscription_oid) where subscription_oid is not null and ${open}`.execute(db);

  await db.schema
    .createTable('water_application_fee')
    .addColumn('application_oid', 'bigint', (c) => c.notNull().references('water_application.oid'))
    .addColumn('accrual_oid', 'bigint', (c) => c.notNull().unique().references('accrual.oid'))
    .execute();
  await db.schema.createIndex('water_application_fee_app_idx').on('water_application_fee').column('application_oid').execute();

  await db.schema
    .createTable('water_application_document')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('application_oid', 'bigint', (c) => c.notNull().references('water_application.oid'))
    .addColumn('document_kind', 'text', (c) => c.notNull())
    .addColumn('file_oid', 'bigint', (c) => c.notNull().unique().references('stored_file.oid'))
    .addColumn('added_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('water_application_document_app_idx').on('water_application_document').column('application_oid').execute();

  await db.schema
    .createTable('water_application_status')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('application_oid', 'bigint', (c) => c.notNull().references('water_application.oid'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('water_application_status_app_idx').on('water_application_status').columns(['application_oid', 'at']).execute();

  await db.schema
    .createTable('water_meter_operation')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('subscription_oid', 'bigint', (c) => c.notNull().references('subscription.oid'))
    .addColumn('operation_type', 'integer', (c) => c.notNull().check(sql`operation_type in (1, 2, 3)`))
    .addColumn('meter_no', 'text', (c) => c.notNull())
    .addColumn('meter_reading', 'integer', (c) => c.notNull())
    .addColumn('application_oid', 'bigint', (c) => c.references('water_application.oid'))
    .addColumn('done_by', 'bigint', (c) => c.references('member.oid'))
    .addColumn('done_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('water_meter_operation_sub_idx').on('water_meter_operation').columns(['subscription_oid', 'done_at']).execute();

  // New subscriber numbers; above the demo and bench ranges (1000001…, 2000000 + registry oid).
  await sql`create sequence water_subscriber_no_seq start with 8000001`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop sequence water_subscriber_no_seq`.execute(db);
  for (const table of ['water_meter_operation', 'water_application_status', 'water_application_document', 'water_application_fee', 'water_application']) {
    await db.schema.dropTable(table).execute();
  }
}
