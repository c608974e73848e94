import type { Kysely } from 'kysely';

/**
 * The water applications' menu entries, under 'Su İşlemleri': shown only where the
 * municipality has subscriptions (HasSubscription) and shows their menu (ShowSubscriptionMenu).
 */
const shown = 'HasSubscription&ShowSubscriptionMenu';
const items = [
  {
    oid: 270, parent_oid: 250, name: 'Su Abonelik Başvuruları', name_en: 'Water Applications', path: '/WaterApplications', icon_text: 'A', type: 'default', sort_order: 603, visible_when: shown,
    keywords: 'su, abonelik, yeni abonelik, devir, sayaç, sayaç değişimi, tarife indirimi, itiraz, kaçak kullanım, güvence bedeli, başvuru, water, subscription, application, meter, transfer',
  },
  {
    oid: 271, parent_oid: 250, name: 'Su Başvurusu Sorgulama', name_en: 'Water Application Lookup', path: '/WaterApplicationStatus', icon_text: 'S', type: 'default', sort_order: 604, visible_when: shown,
    keywords: 'su, başvuru, takip, takip numarası, sorgulama, water, application, tracking, status',
  },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.insertInto('menu_item').values(items).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('menu_item').where('oid', 'in', items.map((i) => i.oid)).execute();
}
