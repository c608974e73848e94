import type { Kysely } from 'kysely';

/**
 * Applying for water without signing in gets its own entry under
 * 'Su İşlemleri', beside the members' applications and before the lookup, gated exactly as
 * they are: only where the municipality has subscriptions and shows their menu.
 */
const entry = {
  oid: 272,
  parent_oid: 250,
  name: 'Üye Olmadan Başvuru',
  name_en: 'Water Application Without Signing In',
  path: '/WaterApplicationWithCode',
  icon_text: 'Ü',
  type: 'default',
  sort_order: 604,
  visible_when: 'HasSubscription&ShowSubscriptionMenu',
  keywords: 'su, başvuru, üye olmadan, sms, doğrulama kodu, tarife indirimi, sayaç değişimi, itiraz, adres güncelleme, water, application, without account, sms code',
};
const LOOKUP = 271;

export async function up(db: Kysely<any>): Promise<void> {
  await db.updateTable('menu_item').set({ sort_order: 605 }).where('oid', '=', LOOKUP).execute();
  await db.insertInto('menu_item').values(entry).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('menu_item').where('oid', '=', entry.oid).execute();
  await db.updateTable('menu_item').set({ sort_order: 604 }).where('oid', '=', LOOKUP).execute();
}
