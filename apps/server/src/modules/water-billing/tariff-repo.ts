import type { Insertable } from 'kysely';
import type { Db } from '../../db/kysely';
import type { Database } from '../../db/schema';
import type { SubscriberType, WaterTaxKind } from '../../db/schema/water-billing';

/* The water tariffs, tax rates and social reductions: the one writer of these tables (docs/architecture.md). */

export function findTariffs(db: Db) {
  return db.selectFrom('water_tariff').selectAll().orderBy('subscriber_type').orderBy('effective_from').execute();
}

export function findTariffVersion(db: Db, subscriberType: SubscriberType, effectiveFrom: string) {
  return db.selectFrom('water_tariff').select('oid').where('subscriber_type', '=', subscriberType).where('effective_from', '=', effectiveFrom).executeTakeFirst();
}

export async function insertTariff(db: Db, row: Insertable<Database['water_tariff']>, blocks: readonly Omit<Insertable<Database['water_tariff_block']>, 'tariff_oid'>[]) {
  const { oid } = await db.insertInto('water_tariff').values(row).returning('oid').executeTakeFirstOrThrow();
  await db
    .insertInto('water_tariff_block')
    .values(blocks.map((b) => ({ ...b, tariff_oid: Number(oid) })))
    .execute();
  return Number(oid);
}

export function findTaxRates(db: Db) {
  return db.selectFrom('water_tax_rate').select(['kind', 'effective_from', 'value']).orderBy('kind').orderBy('effective_from').execute();
}

export function findTaxRate(db: Db, kind: WaterTaxKind, effectiveFrom: string) {
  return db.selectFrom('water_tax_rate').select('value').where('kind', '=', kind).where('effective_from', '=', effectiveFrom).executeTakeFirst();
}

export function insertTaxRate(db: Db, row: Insertable<Database['water_tax_rate']>) {
  return db.insertInto('water_tax_rate').values(row).execute();
}
