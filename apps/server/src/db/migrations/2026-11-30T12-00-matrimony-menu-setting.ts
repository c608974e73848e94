import type { Kysely } from 'kysely';

/**
 * The marriage-fee payment's menu entry follows the municipality file's switch as well as the
 * county: Antakya can turn it off, and no other municipality ever shows it (docs/operations.md,
 * "The municipality file").
 */
const MATRIMONY_ENTRY = 203;

export async function up(db: Kysely<any>): Promise<void> {
  await db.updateTable('menu_item').set({ visible_when: 'CountyCode=2080&ShowMatrimonyPaymentMenu' }).where('oid', '=', MATRIMONY_ENTRY).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.updateTable('menu_item').set({ visible_when: 'CountyCode=2080' }).where('oid', '=', MATRIMONY_ENTRY).execute();
}
