import { sql, type Kysely } from 'kysely';

/**
 * Water contract cancellation: the applications (application type 6), the
 * water line status history, the official holidays a cutting date may not fall on, and the
 * subscriber-number purposes of the phone verification codes.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('official_holiday')
    .addColumn('holiday_date', 'date', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('half_day', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();

  await db.schema
    .createTable('contract_cancellation')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('tracking_number', 'text', (c) => c.notNull().unique())
    .addColumn('application_type', 'integer', (c) => c.notNull().defaultTo(6).check(sql`application_type = 6`))
    .addColumn('subscription_oid', 'bigint', (c) => c.notNull().references('subscription.oid'))
    .addColumn('registry_oid', 'bigint', (c) => c.notNull().references('registry.oid'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('received', 'completed', 'rejected')`))
    .addColumn('water_line_cutting_date', 'date', (c) => c.notNull())
    .addColumn('deposit_return_type', 'integer', (c) => c.notNull().check(sql`deposit_return_type in (1, 2, 3)`))
    .addColumn('iban_owner', 'text')
    .addColumn('bank_iban_no', 'text')
    .addColumn('bank_branch_oid', 'bigint', (c) => c.references('bank_branch.oid'))
    .addColumn('cancellation_reason_code', 'text')
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('gsm', 'text', (c) => c.notNull())
    .addColumn('deposit_amount', 'bigint', (c) => c.notNull())
    .addColumn('open_debt_total', 'bigint', (c) => c.notNull())
    .addColumn('set_off_amount', 'bigint', (c) => c.notNull())
    .addColumn('refund_amount', 'bigint', (c) => c.notNull())
    .addColumn('member_user_oid', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('contract_cancellation_refund_target', sql`
      (deposit_return_type = 1 and bank_iban_no is not null and iban_owner is not null)
      or (deposit_return_type = 2 and bank_branch_oid is not null)
      or deposit_return_type = 3`)
    .execute();
  // One open cancellation per subscription, whatever races the service loses.
  await db.schema
    .createIndex('contract_cancellation_one_open_idx')
    .on('contract_cancellation')
    .column('subscription_oid')
    .unique()
    .where(sql.ref('status'), '=', 'received')
    .execute();
  await db.schema.createIndex('contract_cancellation_registry_idx').on('contract_cancellation').columns(['registry_oid', 'created_at']).execute();

  await db.schema
    .createTable('water_line_status_history')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('subscription_oid', 'bigint', (c) => c.notNull().references('subscription.oid'))
    .addColumn('cancellation_oid', 'bigint', (c) => c.references('contract_cancellation.oid'))
    .addColumn('from_status', 'integer', (c) => c.notNull())
    .addColumn('to_status', 'integer', (c) => c.notNull().check(sql`to_status in (1, 2, 3, 4)`))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('water_line_status_history_subscription_idx').on('water_line_status_history').columns(['subscription_oid', 'changed_at']).execute();

  // A subscriber-number proof opens one subscription (ValidateSubscriberNo → ValidateCode).
  await db.schema.alterTable('verification_code').addColumn('subscription_oid', 'bigint').execute();
  await sql`alter table verification_code drop constraint if exists verification_code_purpose_check`.execute(db);
  await sql`alter table verification_code add constraint verification_code_purpose_check
    check (purpose in ('REGISTER', 'UPDATE_PHONE', 'FAST_PAYMENT', 'CONTRACT_CANCELLATION', 'WATER_FAST_PAYMENT'))`.execute(db);
  await db.schema.createIndex('verification_code_subscription_idx').on('verification_code').column('subscription_oid').execute();

  await db.insertInto('official_holiday').values(holidays.map(([holiday_date, name, half_day = false]) => ({ holiday_date, name, half_day }))).execute();
}

/**
 * Official holidays of Türkiye (Law 2429) for 2026-2027 [B: the religious holidays follow the
 * Diyanet calendar; confirm each year]. Half days count as non-working for a field crew.
 */
const holidays: [string, string, boolean?][] = [
  ['2026-01-01', 'Yılbaşı'],
  ['2026-03-19', 'Ramazan Bayramı Arifesi', true],
  ['2026-03-20', 'Ramazan Bayramı 1. Gün'],
  ['2026-03-21', 'Ramazan Bayramı 2. Gün'],
  ['2026-03-22', 'Ramazan Bayramı 3. Gün'],
  ['2026-04-23', 'Ulusal Egemenlik ve Çocuk Bayramı'],
  ['2026-05-01', 'Emek ve Dayanışma Günü'],
  ['2026-05-19', 'Atatürk’ü Anma, Gençlik ve Spor Bayramı'],
  ['2026-05-26', 'Kurban Bayramı Arifesi', true],
  ['2026-05-27', 'Kurban Bayramı 1. Gün'],
  ['2026-05-28', 'Kurban Bayramı 2. Gün'],
  ['2026-05-29', 'Kurban Bayramı 3. Gün'],
  ['2026-05-30', 'Kurban Bayramı 4. Gün'],
  ['2026-07-15', 'Demokrasi ve Millî Birlik Günü'],
  ['2026-08-30', 'Zafer Bayramı'],
  ['2026-10-28', 'Cumhuriyet Bayramı Arifesi', true],
  ['2026-10-29', 'Cumhuriyet Bayramı'],
  ['2027-01-01', 'Yılbaşı'],
  ['2027-03-08', 'Ramazan Bayramı Arifesi', true],
  ['2027-03-09', 'Ramazan Bayramı 1. Gün'],
  ['2027-03-10', 'Ramazan Bayramı 2. Gün'],
  ['2027-03-11', 'Ramazan Bayramı 3. Gün'],
  ['2027-04-23', 'Ulusal Egemenlik ve Çocuk Bayramı'],
  ['2027-05-01', 'Emek ve Dayanışma Günü'],
  ['2027-05-15', 'Kurban Bayramı Arifesi', true],
  ['2027-05-16', 'Kurban Bayramı 1. Gün'],
  ['2027-05-17', 'Kurban Bayramı 2. Gün'],
  ['2027-05-18', 'Kurban Bayramı 3. Gün'],
  ['2027-05-19', 'Kurban Bayramı 4. Gün; Atatürk’ü Anma, Gençlik ve Spor Bayramı'],
  ['2027-07-15', 'Demokrasi ve Millî Birlik Günü'],
  ['2027-08-30', 'Zafer Bayramı'],
  ['2027-10-28', 'Cumhuriyet Bayramı Arifesi', true],
  ['2027-10-29', 'Cumhuriyet Bayramı'],
];

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('verification_code_subscription_idx').execute();
  await sql`alter table verification_code drop constraint if exists verification_code_purpose_check`.execute(db);
  await db.deleteFrom('verification_code').where('purpose', 'not in', ['REGISTER', 'UPDATE_PHONE', 'FAST_PAYMENT']).execute();
  await sql`alter table verification_code add constraint verification_code_purpose_check check (purpose in ('REGISTER', 'UPDATE_PHONE', 'FAST_PAYMENT'))`.execute(db);
  await db.schema.alterTable('verification_code').dropColumn('subscription_oid').execute();
  for (const table of ['water_line_status_history', 'contract_cancellation', 'official_holiday']) await db.schema.dropTable(table).execute();
}
