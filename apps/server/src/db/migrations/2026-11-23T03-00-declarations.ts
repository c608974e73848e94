import { sql, type Kysely } from 'kysely';

/**
 * Filed tax declarations: estate (building, plot, land), entertainment,
 * advertising and ÇTV. What the citizen entered and the tax computed from the tables of
 * that day are stored as filed, so a later change of a tariff does not rewrite a filing.
 */
export async function up(db: Kysely<any>): Promise<void> {
  // Per-year facts the municipality maintains: whether it is inside a metropolitan municipality
  // (doubles the property-tax rates, 1319 art. 18/28) and its 2464 group (docs/domain/local-taxes.md, GAP).
  await db.schema
    .createTable('tax_year_setting')
    .addColumn('tax_year', 'smallint', (c) => c.primaryKey())
    .addColumn('is_metropolitan', 'boolean', (c) => c.notNull())
    .addColumn('municipality_group', 'smallint')
    .addColumn('note', 'text')
    .execute();

  await db.schema
    .createTable('declaration')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('declaration_no', 'text', (c) => c.notNull().unique())
    .addColumn('registry_oid', 'bigint', (c) => c.notNull().references('registry.oid'))
    // Null for a declaration handed in at the municipality's desk rather than through the portal.
    .addColumn('member_user_oid', 'bigint', (c) => c.references('member.oid'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('estate', 'entertainment', 'advertising', 'ect')`))
    .addColumn('estate_code', 'smallint', (c) => c.check(sql`estate_code in (1, 2, 3)`))
    .addColumn('tax_year', 'smallint', (c) => c.notNull())
    .addColumn('district_code', 'integer', (c) => c.notNull().references('district.district_code'))
    .addColumn('street_code', 'integer', (c) => c.notNull().references('street.street_code'))
    .addColumn('outer_door_oid', 'bigint', (c) => c.notNull().references('outer_door.oid'))
    .addColumn('inner_door_oid', 'bigint', (c) => c.references('inner_door.oid'))
    .addColumn('period_start', 'date')
    .addColumn('period_end', 'date')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('address_text', 'text', (c) => c.notNull())
    .addColumn('details', 'jsonb', (c) => c.notNull())
    .addColumn('tax', 'jsonb', (c) => c.notNull())
    .addColumn('tax_value', 'bigint')
    .addColumn('tax_amount', 'bigint', (c) => c.notNull().check(sql`tax_amount >= 0`))
    // The property/workplace and year a declaration is for: one filing per registry for each.
    .addColumn('property_key', 'text', (c) => c.notNull())
    .addColumn('real_estate_oid', 'bigint', (c) => c.references('real_estate.oid'))
    .addColumn('filed_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('declaration_property_uq', ['registry_oid', 'property_key'])
    .execute();
  await db.schema.createIndex('declaration_registry_idx').on('declaration').columns(['registry_oid', 'filed_at']).execute();

  await db.schema
    .createTable('declaration_attachment')
    .addColumn('declaration_oid', 'bigint', (c) => c.notNull().references('declaration.oid'))
    .addColumn('file_oid', 'bigint', (c) => c.notNull().references('stored_file.oid'))
    .addPrimaryKeyConstraint('declaration_attachment_pk', ['declaration_oid', 'file_oid'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('declaration_attachment').execute();
  await db.schema.dropTable('declaration').execute();
  await db.schema.dropTable('tax_year_setting').execute();
}
