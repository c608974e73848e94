import { createAccruals, propertyTaxRevenueCode, recordCollection, revenueCodes, type NewAccrual } from '../ledger';
import { nextWorkingDay } from '../reference-data/calendar';
import { holidayCalendar } from '../reference-data/holiday-calendar';
import type { Db } from '../db/kysely';
import { dayOf, type DemoCalendar } from './demo-calendar';
import { seedBulkLedger } from './ledger-bulk';
import type { Random } from './random';

/**
 * The ledger's demo data: estates, water subscriptions, accruals of the last five
 * years (2022–2026 in the story) and collections with receipts for the demo members, then
 * set-based bulk rows for every generated registry so `--scale` reaches millions of accruals.
 * In the story today is 23.11.2026 (`demo-calendar.ts`): 2026's second instalment (30.11) is
 * still not due. Seeded on another day the years move with it, the water bills are those of
 * the 22 months before today's, and no payment lies after today. Due dates move off weekends
 * and official holidays; years without their religious holidays loaded move off weekends and
 * the fixed-date holidays (the seed invents no holidays).
 */
export const demoSubscriptions = [
  { subscriberNo: '1000001', owner: '10000000146', gsm: '5321234567', tariff: 'KONUT' },
  { subscriberNo: '1000002', owner: '10000000146', gsm: '5321234567', tariff: 'KONUT' },
  { subscriberNo: '1000003', owner: '12345678950', gsm: '5337654321', tariff: 'KONUT' },
  { subscriberNo: '1000004', owner: '64211142102', gsm: '5051112233', tariff: 'KONUT' },
  { subscriberNo: '1000005', owner: '4540536920', gsm: '5421112233', tariff: 'İŞYERİ' },
] as const;

const demoEstates: { owner: string; estateCode: 1 | 2 | 3 }[] = [
  { owner: '10000000146', estateCode: 1 },
  { owner: '10000000146', estateCode: 2 },
  { owner: '12345678950', estateCode: 1 },
  { owner: '12345678950', estateCode: 3 },
  { owner: '64211142102', estateCode: 1 },
  { owner: '4540536920', estateCode: 1 },
];

const estateNames = { 1: 'Bina', 2: 'Arsa', 3: 'Arazi' } as const;
const STORY_YEARS = [2022, 2023, 2024, 2025, 2026];
const isoAddDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const pad = (n: number) => String(n).padStart(2, '0');

async function registriesByIdentifier(db: Db) {
  const ids = [...new Set([...demoEstates.map((e) => e.owner), ...demoSubscriptions.map((s) => s.owner)])];
  const rows = await db
    .selectFrom('registry')
    .select(['oid', 'national_id', 'tax_number', 'registry_type', 'district_code', 'street_code', 'outer_door_oid', 'inner_door_oid'])
    .where((eb) => eb.or([eb('national_id', 'in', ids), eb('tax_number', 'in', ids)]))
    .execute();
  return new Map(rows.map((r) => [(r.national_id ?? r.tax_number)!, r]));
}

type Payment = { registryOid: number; accrualOid: number; paidOn: string };

/** Paid lines of the demo (by the year of the story): most of the past, but the last years keep some overdue debts. */
function paidOn(random: Random, calendar: DemoCalendar, due: string, storyYear: number, instalment: number): string | null {
  if (due >= calendar.today) return null;
  if (storyYear === 2026 || (storyYear === 2025 && instalment === 2)) return null;
  if (storyYear === 2024 && instalment === 2 && random.chance(0.5)) return null;
  // Some were paid late, which the receipt shows as gecikme zammı; never after today.
  const on = random.chance(0.3) ? isoAddDays(due, random.int(5, 70)) : isoAddDays(due, -random.int(0, 20));
  return calendar.isPast(on) ? on : null;
}

async function seedDemoLedger(db: Db, random: Random, calendar: DemoCalendar): Promise<void> {
  const owners = await registriesByIdentifier(db);
  const { deadlineHolidays } = await holidayCalendar(db);
  const accruals: { row: NewAccrual; paidOn: string | null }[] = [];
  const address = (r: { district_code: number | null; street_code: number | null; outer_door_oid: number | null; inner_door_oid: number | null }) => ({
    district_code: r.district_code,
    street_code: r.street_code,
    outer_door_oid: r.outer_door_oid,
    inner_door_oid: r.inner_door_oid,
  });

  for (const estate of demoEstates) {
    const owner = owners.get(estate.owner)!;
    const [inserted] = await db
      .insertInto('real_estate')
      .values({
        registry_oid: owner.oid,
        estate_code: estate.estateCode,
        ...address(owner),
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
          source_oid: inserted!.oid,
          real_estate_oid: inserted!.oid,
          revenue_type: null,
          subscription_oid: null,
        };
        accruals.push({
          row: {
            ...common,
            income_type_code: 'EMLAK',
            revenue_code: propertyTaxRevenueCode(estate.estateCode),
            description: `Emlak Vergisi (${estateNames[estate.estateCode]})`,
            amount: Math.round(annual / 2),
          },
          paidOn: paidOn(random, calendar, due, storyYear, instalment),
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
            paidOn: paidOn(random, calendar, due, storyYear, instalment),
          });
          accruals.push({
            row: {
              ...common,
              income_type_code: 'ILAN',
              revenue_code: revenueCodes.advertisingTax,
              description: 'İlan ve Reklam Vergisi (Işıklı Tabela)',
              amount: 90_000 + (storyYear - 2022) * 25_000,
            },
            paidOn: paidOn(random, calendar, due, storyYear, instalment),
          });
        }
      }
    }
  }

  for (const s of demoSubscriptions) {
    const owner = owners.get(s.owner)!;
    const startedOn = `${calendar.yearOf(2021)}-${pad(random.int(1, 12))}-01`;
    const [sub] = await db
      .insertInto('subscription')
      .values({
        subscriber_no: s.subscriberNo,
        registry_oid: owner.oid,
        subscriber_type: owner.registry_type,
        tariff: s.tariff,
        ...address(owner),
        meter_no: `SY${random.int(1_000_000, 9_999_999)}`,
        deposit_amount: s.tariff === 'KONUT' ? 40_000 : 150_000,
        water_line_status: 1,
        gsm: s.gsm,
        started_on: startedOn,
      })
      .returning('oid')
      .execute();
    const common = {
      registry_oid: owner.oid,
      income_type_code: 'SU',
      source_kind: 'subscription' as const,
      source_oid: sub!.oid,
      subscription_oid: sub!.oid,
      real_estate_oid: null,
      instalment_no: 1,
    };
    accruals.push({
      row: {
        ...common,
        revenue_code: revenueCodes.waterDeposit,
        revenue_type: 3,
        description: 'Su Güvence Bedeli',
        year: calendar.yearOf(2021),
        period_label: startedOn.slice(0, 7).replace('-', '/'),
        amount: s.tariff === 'KONUT' ? 40_000 : 150_000,
        due_date: isoAddDays(startedOn, 10),
        accrued_on: startedOn,
      },
      paidOn: isoAddDays(startedOn, 3),
    });
    accruals.push({
      row: {
        ...common,
        revenue_code: revenueCodes.waterFacility,
        revenue_type: 2,
        description: 'Su Tesis Bedeli',
        year: calendar.yearOf(2021),
        period_label: startedOn.slice(0, 7).replace('-', '/'),
        amount: 65_000,
        due_date: isoAddDays(startedOn, 10),
        accrued_on: startedOn,
      },
      paidOn: isoAddDays(startedOn, 3),
    });
    for (let m = 0; m < 22; m++) {
      // Monthly bills of the 22 months before today's (January 2025 to October 2026 in the
      // story), due on the 20th of the next month; the price per m³ rises with the story's year.
      const storyYear = 2025 + Math.floor(m / 12);
      const { year, month } = calendar.recentMonth(storyYear, (m % 12) + 1);
      const due = nextWorkingDay(month === 12 ? `${year + 1}-01-20` : `${year}-${pad(month + 1)}-20`, deadlineHolidays);
      const consumption = random.int(6, 28);
      const row = {
        ...common,
        revenue_code: revenueCodes.waterUsage,
        revenue_type: 1 as const,
        description: `Su Kullanım Bedeli (${consumption} m³)`,
        year,
        period_label: `${year}/${pad(month)}`,
        amount: consumption * (1_800 + (storyYear - 2025) * 600),
        due_date: due,
        accrued_on: dayOf({ year, month }, 28),
      };
      accruals.push({ row, paidOn: m < 18 ? isoAddDays(due, -random.int(0, 8)) : null });
    }
  }

  const ahmet = owners.get('10000000146')!;
  accruals.push({
    row: {
      registry_oid: ahmet.oid,
      income_type_code: 'CEZA',
      revenue_code: revenueCodes.administrativeFine,
      revenue_type: null,
      description: 'İdari Para Cezası (Zabıta, 5326 s.K. md. 32)',
      year: calendar.yearOf(2025),
      instalment_no: 1,
      period_label: `${calendar.yearOf(2025)}/03`,
      amount: 312_400,
      due_date: nextWorkingDay(calendar.date('2025-04-14'), deadlineHolidays),
      accrued_on: calendar.date('2025-03-14'),
      source_kind: 'fine',
      source_oid: null,
      real_estate_oid: null,
      subscription_oid: null,
    },
    paidOn: null,
  });

  // The marriage fee of /FastPaymentForMatrimony (revenue code 83), booked for ZEYNEP's wedding a
  // week ago and due in twelve days (16.11.2026 and 05.12.2026 in the story).
  const zeynep = owners.get('12345678950')!;
  const feeDue = calendar.fromToday(12);
  accruals.push({
    row: {
      registry_oid: zeynep.oid,
      income_type_code: 'HARC',
      revenue_code: revenueCodes.matrimonyFee,
      revenue_type: null,
      description: 'Evlendirme Harcı',
      year: Number(feeDue.slice(0, 4)),
      instalment_no: 1,
      period_label: feeDue.slice(0, 7).replace('-', '/'),
      amount: 185_000,
      due_date: feeDue,
      accrued_on: calendar.fromToday(-7),
      source_kind: 'fee',
      source_oid: null,
      real_estate_oid: null,
      subscription_oid: null,
    },
    paidOn: null,
  });

  const oids = await createAccruals(
    db,
    accruals.map((a) => a.row),
  );
  const payments: Payment[] = accruals.flatMap((a, i) => (a.paidOn ? [{ registryOid: a.row.registry_oid, accrualOid: oids[i]!, paidOn: a.paidOn }] : []));
  await payDemoDebts(db, random, payments);
}

/** One collection per registry and day, in time order, through the ledger itself. */
async function payDemoDebts(db: Db, random: Random, payments: Payment[]): Promise<void> {
  const byVisit = new Map<string, Payment[]>();
  for (const p of payments) {
    const key = `${p.paidOn}|${p.registryOid}`;
    byVisit.set(key, [...(byVisit.get(key) ?? []), p]);
  }
  for (const key of [...byVisit.keys()].sort()) {
    const visit = byVisit.get(key)!;
    const paidOn = visit[0]!.paidOn;
    await recordCollection(db, {
      registryOid: visit[0]!.registryOid,
      accrualOids: visit.map((p) => p.accrualOid),
      collectionType: random.chance(0.6) ? 4 : 1,
      channel: random.chance(0.6) ? 'online' : 'desk',
      asOf: paidOn,
      collectedAt: new Date(`${paidOn}T${pad(random.int(9, 16))}:${pad(random.int(0, 59))}:00+03:00`),
    });
  }
}

export async function seedLedger(db: Db, random: Random, calendar: DemoCalendar): Promise<void> {
  await seedDemoLedger(db, random, calendar);
  // Everyone else gets generated rows; their number follows the registries, which follow --scale.
  await seedBulkLedger(db, calendar, [...new Set([...demoEstates.map((e) => e.owner), ...demoSubscriptions.map((s) => s.owner)])]);
}
