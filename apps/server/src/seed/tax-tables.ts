import { foldTurkishAscii, turkishSortKey } from '@ebelediye/contract';
import type { Db } from '../db/kysely';
import { insertInChunks } from './batch-insert';
import type { DemoCalendar } from './demo-calendar';
import type { Random } from './random';

/** The last year whose figures the demo's tables were shaped on. */
const LAST_SHAPED_YEAR = 2026;

/**
 * The years the demo's tables cover: from the 2022 general assessment to the demo's current
 * year, so a citizen can file for this year whenever the seed runs. A year after 2026 carries
 * 2026's values forward (its revaluation rate is not known to the demo); the municipality loads
 * the real tables.
 */
export function taxTableYears(calendar: DemoCalendar): number[] {
  return Array.from({ length: Math.max(LAST_SHAPED_YEAR, calendar.year) - 2022 + 1 }, (_, i) => 2022 + i);
}

/**
 * Demo unit values move like real ones: set in the 2022 general assessment, raised by half
 * of the revaluation rate in between (1319, docs/domain/property-tax.md), set anew for 2026 and
 * capped at twice the 2025 value (Law 7566; the ×2 reading of the GAP is assumed).
 */
const yearlyRaise: Record<number, number> = { 2023: 1.6147, 2024: 1.2923, 2025: 1.2197 };
const centralDistricts = new Set(['ODABAŞI', 'CUMHURİYET', 'SARAYKENT', 'KANATLI', 'GAZİPAŞA', 'ÜRGEN PAŞA']);
const streetTypeFactor: Record<string, number> = { BULVAR: 1.6, CADDE: 1.3, SOKAK: 1 };

const roundTo = (kurus: number, step: number) => Math.max(step, Math.round(kurus / step) * step);

/** Arsa (plot) values for neighbourhood streets, arazi (land) values for village roads; kuruş per m². */
async function seedStreetValuations(db: Db, random: Random, countyCode: number, years: readonly number[]): Promise<void> {
  const streets = await db
    .selectFrom('street')
    .innerJoin('district', 'district.district_code', 'street.district_code')
    .select(['street.street_code', 'street.street_name', 'street.street_type', 'district.district_code', 'district.district_name', 'district.is_village'])
    .where('district.county_code', '=', countyCode)
    .orderBy('street.street_code')
    .execute();
  const rows = streets.flatMap((street) => {
    const districtBase = street.is_village ? random.int(15, 60) : centralDistricts.has(street.district_name) ? random.int(900, 1500) : random.int(350, 800);
    let value = districtBase * 100 * (streetTypeFactor[street.street_type] ?? 1) * (0.8 + random.next() * 0.4);
    return years.map((year) => {
      if (year === 2026) value = Math.min(value * (1.5 + random.next() * 0.8), value * 2);
      else value *= yearlyRaise[year] ?? 1;
      return {
        valuation_year: year,
        district_code: street.district_code,
        street_code: street.street_code,
        street_name: street.street_name,
        street_type: street.street_type,
        estate_type_code: (street.is_village ? 3 : 2) as 2 | 3,
        unit_value: roundTo(value, street.is_village ? 5 : 50),
        name_sort: turkishSortKey(street.street_name),
        search_text: foldTurkishAscii(street.street_name),
      };
    });
  });
  await insertInChunks(db, 'street_valuation', rows);
}

const usageTypes: [code: string, name: string, factor: number][] = [
  ['KONUT', 'Konut', 1],
  ['ISYERI', 'İşyeri (Ticari)', 1.1],
  ['SANAYI', 'Sanayi (Fabrika, İmalathane)', 0.85],
  ['SOSYAL', 'Sosyal Bina (Okul, Hastane)', 1.05],
  ['OTEL', 'Otel ve Konaklama', 1.2],
  ['DIGER', 'Diğer Binalar', 0.9],
];
// Construction types with their abrasion group (docs/domain/property-tax.md) and the classes the yearly table gives them.
const constructionTypes: [code: number, name: string, group: number, factor: number, classes: number[]][] = [
  [1, 'Çelik karkas', 1, 1.05, [1, 2, 3, 4]],
  [2, 'Betonarme karkas', 1, 1, [1, 2, 3, 4]],
  [3, 'Yığma kagir', 2, 0.85, [2, 3, 4]],
  [4, 'Yığma yarı kagir', 2, 0.7, [3, 4, 5]],
  [5, 'Ahşap', 3, 0.65, [2, 3, 4, 5]],
  [6, 'Taş duvarlı (çamur harçlı)', 3, 0.55, [4, 5]],
  [7, 'Gecekondu tarzı', 3, 0.45, [5]],
  [8, 'Kerpiç ve diğer basit', 4, 0.35, [5]],
];
const buildingClasses: [code: number, name: string, base2022: number][] = [
  [1, 'Lüks', 3500],
  [2, 'Birinci sınıf', 2700],
  [3, 'İkinci sınıf', 2100],
  [4, 'Üçüncü sınıf', 1500],
  [5, 'Basit', 1000],
];
const costRaise: Record<number, number> = { 2022: 1, 2023: 1.9, 2024: 1.6, 2025: 1.35, 2026: 1.3 };

/** Building m² costs by usage group × construction type × class (demo amounts shaped like the yearly tebliğ). */
async function seedConstructionCosts(db: Db, years: readonly number[]): Promise<void> {
  await db
    .insertInto('estate_usage_type')
    .values(usageTypes.map(([code, name], i) => ({ code, name, sort_order: i + 1 })))
    .execute();
  await db
    .insertInto('construction_type')
    .values(constructionTypes.map(([code, name, group]) => ({ code, name, abrasion_group_code: group })))
    .execute();
  await db
    .insertInto('building_class')
    .values(buildingClasses.map(([code, name]) => ({ code, name })))
    .execute();
  const usageOids = await db.selectFrom('estate_usage_type').select(['oid', 'code']).execute();
  const rows = [];
  let yearFactor = 1;
  for (const year of years) {
    yearFactor *= costRaise[year] ?? 1;
    for (const [usageCode, usageName, usageFactor] of usageTypes) {
      const usageOid = usageOids.find((u) => u.code === usageCode)!.oid;
      for (const [typeCode, typeName, , typeFactor, classes] of constructionTypes) {
        for (const [classCode, className, base] of buildingClasses.filter(([code]) => classes.includes(code))) {
          const average = roundTo(base * 100 * typeFactor * usageFactor * yearFactor, 100);
          rows.push({
            process_year: year,
            usage_type_oid: usageOid,
            construction_type_code: typeCode,
            building_class_code: classCode,
            minimum_cost: roundTo(average * 0.85, 100),
            maximum_cost: roundTo(average * 1.15, 100),
            average_cost: average,
            search_text: foldTurkishAscii(`${usageName} ${typeName} ${className}`),
          });
        }
      }
    }
  }
  await insertInChunks(db, 'construction_cost', rows);
}

// Aşınma payları cetveli, RG 2.12.1982 / 17886 (docs/domain/property-tax.md).
const abrasionBands: [from: number, to: number | null][] = [
  [0, 3],
  [4, 5],
  [6, 10],
  [11, 15],
  [16, 20],
  [21, 30],
  [31, 40],
  [41, 50],
  [51, 75],
  [76, null],
];
const abrasionGroups: [code: number, name: string, shares: number[]][] = [
  [1, 'Çelik karkas, betonarme karkas', [4, 6, 10, 15, 20, 25, 32, 40, 50, 60]],
  [2, 'Yığma kagir, yığma yarı kagir', [6, 8, 12, 18, 25, 32, 40, 50, 60, 70]],
  [3, 'Ahşap, taş duvarlı (çamur harçlı), gecekondu tarzı', [8, 12, 18, 25, 32, 40, 50, 60, 70, 80]],
  [4, 'Kerpiç ve diğer basit', [10, 17, 25, 35, 45, 55, 65, 75, 85, 95]],
];

async function seedAbrasionShares(db: Db): Promise<void> {
  const rows = abrasionGroups.flatMap(([code, name, shares]) =>
    abrasionBands.map(([from, to], i) => ({
      construction_group_code: code,
      construction_group_name: name,
      age_from: from,
      age_to: to,
      share_percent: shares[i]!,
      search_text: foldTurkishAscii(name),
    })),
  );
  await db.insertInto('abrasion_share').values(rows).execute();
}

const landTypes = ['Kuru tarım arazisi', 'Sulu tarım arazisi', 'Bağ', 'Bahçe', 'Zeytinlik', 'Meyvelik', 'Çayır ve mera', 'Orman vasfındaki arazi'];

/** The property-tax tables of the demo municipality from 2022 to the demo's year. */
export async function seedTaxTables(db: Db, random: Random, countyCode: number, calendar: DemoCalendar): Promise<void> {
  const years = taxTableYears(calendar);
  await seedStreetValuations(db, random, countyCode, years);
  await seedConstructionCosts(db, years);
  await seedAbrasionShares(db);
  await db
    .insertInto('land_type')
    .values(landTypes.map((name, i) => ({ code: String(i + 1), name, sort_order: i + 1 })))
    .execute();
}
