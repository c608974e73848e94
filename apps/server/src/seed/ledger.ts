import { createAccruals, recordCollection, revenueCodes } from '../ledger';
import { nextWorkingDay, type HolidayDates } from '../reference-data/calendar';
import { holidayCalendar } from '../reference-data/holiday-calendar';
import type { Db } from '../db/kysely';
import type { DemoCalendar } from './demo-calendar';
import { seedBulkLedger } from './ledger-bulk';
import { pad, type DemoAccrual, type DemoOwner } from './ledger-demo-rows';
import { demoEstates, estateAccruals } from './ledger-estates';
import { demoSubscriptions, subscriptionAccruals } from './ledger-subscriptions';
import type { Random } from './random';

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

/** AHMET's unpaid administrative fine, and ZEYNEP's marriage fee not yet due. */
function fineAndFeeAccruals(calendar: DemoCalendar, owners: Map<string, DemoOwner>, deadlineHolidays: HolidayDates): DemoAccrual[] {
  const ahmet = owners.get('10000000146')!;
  // The marriage fee of /FastPaymentForMatrimony (revenue code 83), booked for ZEYNEP's wedding a
  // week ago and due in twelve days (16.11.2026 and 05.12.2026 in the story).
  const zeynep = owners.get('12345678950')!;
  const feeDue = calendar.fromToday(12);
  const noSource = { revenue_type: null, instalment_no: 1, source_oid: null, real_estate_oid: null, subscription_oid: null };
  return [
    {
      row: {
        ...noSource,
        registry_oid: ahmet.oid,
        income_type_code: 'CEZA',
        revenue_code: revenueCodes.administrativeFine,
        description: 'İdari Para Cezası (Zabıta, 5326 s.K. md. 32)',
        year: calendar.yearOf(2025),
        period_label: `${calendar.yearOf(2025)}/03`,
        amount: 312_400,
        due_date: nextWorkingDay(calendar.date('2025-04-14'), deadlineHolidays),
        accrued_on: calendar.date('2025-03-14'),
        source_kind: 'fine',
      },
      paidOn: null,
    },
    {
      row: {
        ...noSource,
        registry_oid: zeynep.oid,
        income_type_code: 'HARC',
        revenue_code: revenueCodes.matrimonyFee,
        description: 'Evlendirme Harcı',
        year: Number(feeDue.slice(0, 4)),
        period_label: feeDue.slice(0, 7).replace('-', '/'),
        amount: 185_000,
        due_date: feeDue,
        accrued_on: calendar.fromToday(-7),
        source_kind: 'fee',
      },
      paidOn: null,
    },
  ];
}

async function seedDemoLedger(db: Db, random: Random, calendar: DemoCalendar): Promise<void> {
  const owners = await registriesByIdentifier(db);
  const { deadlineHolidays } = await holidayCalendar(db);
  // In this order: each step draws from the same generator, and the demo's amounts follow from the order.
  const accruals = [
    ...(await estateAccruals(db, random, calendar, owners, deadlineHolidays)),
    ...(await subscriptionAccruals(db, random, calendar, owners, deadlineHolidays)),
    ...fineAndFeeAccruals(calendar, owners, deadlineHolidays),
  ];
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
export async function seedLedger(db: Db, random: Random, calendar: DemoCalendar): Promise<void> {
  await seedDemoLedger(db, random, calendar);
  // Everyone else gets generated rows; their number follows the registries, which follow --scale.
  await seedBulkLedger(db, calendar, [...new Set([...demoEstates.map((e) => e.owner), ...demoSubscriptions.map((s) => s.owner)])]);
}
