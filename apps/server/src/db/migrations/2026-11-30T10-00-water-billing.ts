import { sql, type Kysely } from 'kysely';

/**
 * Water bills from meter readings (docs/domain/water.md, "Bills"): tariff versions per subscriber
 * type with their blocks, the dated KDV and ÇTV rates, social reductions, meter readings, and
 * the bills a billing run makes with the lines that say why, once per subscription and period.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('water_tariff')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('subscriber_type', 'text', (c) => c.notNull().check(sql`subscriber_type in ('G', 'Y', 'T', 'K', 'D')`))
    .addColumn('effective_from', 'date', (c) => c.notNull())
    .addColumn('fixed_charge', 'bigint', (c) => c.notNull().check(sql`fixed_charge >= 0`))
    .addColumn('environment_tax', 'boolean', (c) => c.notNull())
    .addColumn('created_by', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('water_tariff_version_key', ['subscriber_type', 'effective_from'])
    .execute();
  await db.schema
    .createTable('water_tariff_block')
    .addColumn('tariff_oid', 'bigint', (c) => c.notNull().references('water_tariff.oid'))
    .addColumn('block_no', 'integer', (c) => c.notNull())
    .addColumn('upper_limit_m3', 'integer', (c) => c.check(sql`upper_limit_m3 > 0`))
    .addColumn('water_price', 'bigint', (c) => c.notNull().check(sql`water_price >= 0`))
    .addColumn('wastewater_price', 'bigint', (c) => c.notNull().check(sql`wastewater_price >= 0`))
    .addPrimaryKeyConstraint('water_tariff_block_pk', ['tariff_oid', 'block_no'])
    .execute();
  await db.schema
    .createTable('water_tax_rate')
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('KDV', 'CTV')`))
    .addColumn('effective_from', 'date', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull().check(sql`value >= 0`))
    .addColumn('created_by', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('water_tax_rate_pk', ['kind', 'effective_from'])
    .execute();
  await db.schema
    .createTable('water_reduction')
    .addColumn('code', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('rate_bp', 'integer', (c) => c.notNull().check(sql`rate_bp > 0 and rate_bp <= 10000`))
    .execute();
  await db
    .insertInto('water_reduction')
    .values([
      { code: 'MARTYR_VETERAN', name: 'Şehit yakını / gazi ve gazi yakını', rate_bp: 5000 },
      { code: 'DISABLED', name: 'Engelli', rate_bp: 5000 },
      { code: 'WORSHIP', name: 'İbadethane', rate_bp: 10000 },
    ])
    .execute();
  await db.schema
    .createTable('water_subscription_reduction')
    .addColumn('subscription_oid', 'bigint', (c) => c.primaryKey().references('subscription.oid'))
    .addColumn('reduction_code', 'text', (c) => c.notNull().references('water_reduction.code'))
    .addColumn('granted_by', 'bigint', (c) => c.notNull())
    .addColumn('granted_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('water_meter_reading')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('subscription_oid', 'bigint', (c) => c.notNull().references('subscription.oid'))
    .addColumn('meter_no', 'text', (c) => c.notNull())
    .addColumn('meter_index', 'integer', (c) => c.check(sql`meter_index >= 0`))
    .addColumn('meter_status', 'integer', (c) => c.notNull().check(sql`meter_status in (1, 2, 3)`))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('reading', 'meterFinal', 'meterStart')`))
    .addColumn('source', 'text', (c) => c.notNull().check(sql`source in ('reader', 'citizen')`))
    .addColumn('photo_file_oid', 'bigint', (c) => c.references('stored_file.oid'))
    .addColumn('confirmed', 'boolean', (c) => c.notNull())
    .addColumn('entered_by', 'bigint')
    .addColumn('read_at', 'timestamptz', (c) => c.notNull())
    .addColumn('read_on', 'date', (c) => c.notNull())
    .addCheckConstraint('water_meter_reading_index', sql`(meter_status = 1) = (meter_index is not null)`)
    .execute();
  await db.schema.createIndex('water_meter_reading_sub_idx').on('water_meter_reading').columns(['subscription_oid', 'read_at']).execute();

  await db.schema
    .createTable('water_billing_run')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('period', 'text', (c) => c.notNull().unique())
    .addColumn('bill_date', 'date', (c) => c.notNull())
    .addColumn('due_date', 'date', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('running', 'finished')`))
    .addColumn('last_subscription_oid', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('bill_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_by', 'bigint')
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('water_bill')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('subscription_oid', 'bigint', (c) => c.notNull().references('subscription.oid'))
    .addColumn('period', 'text', (c) => c.notNull())
    .addColumn('run_oid', 'bigint', (c) => c.notNull().references('water_billing_run.oid'))
    .addColumn('registry_oid', 'bigint', (c) => c.notNull())
    .addColumn('tariff_oid', 'bigint', (c) => c.notNull().references('water_tariff.oid'))
    .addColumn('bill_date', 'date', (c) => c.notNull())
    .addColumn('due_date', 'date', (c) => c.notNull())
    .addColumn('from_date', 'date', (c) => c.notNull())
    .addColumn('to_date', 'date', (c) => c.notNull())
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('consumption_m3', 'integer', (c) => c.notNull())
    .addColumn('estimate_reason', 'text', (c) => c.check(sql`estimate_reason in ('meterNotWorking', 'noMeter', 'noReading')`))
    .addColumn('to_reading_oid', 'bigint', (c) => c.references('water_meter_reading.oid'))
    .addColumn('to_index', 'integer')
    .addColumn('total', 'bigint', (c) => c.notNull())
    .addColumn('accrual_oid', 'bigint', (c) => c.references('accrual.oid'))
    .addUniqueConstraint('water_bill_once_key', ['subscription_oid', 'period'])
    .execute();
  await db.schema
    .createTable('water_bill_line')
    .addColumn('bill_oid', 'bigint', (c) => c.notNull().references('water_bill.oid'))
    .addColumn('line_no', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('quantity_milli_m3', 'integer')
    .addColumn('unit_price', 'bigint')
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('water_bill_line_pk', ['bill_oid', 'line_no'])
    .execute();

  // Citizens enter their own reading on these days of the month (İSKİ-style self-reading window).
  await db
    .insertInto('parameter')
    .values({ parameter_type_code: '101', parameter_code: 'WATER_SELF_READING_DAYS', parameter_name: 'Abonenin kendi endeksini girebileceği günler (ilk-son)', parameter_value: '20-28' })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('parameter').where('parameter_code', '=', 'WATER_SELF_READING_DAYS').execute();
  for (const table of [
    'water_bill_line',
    'water_bill',
    'water_billing_run',
    'water_meter_reading',
    'water_subscription_reduction',
    'water_reduction',
    'water_tax_rate',
    'water_tariff_block',
    'water_tariff',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
