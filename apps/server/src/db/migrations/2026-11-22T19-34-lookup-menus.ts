import type { Kysely } from 'kysely';

/** Menu items of the public lookups: tax tables, resolutions, complaints and requests. */
const items = [
  { oid: 100, name: 'Vergi Tabloları', icon: 'table_chart', type: 'default', sort_order: 300 },
  { oid: 101, parent_oid: 100, name: 'Arsa Birim Değerleri', path: '/EstateStreetValuation', icon_text: 'B', type: 'default', sort_order: 1 },
  { oid: 102, parent_oid: 100, name: 'İnşaat Maliyetleri', path: '/EstateConstructionCost', icon_text: 'M', type: 'default', sort_order: 2 },
  { oid: 103, parent_oid: 100, name: 'Aşınma Payları', path: '/EstateAbrasionShare', icon_text: 'A', type: 'default', sort_order: 3 },
  { oid: 104, parent_oid: 100, name: 'İlan-Reklam Tarifesi', path: '/AdvertisingTaxAnnualGroupTariff', icon_text: 'İ', type: 'default', sort_order: 4 },
  { oid: 105, parent_oid: 100, name: 'ÇTV Tutarları', path: '/ECTAnnualPrice', icon_text: 'Ç', type: 'default', sort_order: 5 },
  { oid: 110, name: 'Kararlar', icon: 'gavel', type: 'default', sort_order: 400 },
  { oid: 111, parent_oid: 110, name: 'Meclis Kararları', path: '/ResolutionCouncilObservation', icon_text: 'M', type: 'default', sort_order: 1 },
  { oid: 112, parent_oid: 110, name: 'Encümen Kararları', path: '/ResolutionComitteeObservation', icon_text: 'E', type: 'default', sort_order: 2 },
  { oid: 120, name: 'Şikayet ve Talepler', path: '/ComplaintsAndRequests', icon: 'campaign', type: 'default', sort_order: 500 },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.insertInto('menu_item').values(items).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('menu_item').where('oid', 'in', items.map((i) => i.oid).reverse()).execute();
}
