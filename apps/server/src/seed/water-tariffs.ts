import type { Db } from '../db/kysely';
import type { DemoCalendar } from './demo-calendar';

/*
 * Demo water tariffs for the demo municipality (Antakya): figures in the shape of a water
 * utility's tariff (HATSU-like: three home blocks, one block for the others, wastewater half of
 * water), NOT an official tariff. KDV 1 % on drinking water as several utilities applied it from
 * 2022, and a demo ÇTV amount per m³ for homes (docs/domain/water.md, docs/domain/local-taxes.md).
 * Kuruş per m³, KDV excluded; the reconnection fee (closing and opening a line cut for debt) per line.
 */
const homeBlocks = [
  { upper_limit_m3: 15, water_price: 2_250, wastewater_price: 1_125 },
  { upper_limit_m3: 30, water_price: 3_150, wastewater_price: 1_575 },
  { upper_limit_m3: null, water_price: 4_050, wastewater_price: 2_025 },
];
const singleBlock = (water: number) => [{ upper_limit_m3: null, water_price: water, wastewater_price: water / 2 }];

const demoTariffs = [
  { subscriber_type: 'G' as const, fixed_charge: 0, environment_tax: true, reconnection_fee: 45_000, blocks: homeBlocks },
  { subscriber_type: 'Y' as const, fixed_charge: 0, environment_tax: true, reconnection_fee: 45_000, blocks: homeBlocks },
  { subscriber_type: 'T' as const, fixed_charge: 5_000, environment_tax: false, reconnection_fee: 90_000, blocks: singleBlock(5_400) },
  { subscriber_type: 'K' as const, fixed_charge: 5_000, environment_tax: false, reconnection_fee: 90_000, blocks: singleBlock(5_400) },
  { subscriber_type: 'D' as const, fixed_charge: 0, environment_tax: false, reconnection_fee: 0, blocks: singleBlock(4_500) },
];

/** The yearly versions of the story: prices rose each January (percent of this year's), and the ÇTV amount with them. */
const versions = [
  { storyDate: '2024-01-01', percent: 70, environmentTaxPerM3: 150 },
  { storyDate: '2025-01-01', percent: 85, environmentTaxPerM3: 175 },
  { storyDate: '2026-01-01', percent: 100, environmentTaxPerM3: 200 },
];
const scaled = (kurus: number, percent: number) => Math.round((kurus * percent) / 100);

export async function seedWaterTariffs(db: Db, calendar: DemoCalendar): Promise<void> {
  for (const version of versions) {
    const from = calendar.date(version.storyDate);
    const createdAt = new Date(`${from}T09:00:00+03:00`);
    for (const { blocks, ...tariff } of demoTariffs) {
      const { oid } = await db
        .insertInto('water_tariff')
        .values({
          ...tariff,
          fixed_charge: scaled(tariff.fixed_charge, version.percent),
          reconnection_fee: scaled(tariff.reconnection_fee, version.percent),
          effective_from: from,
          created_by: null,
          created_at: createdAt,
        })
        .returning('oid')
        .executeTakeFirstOrThrow();
      await db
        .insertInto('water_tariff_block')
        .values(
          blocks.map((b, i) => ({
            upper_limit_m3: b.upper_limit_m3,
            water_price: scaled(b.water_price, version.percent),
            wastewater_price: scaled(b.wastewater_price, version.percent),
            tariff_oid: oid,
            block_no: i + 1,
          })),
        )
        .execute();
    }
    await db
      .insertInto('water_tax_rate')
      .values([
        { kind: 'KDV', effective_from: from, value: 100, created_by: null, created_at: createdAt },
        { kind: 'CTV', effective_from: from, value: version.environmentTaxPerM3, created_by: null, created_at: createdAt },
      ])
      .execute();
  }
}
