import type { Kysely } from 'kysely';

/**
 * English names beside the Turkish ones of the reference lists a citizen reads (income types,
 * parameter lists such as complaint categories, complaint kinds) and of the portal's own lines in
 * a complaint's history, so an English screen shows no Turkish catalogue word. Nullable: an item
 * without one (a clerk's own text) is shown as written.
 */
const incomeTypesEn: Record<string, string> = {
  EMLAK: 'Property Tax',
  CTV: 'Environmental Cleaning Tax',
  ILAN: 'Advertising Tax',
  EGLENCE: 'Entertainment Tax',
  SU: 'Water',
  CEZA: 'Fines',
  HARC: 'Fees',
  YAPILANDIRMA: 'Restructuring',
};

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('income_type').addColumn('name_en', 'text').execute();
  await db.schema.alterTable('parameter').addColumn('parameter_name_en', 'text').execute();
  await db.schema.alterTable('pr_application_type').addColumn('name_en', 'text').addColumn('description_en', 'text').execute();
  await db.schema.alterTable('complaint_status_history').addColumn('note_en', 'text').execute();
  for (const [code, name] of Object.entries(incomeTypesEn)) {
    await db.updateTable('income_type').set({ name_en: name }).where('code', '=', code).execute();
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('complaint_status_history').dropColumn('note_en').execute();
  await db.schema.alterTable('pr_application_type').dropColumn('description_en').dropColumn('name_en').execute();
  await db.schema.alterTable('parameter').dropColumn('parameter_name_en').execute();
  await db.schema.alterTable('income_type').dropColumn('name_en').execute();
}
