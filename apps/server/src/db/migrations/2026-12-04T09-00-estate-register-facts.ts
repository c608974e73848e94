import type { Kysely } from 'kysely';

/**
 * The estate register keeps every fact a property-tax assessment reads (docs/domain/property-tax.md,
 * "Yearly accrual"), so the yearly run can assess an estate the municipality loaded without a
 * declaration: the usage type, land type and building class by the codes of the municipality's tax
 * tables (codes, not row ids, so the register can be loaded before or after the tables and outlive
 * a reload of them), the land share (arsa payı, m² with two decimals) and the heating and lift
 * surcharges (1319 art. 29).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('real_estate')
    .addColumn('usage_type_code', 'text')
    .addColumn('land_type_code', 'text')
    .addColumn('building_class_code', 'integer')
    .addColumn('land_share_area', 'double precision')
    .addColumn('central_heating', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('elevator', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('real_estate')
    .dropColumn('elevator')
    .dropColumn('central_heating')
    .dropColumn('land_share_area')
    .dropColumn('building_class_code')
    .dropColumn('land_type_code')
    .dropColumn('usage_type_code')
    .execute();
}
