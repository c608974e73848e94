import type { Kysely } from 'kysely';

/** The 'Su İşlemleri' menu group, shown when the municipality offers subscriptions. */
const items = [
  { oid: 250, name: 'Su İşlemleri', icon: 'water_drop', type: 'default', sort_order: 600, visible_when: 'ShowSubscriptionMenu' },
  { oid: 251, parent_oid: 250, name: 'Abonelik İptali', path: '/ContractCancellation', icon_text: 'İ', type: 'default', sort_order: 601, visible_when: 'ShowSubscriptionMenu' },
  { oid: 252, parent_oid: 250, name: 'Su Borçlarım', path: '/WaterDebts', icon_text: 'B', type: 'default', sort_order: 602, visible_when: 'ShowSubscriptionMenu' },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.insertInto('menu_item').values(items).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('menu_item').where('oid', 'in', items.map((i) => i.oid).reverse()).execute();
}
