import type { Kysely } from 'kysely';

/** The 'Beyannameler' menu group: the six declaration screens, for signed-in members. */
const items = [
  { oid: 220, name: 'Beyannameler', icon: 'description', type: 'default', sort_order: 200 },
  { oid: 221, parent_oid: 220, name: 'Bina Beyannamesi', path: '/EMunicipalityEstateDeclarationBuilding', icon_text: 'B', type: 'default', sort_order: 1 },
  { oid: 222, parent_oid: 220, name: 'Arsa Beyannamesi', path: '/EMunicipalityEstateDeclarationPlot', icon_text: 'A', type: 'default', sort_order: 2 },
  { oid: 223, parent_oid: 220, name: 'Arazi Beyannamesi', path: '/EMunicipalityEstateDeclarationLand', icon_text: 'R', type: 'default', sort_order: 3 },
  { oid: 224, parent_oid: 220, name: 'ÇTV Beyannamesi', path: '/EMunicipalityECTDeclaration', icon_text: 'Ç', type: 'default', sort_order: 4 },
  { oid: 225, parent_oid: 220, name: 'İlan-Reklam Beyannamesi', path: '/EMunicipalityAdDeclaration', icon_text: 'İ', type: 'default', sort_order: 5 },
  { oid: 226, parent_oid: 220, name: 'Eğlence Vergisi Beyannamesi', path: '/EMunicipalityEntertainmentDeclaration', icon_text: 'E', type: 'default', sort_order: 6 },
];

export async function up(db: Kysely<any>): Promise<void> {
  await db.insertInto('menu_item').values(items).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('menu_item').where('oid', 'in', items.map((i) => i.oid).reverse()).execute();
}
