import { sql, type Kysely } from 'kysely';

/**
 * The shell's own menu items. Each capability's migration adds the items of its screens,
 * so the menu never shows a screen that is not built. `setting:<Name>` paths take their
 * address from the public configuration.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.insertInto('menu_item').values([
    { oid: 1, name: 'E-BELEDİYE', type: 'label', label: 'E-BELEDİYE', sort_order: 10 },
    { oid: 2, name: 'Anasayfa', path: '/anasayfa', icon: 'home', type: 'default', sort_order: 20 },
    { oid: 3, name: 'Belediyemiz', icon: 'account_balance', type: 'default', sort_order: 900 },
    { oid: 4, parent_oid: 3, name: 'Web Sitemiz', path: 'setting:MunicipalityWebsiteUrl', icon: 'language', icon_text: 'W', type: 'extLink', sort_order: 1 },
    { oid: 5, parent_oid: 3, name: 'Başkanımız', path: 'setting:MayorInfoUrl', icon: 'person', icon_text: 'B', type: 'extLink', sort_order: 2 },
  ]).execute();
  await sql`select setval(pg_get_serial_sequence('menu_item', 'oid'), 1000)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('menu_item').where('oid', 'in', [5, 4, 3, 2, 1]).execute();
}
