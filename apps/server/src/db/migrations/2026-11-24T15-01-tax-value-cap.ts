import type { Kysely } from 'kysely';

/**
 * The 2026 cap of Law 7566 (1319 provisional art. 23) as configuration of the tax year: the
 * year's building and land tax values may not pass those of `value_cap_base_year` by more
 * than "iki kat fazlası", read as × 3 from EV Genel Tebliği Seri No 89's example (ADR 12).
 * `value_cap_factor_percent` holds the factor in hundredths (300 = × 3).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('tax_year_setting')
    .addColumn('value_cap_base_year', 'integer')
    .addColumn('value_cap_factor_percent', 'integer')
    .execute();
  // A municipality that already keeps its 2026 settings gets the law's cap with them.
  await db.updateTable('tax_year_setting').set({ value_cap_base_year: 2025, value_cap_factor_percent: 300 }).where('tax_year', '=', 2026).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('tax_year_setting').dropColumn('value_cap_factor_percent').dropColumn('value_cap_base_year').execute();
}
