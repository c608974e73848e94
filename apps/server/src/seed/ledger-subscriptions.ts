import { revenueCodes, type NewAccrual } from '../ledger';
import { nextWorkingDay, type HolidayDates } from '../reference-data/calendar';
import type { Db } from '../db/kysely';
import { dayOf, type DemoCalendar } from './demo-calendar';
import { addressOf, isoAddDays, pad, type DemoAccrual, type DemoOwner } from './ledger-demo-rows';
import type { Random } from './random';

export const demoSubscriptions = [
  { subscriberNo: '1000001', owner: '10000000146', gsm: '5321234567', tariff: 'KONUT' },
  { subscriberNo: '1000002', owner: '10000000146', gsm: '5321234567', tariff: 'KONUT' },
  { subscriberNo: '1000003', owner: '12345678950', gsm: '5337654321', tariff: 'KONUT' },
  { subscriberNo: '1000004', owner: '64211142102', gsm: '5051112233', tariff: 'KONUT' },
  { subscriberNo: '1000005', owner: '4540536920', gsm: '5421112233', tariff: 'İŞYERİ' },
] as const;

/** The subscription's row, started in the story's 2021 with a meter number drawn for it. */
async function insertDemoSubscription(db: Db, random: Random, s: (typeof demoSubscriptions)[number], owner: DemoOwner, startedOn: string): Promise<number> {
  const [sub] = await db
    .insertInto('subscription')
    .values({
      subscriber_no: s.subscriberNo,
      registry_oid: owner.oid,
      subscriber_type: owner.registry_type,
      tariff: s.tariff,
      ...addressOf(owner),
      meter_no: `SY${random.int(1_000_000, 9_999_999)}`,
      deposit_amount: s.tariff === 'KONUT' ? 40_000 : 150_000,
      water_line_status: 1,
      gsm: s.gsm,
      started_on: startedOn,
    })
    .returning('oid')
    .execute();
  return sub!.oid;
}

/** Each subscription's deposit and facility fee, paid when it started, then its monthly bills. */
export async function subscriptionAccruals(db: Db, random: Random, calendar: DemoCalendar, owners: Map<string, DemoOwner>, deadlineHolidays: HolidayDates): Promise<DemoAccrual[]> {
  const accruals: DemoAccrual[] = [];
  for (const s of demoSubscriptions) {
    const owner = owners.get(s.owner)!;
    const startedOn = `${calendar.yearOf(2021)}-${pad(random.int(1, 12))}-01`;
    const subscriptionOid = await insertDemoSubscription(db, random, s, owner, startedOn);
    const common = {
      registry_oid: owner.oid,
      income_type_code: 'SU',
      source_kind: 'subscription' as const,
      source_oid: subscriptionOid,
      subscription_oid: subscriptionOid,
      real_estate_oid: null,
      instalment_no: 1,
    };
    const opening = {
      ...common,
      year: calendar.yearOf(2021),
      period_label: startedOn.slice(0, 7).replace('-', '/'),
      due_date: isoAddDays(startedOn, 10),
      accrued_on: startedOn,
    };
    accruals.push({
      row: { ...opening, revenue_code: revenueCodes.waterDeposit, revenue_type: 3, description: 'Su Güvence Bedeli', amount: s.tariff === 'KONUT' ? 40_000 : 150_000 },
      paidOn: isoAddDays(startedOn, 3),
    });
    accruals.push({
      row: { ...opening, revenue_code: revenueCodes.waterFacility, revenue_type: 2, description: 'Su Tesis Bedeli', amount: 65_000 },
      paidOn: isoAddDays(startedOn, 3),
    });
    accruals.push(...monthlyWaterBills(random, calendar, common, deadlineHolidays));
  }
  return accruals;
}

/**
 * Monthly bills of the 22 months before today's (January 2025 to October 2026 in the
 * story), due on the 20th of the next month; the price per m³ rises with the story's year.
 */
function monthlyWaterBills(
  random: Random,
  calendar: DemoCalendar,
  common: Omit<NewAccrual, 'revenue_code' | 'revenue_type' | 'description' | 'year' | 'period_label' | 'amount' | 'due_date' | 'accrued_on'>,
  deadlineHolidays: HolidayDates,
): DemoAccrual[] {
  const bills: DemoAccrual[] = [];
  for (let m = 0; m < 22; m++) {
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
    bills.push({ row, paidOn: m < 18 ? isoAddDays(due, -random.int(0, 8)) : null });
  }
  return bills;
}
