import { sql, type Kysely } from 'kysely';

/** Addresses, lookup lists, banks, offices and the menu: what every screen reads. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('city')
    .addColumn('city_code', 'integer', (c) => c.primaryKey())
    .addColumn('city_name', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('county')
    .addColumn('county_code', 'integer', (c) => c.primaryKey())
    .addColumn('city_code', 'integer', (c) => c.notNull().references('city.city_code'))
    .addColumn('county_name', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('county_city_idx').on('county').column('city_code').execute();

  await db.schema
    .createTable('district')
    .addColumn('district_code', 'integer', (c) => c.primaryKey())
    .addColumn('county_code', 'integer', (c) => c.notNull().references('county.county_code'))
    .addColumn('district_name', 'text', (c) => c.notNull())
    .addColumn('village_code', 'integer')
    .addColumn('is_village', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('address_source_type', 'smallint', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema.createIndex('district_county_idx').on('district').column('county_code').execute();

  await db.schema
    .createTable('street')
    .addColumn('street_code', 'integer', (c) => c.primaryKey())
    .addColumn('district_code', 'integer', (c) => c.notNull().references('district.district_code'))
    .addColumn('street_name', 'text', (c) => c.notNull())
    .addColumn('street_type', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('street_district_idx').on('street').column('district_code').execute();

  await db.schema
    .createTable('outer_door')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('street_code', 'integer', (c) => c.notNull().references('street.street_code'))
    .addColumn('district_code', 'integer', (c) => c.notNull().references('district.district_code'))
    .addColumn('door_no', 'text', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .execute();
  await db.schema.createIndex('outer_door_street_idx').on('outer_door').column('street_code').execute();

  await db.schema
    .createTable('inner_door')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('outer_door_oid', 'bigint', (c) => c.notNull().references('outer_door.oid'))
    .addColumn('door_no', 'text', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
  await db.schema.createIndex('inner_door_outer_idx').on('inner_door').column('outer_door_oid').execute();

  await db.schema
    .createTable('parameter')
    .addColumn('parameter_type_code', 'text', (c) => c.notNull())
    .addColumn('parameter_code', 'text', (c) => c.notNull())
    .addColumn('parameter_name', 'text', (c) => c.notNull())
    .addColumn('parameter_value', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .addPrimaryKeyConstraint('parameter_pk', ['parameter_type_code', 'parameter_code'])
    .execute();

  await db.schema
    .createTable('bank')
    .addColumn('bank_code', 'text', (c) => c.primaryKey())
    .addColumn('bank_name', 'text', (c) => c.notNull())
    .addColumn('eft_code', 'text', (c) => c.notNull().unique())
    .execute();

  await db.schema
    .createTable('bank_branch')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('bank_code', 'text', (c) => c.notNull().references('bank.bank_code'))
    .addColumn('branch_code', 'text', (c) => c.notNull())
    .addColumn('branch_name', 'text', (c) => c.notNull())
    .addColumn('city_name', 'text', (c) => c.notNull())
    .addUniqueConstraint('bank_branch_code_uq', ['bank_code', 'branch_code'])
    .execute();

  await db.schema
    .createTable('enforcement_office')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('office_name', 'text', (c) => c.notNull())
    .addColumn('city_name', 'text', (c) => c.notNull())
    .addColumn('iban', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('pr_application_type')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();

  await db.schema
    .createTable('menu_item')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('parent_oid', 'bigint', (c) => c.references('menu_item.oid'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('path', 'text')
    .addColumn('icon', 'text')
    .addColumn('icon_text', 'text')
    .addColumn('type', 'text', (c) => c.notNull().check(sql`type in ('label', 'extLink', 'default')`))
    .addColumn('label', 'text')
    .addColumn('badge_value', 'text')
    .addColumn('badge_color', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull())
    .addColumn('visible_when', 'text')
    .addColumn('is_active', 'boolean', (c) => c.notNull().defaultTo(true))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['menu_item', 'pr_application_type', 'enforcement_office', 'bank_branch', 'bank', 'parameter', 'inner_door', 'outer_door', 'street', 'district', 'county', 'city']) {
    await db.schema.dropTable(table).execute();
  }
}
