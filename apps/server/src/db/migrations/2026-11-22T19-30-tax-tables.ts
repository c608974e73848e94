import { sql, type Kysely } from 'kysely';

const lookup = (db: Kysely<any>, table: string) =>
  db.schema
    .createTable(table)
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0));

/**
 * Property-tax tables (Law 1319, docs/domain/property-tax.md) and the 2464 tariffs (docs/domain/local-taxes.md). Amounts
 * are kuruş. `name_sort` is a Turkish sort key compared in the C collation and
 * `search_text` is ASCII-folded text (docs/domain/turkish-text.md), both written by the application.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('street_valuation')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('valuation_year', 'smallint', (c) => c.notNull())
    .addColumn('district_code', 'integer', (c) => c.notNull().references('district.district_code'))
    .addColumn('street_code', 'integer', (c) => c.notNull().references('street.street_code'))
    // The name as announced that year: a street renamed later keeps its old line in old tables.
    .addColumn('street_name', 'text', (c) => c.notNull())
    .addColumn('street_type', 'text', (c) => c.notNull())
    .addColumn('estate_type_code', 'smallint', (c) => c.notNull().check(sql`estate_type_code in (2, 3)`))
    .addColumn('unit_value', 'bigint', (c) => c.notNull().check(sql`unit_value > 0`))
    .addColumn('name_sort', 'text', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addUniqueConstraint('street_valuation_uq', ['valuation_year', 'street_code', 'estate_type_code'])
    .execute();
  // Paging by name or by value inside one district and year walks these in order.
  await sql`create index street_valuation_name_idx on street_valuation (valuation_year, district_code, name_sort collate "C", oid)`.execute(db);
  await db.schema.createIndex('street_valuation_value_idx').on('street_valuation').columns(['valuation_year', 'district_code', 'unit_value', 'oid']).execute();

  await lookup(db, 'estate_usage_type').execute();
  await lookup(db, 'land_type').execute();
  await db.schema
    .createTable('construction_type')
    .addColumn('code', 'smallint', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('abrasion_group_code', 'smallint', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('building_class')
    .addColumn('code', 'smallint', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('construction_cost')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('process_year', 'smallint', (c) => c.notNull())
    .addColumn('usage_type_oid', 'bigint', (c) => c.notNull().references('estate_usage_type.oid'))
    .addColumn('construction_type_code', 'smallint', (c) => c.notNull().references('construction_type.code'))
    .addColumn('building_class_code', 'smallint', (c) => c.notNull().references('building_class.code'))
    .addColumn('minimum_cost', 'bigint', (c) => c.notNull())
    .addColumn('maximum_cost', 'bigint', (c) => c.notNull())
    .addColumn('average_cost', 'bigint', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addUniqueConstraint('construction_cost_uq', ['process_year', 'usage_type_oid', 'construction_type_code', 'building_class_code'])
    .addCheckConstraint('construction_cost_range', sql`minimum_cost <= average_cost and average_cost <= maximum_cost`)
    .execute();

  await db.schema
    .createTable('abrasion_share')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('construction_group_code', 'smallint', (c) => c.notNull())
    .addColumn('construction_group_name', 'text', (c) => c.notNull())
    .addColumn('age_from', 'smallint', (c) => c.notNull())
    .addColumn('age_to', 'smallint')
    .addColumn('share_percent', 'double precision', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addUniqueConstraint('abrasion_share_uq', ['construction_group_code', 'age_from'])
    .execute();

  await lookup(db, 'advertising_type').addColumn('unit_name', 'text', (c) => c.notNull()).execute();
  await lookup(db, 'advertising_tax_location').addColumn('tariff_group', 'smallint', (c) => c.notNull()).execute();
  await db.schema
    .createTable('advertising_tariff')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('process_year', 'smallint', (c) => c.notNull())
    .addColumn('advertising_type_oid', 'bigint', (c) => c.notNull().references('advertising_type.oid'))
    .addColumn('location_oid', 'bigint', (c) => c.notNull().references('advertising_tax_location.oid'))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('is_demo', 'boolean', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addUniqueConstraint('advertising_tariff_uq', ['process_year', 'advertising_type_oid', 'location_oid'])
    .execute();

  await lookup(db, 'ect_activity_type').addColumn('building_group', 'smallint', (c) => c.notNull()).execute();
  await db.schema
    .createTable('ect_annual_price')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('process_year', 'smallint', (c) => c.notNull())
    .addColumn('activity_type_oid', 'bigint', (c) => c.notNull().references('ect_activity_type.oid'))
    .addColumn('building_group', 'smallint', (c) => c.notNull())
    .addColumn('unit_name', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('is_demo', 'boolean', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('search_text', 'text', (c) => c.notNull())
    .addUniqueConstraint('ect_annual_price_uq', ['process_year', 'activity_type_oid'])
    .execute();

  await lookup(db, 'entertainment_place_type')
    .addColumn('period', 'text', (c) => c.notNull().check(sql`period in ('daily', 'monthly')`))
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('is_demo', 'boolean', (c) => c.notNull())
    .addColumn('note', 'text')
    .execute();
  await lookup(db, 'entertainment_type')
    .addColumn('ticket_rate_percent', 'double precision')
    .addColumn('is_demo', 'boolean', (c) => c.notNull())
    .addColumn('note', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'entertainment_type', 'entertainment_place_type', 'ect_annual_price', 'ect_activity_type', 'advertising_tariff',
    'advertising_tax_location', 'advertising_type', 'abrasion_share', 'construction_cost', 'building_class',
    'construction_type', 'land_type', 'estate_usage_type', 'street_valuation',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
