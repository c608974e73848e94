import { propertyTaxRevenueCode, revenueCodes } from '../ledger';
import { nextWorkingDay, type HolidayDates } from '../reference-data/calendar';
import type { Db } from '../db/kysely';
import type { DemoCalendar } from './demo-calendar';
import { addressOf, isoAddDays, type DemoAccrual, type DemoOwner } from './ledger-demo-rows';
import type { Random } from './random';

export const demoEstates: { owner: string; estateCode: 1 | 2 | 3 }[] = [
  { owner: '10000000146', estateCode: 1 },
  { owner: '10000000146', estateCode: 2 },
  { owner: '12345678950', estateCode: 1 },
  { owner: '12345678950', estateCode: 3 },
  { owner: '64211142102', estateCode: 1 },
  { owner: '4540536920', estateCode: 1 },
];

const estateNames = { 1: 'Bina', 2: 'Arsa', 3: 'Arazi' } as const;
const STORY_YEARS = [2022, 2023, 2024, 2025, 2026];

/** Paid lines of the demo (by the year of the story): most of the past, but the last years keep some overdue debts. */
function paidOn(random: Random, calendar: DemoCalendar, due: string, storyYear: number, instalment: number): string | null {
  if (due >= calendar.today) return null;
  if (storyYear === 2026 || (storyYear === 2025 && instalment === 2)) return null;
  if (storyYear === 2024 && instalment === 2 && random.chance(0.5)) return null;
  // Some were paid late, which the receipt shows as gecikme zammı; never after today.
  const on = random.chance(0.3) ? isoAddDays(due, random.int(5, 70)) : isoAddDays(due, -random.int(0, 20));
  return calendar.isPast(on) ? on : null;
}

/** The estate's own row, with sizes and build facts drawn for its kind (a building, a plot, a field). */
async function insertDemoEstate(db: Db, random: Random, estate: (typeof demoEstates)[number], owner: DemoOwner): Promise<number> {
  const [inserted] = await db
    .insertInto('real_estate')
    .values({
      registry_oid: owner.oid,
      estate_code: estate.estateCode,
      ...addressOf(owner),
      block_no: String(random.int(100, 999)),
      parcel_no: String(random.int(1, 60)),
      land_area: random.int(estate.estateCode === 3 ? 2_000 : 200, estate.estateCode === 3 ? 20_000 : 900),
      floor_area: estate.estateCode === 1 ? random.int(80, 240) : null,
      usage_type: estate.estateCode === 1 ? (owner.registry_type === 'T' ? 'İşyeri' : 'Konut') : null,
      construction_type_code: estate.estateCode === 1 ? random.int(1, 4) : null,
      construction_year: estate.estateCode === 1 ? random.int(1975, 2020) : null,
    })
    .returning('oid')
    .execute();
  return inserted!.oid;
}

/** Each estate's property tax of the story's years, and a business's ÇTV and sign tax with the same instalments. */
export async function estateAccruals(db: Db, random: Random, calendar: DemoCalendar, owners: Map<string, DemoOwner>, deadlineHolidays: HolidayDates): Promise<DemoAccrual[]> {
  const accruals: DemoAccrual[] = [];
  for (const estate of demoEstates) {
    const owner = owners.get(estate.owner)!;
    const estateOid = await insertDemoEstate(db, random, estate, owner);
    const base = random.int(80_000, 450_000);
    for (const storyYear of STORY_YEARS) {
      const year = calendar.yearOf(storyYear);
      // Each year the tax is revalued; paid in two equal instalments (docs/domain/property-tax.md).
      const annual = Math.round((base * (100 + (storyYear - 2022) * 35)) / 100);
      for (const instalment of [1, 2]) {
        const due = nextWorkingDay(instalment === 1 ? `${year}-05-31` : `${year}-11-30`, deadlineHolidays);
        const common = {
          registry_oid: owner.oid,
          year,
          instalment_no: instalment,
          period_label: `${year}/${instalment}`,
          due_date: due,
          accrued_on: `${year}-01-01`,
          source_kind: 'estate' as const,
          source_oid: estateOid,
          real_estate_oid: estateOid,
          revenue_type: null,
          subscription_oid: null,
        };
        const paid = () => paidOn(random, calendar, due, storyYear, instalment);
        accruals.push({
          row: {
            ...common,
            income_type_code: 'EMLAK',
            revenue_code: propertyTaxRevenueCode(estate.estateCode),
            description: `Emlak Vergisi (${estateNames[estate.estateCode]})`,
            amount: Math.round(annual / 2),
          },
          paidOn: paid(),
        });
        if (owner.registry_type === 'T') {
          // Business ÇTV and the sign's advertising tax come with the same instalments (docs/domain/local-taxes.md).
          accruals.push({
            row: {
              ...common,
              income_type_code: 'CTV',
              revenue_code: revenueCodes.environmentCleaningTax,
              description: 'Çevre Temizlik Vergisi (İşyeri)',
              amount: 120_000 + (storyYear - 2022) * 30_000,
            },
            paidOn: paid(),
          });
          accruals.push({
            row: {
              ...common,
              income_type_code: 'ILAN',
              revenue_code: revenueCodes.advertisingTax,
              description: 'İlan ve Reklam Vergisi (Işıklı Tabela)',
              amount: 90_000 + (storyYear - 2022) * 25_000,
            },
            paidOn: paid(),
          });
        }
      }
    }
  }
  return accruals;
}
