import type { Kysely } from 'kysely';

/**
 * Staff self-service menu. The menu is public and the same for everyone, so it
 * cannot hide these from non-employees: their screens answer with a 'not an employee' page.
 */
const items = [
  { oid: 260, name: 'Personel İşlemleri', icon: 'badge', type: 'default', sort_order: 700 },
  { oid: 261, parent_oid: 260, name: 'Maaş Bordrosu', path: '/maas-bordrosu', icon_text: 'M', type: 'default', sort_order: 1 },
  { oid: 262, parent_oid: 260, name: 'İzin Bilgileri', path: '/izin-bilgileri', icon_text: 'İ', type: 'default', sort_order: 2 },
  { oid: 263, parent_oid: 260, name: 'İcra Bilgileri', path: '/icra-bilgileri', icon_text: 'İ', type: 'default', sort_order: 3 },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.insertInto('menu_item').values(items).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('menu_item').where('oid', 'in', items.map((i) => i.oid).reverse()).execute();
}
