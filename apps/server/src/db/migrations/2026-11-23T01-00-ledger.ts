import { sql, type Kysely } from 'kysely';

/**
 * The shared ledger: income types, real estates, water subscriptions, accruals,
 * collections with their stored split per accrual, and the effective-dated delay-fine rates
 * of 6183 art. 51 (docs/domain/delay-fine.md). Money is bigint kuruş; business dates are `date`.
 */
const incomeTypes = [
  { code: 'EMLAK', name: 'Emlak Vergisi', sort_order: 1, subject_to_delay_fine: true },
  { code: 'CTV', name: 'Çevre Temizlik Vergisi', sort_order: 2, subject_to_delay_fine: true },
  { code: 'ILAN', name: 'İlan ve Reklam Vergisi', sort_order: 3, subject_to_delay_fine: true },
  { code: 'EGLENCE', name: 'Eğlence Vergisi', sort_order: 4, subject_to_delay_fine: true },
  // Water bills are not 6183 receivables (docs/domain/delay-fine.md): no gecikme zammı.
  { code: 'SU', name: 'Su', sort_order: 5, subject_to_delay_fine: false },
  { code: 'CEZA', name: 'Para Cezaları', sort_order: 6, subject_to_delay_fine: true },
  { code: 'HARC', name: 'Harçlar', sort_order: 7, subject_to_delay_fine: true },
  { code: 'YAPILANDIRMA', name: 'Yapılandırma', sort_order: 8, subject_to_delay_fine: false },
];

/** docs/domain/delay-fine.md rate history; newer decisions are added as rows, never by code. */
const delayFineRates = [
  { effective_from: '2006-04-28', monthly_rate_bp: 250, instrument: '(karar sayısı kayıtlı değil)' },
  { effective_from: '2009-11-19', monthly_rate_bp: 195, instrument: '(karar sayısı kayıtlı değil)' },
  { effective_from: '2010-10-19', monthly_rate_bp: 140, instrument: '(karar sayısı kayıtlı değil)' },
  { effective_from: '2018-09-05', monthly_rate_bp: 200, instrument: 'Cumhurbaşkanı Kararı sayı 62' },
  { effective_from: '2019-07-01', monthly_rate_bp: 250, instrument: 'Cumhurbaşkanı Kararı sayı 1266, RG 29.06.2019/30816' },
  { effective_from: '2019-12-30', monthly_rate_bp: 160, instrument: 'Cumhurbaşkanı Kararı (sayı doğrulanmadı)' },
  { effective_from: '2022-07-21', monthly_rate_bp: 250, instrument: 'Cumhurbaşkanı Kararı sayı 5801, RG 21.07.2022/31899' },
  { effective_from: '2023-11-14', monthly_rate_bp: 350, instrument: 'Cumhurbaşkanı Kararı sayı 7782, RG 14.11.2023/32369' },
  { effective_from: '2024-05-21', monthly_rate_bp: 450, instrument: 'Cumhurbaşkanı Kararı sayı 8484, RG 21.05.2024/32552' },
  { effective_from: '2025-11-13', monthly_rate_bp: 370, instrument: 'Cumhurbaşkanı Kararı sayı 10556, RG 13.11.2025/33076' },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('income_type')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('subject_to_delay_fine', 'boolean', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('delay_fine_rate')
    .addColumn('effective_from', 'date', (c) => c.primaryKey())
    // Hundredths of a percent per month (3.70 % → 370), so no rate is ever a float.
    .addColumn('monthly_rate_bp', 'integer', (c) => c.notNull().check(sql`monthly_rate_bp >= 0`))
    .addColumn('instrument', 'text', (c) => c.notNull())
    .execute();
  await db.insertInto('income_type').values(incomeTypes).execute();
  await db.insertInto('delay_fine_rate').values(delayFineRates).execute();

  await db.schema
    .createTable('real_estate')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('registry_oid', 'bigint', (c) => c.notNull().references('registry.oid'))
    .addColumn('estate_code', 'integer', (c) => c.notNull().check(sql`estate_code in (1, 2, 3)`))
    .addColumn('district_code', 'integer', (c) => c.references('district.district_code'))
    .addColumn('street_code', 'integer', (c) => c.references('street.street_code'))
    .addColumn('outer_door_oid', 'bigint', (c) => c.references('outer_door.oid'))
    .addColumn('inner_door_oid', 'bigint', (c) => c.references('inner_door.oid'))
    .addColumn('block_no', 'text')
    .addColumn('parcel_no', 'text')
    .addColumn('land_area', 'integer')
    .addColumn('share_numerator', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('share_denominator', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('floor_area', 'integer')
    .addColumn('usage_type', 'text')
    .addColumn('construction_type_code', 'integer')
    .addColumn('construction_year', 'integer')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema.createIndex('real_estate_registry_idx').on('real_estate').column('registry_oid').execute();

  await db.schema
    .createTable('subscription')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('subscriber_no', 'text', (c) => c.notNull().unique())
    .addColumn('registry_oid', 'bigint', (c) => c.notNull().references('registry.oid'))
    .addColumn('subscriber_type', 'text', (c) => c.notNull().check(sql`subscriber_type in ('G', 'Y', 'T', 'K', 'D')`))
    .addColumn('tariff', 'text', (c) => c.notNull())
    .addColumn('district_code', 'integer', (c) => c.references('district.district_code'))
    .addColumn('street_code', 'integer', (c) => c.references('street.street_code'))
    .addColumn('outer_door_oid', 'bigint', (c) => c.references('outer_door.oid'))
    .addColumn('inner_door_oid', 'bigint', (c) => c.references('inner_door.oid'))
    .addColumn('meter_no', 'text', (c) => c.notNull())
    .addColumn('deposit_amount', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('water_line_status', 'integer', (c) => c.notNull().defaultTo(1).check(sql`water_line_status in (1, 2, 3, 4)`))
    .addColumn('gsm', 'text')
    .addColumn('started_on', 'date', (c) => c.notNull())
    .addColumn('ended_on', 'date')
    .execute();
  await db.schema.createIndex('subscription_registry_idx').on('subscription').column('registry_oid').execute();

  await db.schema
    .createTable('accrual')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('registry_oid', 'bigint', (c) => c.notNull().references('registry.oid'))
    .addColumn('income_type_code', 'text', (c) => c.notNull().references('income_type.code'))
    .addColumn('revenue_code', 'integer', (c) => c.notNull())
    .addColumn('revenue_type', 'integer', (c) => c.check(sql`revenue_type in (1, 2, 3)`))
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('instalment_no', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('period_label', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('due_date', 'date', (c) => c.notNull())
    .addColumn('accrued_on', 'date', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('open').check(sql`status in ('open', 'paid', 'restructured', 'cancelled')`))
    .addColumn('source_kind', 'text', (c) =>
      c.notNull().check(sql`source_kind in ('estate', 'subscription', 'declaration', 'restructuring', 'fine', 'fee')`),
    )
    .addColumn('source_oid', 'bigint')
    .addColumn('real_estate_oid', 'bigint', (c) => c.references('real_estate.oid'))
    .addColumn('subscription_oid', 'bigint', (c) => c.references('subscription.oid'))
    .execute();
  // Balances are always asked per registry: open lines first (a partial index keeps it small
  // however many paid lines pile up), the full history by year for the accrual lists.
  await sql`create index accrual_open_registry_idx on accrual (registry_oid, due_date) include (income_type_code, amount) where status = 'open'`.execute(db);
  await db.schema.createIndex('accrual_registry_year_idx').on('accrual').columns(['registry_oid', 'year']).execute();
  await db.schema.createIndex('accrual_subscription_idx').on('accrual').column('subscription_oid').where(sql.ref('subscription_oid'), 'is not', null).execute();

  await db.schema
    .createTable('collection')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('registry_oid', 'bigint', (c) => c.notNull().references('registry.oid'))
    .addColumn('collected_at', 'timestamptz', (c) => c.notNull())
    .addColumn('collection_type', 'integer', (c) => c.notNull().check(sql`collection_type in (1, 2, 3, 4, 5)`))
    .addColumn('channel', 'text', (c) => c.notNull())
    .addColumn('total_amount', 'bigint', (c) => c.notNull())
    .addColumn('receipt_no', 'text', (c) => c.notNull().unique())
    .addColumn('verification_code', 'text', (c) => c.notNull().unique())
    .addColumn('online_order_oid', 'bigint', (c) => c.unique())
    .execute();
  await db.schema.createIndex('collection_registry_idx').on('collection').columns(['registry_oid', 'collected_at']).execute();

  await db.schema
    .createTable('collection_line')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('collection_oid', 'bigint', (c) => c.notNull().references('collection.oid'))
    .addColumn('accrual_oid', 'bigint', (c) => c.notNull().references('accrual.oid'))
    .addColumn('principal_amount', 'bigint', (c) => c.notNull().check(sql`principal_amount >= 0`))
    .addColumn('delay_fine_amount', 'bigint', (c) => c.notNull().check(sql`delay_fine_amount >= 0`))
    .execute();
  await db.schema.createIndex('collection_line_collection_idx').on('collection_line').column('collection_oid').execute();
  await db.schema.createIndex('collection_line_accrual_idx').on('collection_line').column('accrual_oid').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['collection_line', 'collection', 'accrual', 'subscription', 'real_estate', 'delay_fine_rate', 'income_type']) {
    await db.schema.dropTable(table).execute();
  }
}
