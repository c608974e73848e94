import { parameterTypeCodes } from '@ebelediye/contract';
import { createAccruals, recordCollection, revenueCodes, type NewAccrual } from '../ledger';
import { nextWorkingDay } from '../reference-data/calendar';
import { holidayCalendar } from '../reference-data/holiday-calendar';
import type { Db } from '../db/kysely';
import { dayOf, type DemoCalendar } from './demo-calendar';
import type { seededRandom } from './random';

type Random = ReturnType<typeof seededRandom>;

/**
 * A subscription made for contract cancellation: ZEYNEP KAYA's second meter, with
 * the İSKİ konut deposit (968,40 TL, docs/domain/water.md) and one open bill smaller than the deposit,
 * so the demo shows a set-off and a refund. The other demo subscriptions owe more than their
 * deposit and show the "pay first" refusal. The bills are those of the three months before
 * today's (August to October 2026 in the story); the first two are paid.
 */
const cancellationDemo = { subscriberNo: '1000006', owner: '12345678950', gsm: '5337654321', deposit: 96_840 };

export async function seedWater(db: Db, random: Random, calendar: DemoCalendar): Promise<void> {
  // Open water debts are set off against the deposit (İZSU/İSKİ practice, docs/domain/water.md);
  // a municipality that wants them paid first sets PAY_FIRST.
  await db
    .insertInto('parameter')
    .values({
      parameter_type_code: parameterTypeCodes.systemSetting,
      parameter_code: 'WATER_DEBT_SETTLEMENT',
      parameter_name: 'Abonelik iptalinde su borçları (SET_OFF: güvenceden mahsup, PAY_FIRST: önce ödenir)',
      parameter_value: 'SET_OFF',
    })
    .execute();

  const owner = await db
    .selectFrom('registry')
    .select(['oid', 'registry_type', 'district_code', 'street_code', 'outer_door_oid', 'inner_door_oid'])
    .where('national_id', '=', cancellationDemo.owner)
    .executeTakeFirstOrThrow();
  const [subscription] = await db
    .insertInto('subscription')
    .values({
      subscriber_no: cancellationDemo.subscriberNo,
      registry_oid: owner.oid,
      subscriber_type: owner.registry_type,
      tariff: 'KONUT',
      district_code: owner.district_code,
      street_code: owner.street_code,
      outer_door_oid: owner.outer_door_oid,
      inner_door_oid: owner.inner_door_oid,
      meter_no: `SY${random.int(1_000_000, 9_999_999)}`,
      deposit_amount: cancellationDemo.deposit,
      water_line_status: 1,
      gsm: cancellationDemo.gsm,
      started_on: calendar.date('2024-03-01'),
    })
    .returning('oid')
    .execute();
  const common = {
    registry_oid: owner.oid,
    income_type_code: 'SU',
    source_kind: 'subscription' as const,
    source_oid: subscription!.oid,
    subscription_oid: subscription!.oid,
    real_estate_oid: null,
    instalment_no: 1,
  };
  const { deadlineHolidays } = await holidayCalendar(db);
  const billMonth = (storyMonth: number) => calendar.recentMonth(2026, storyMonth);
  /** The 18th or 19th of the month a bill falls due in: paid a day or two before its due date (the 20th or later). */
  const paidIn = (storyMonth: number, day: number) => dayOf(calendar.recentMonth(2026, storyMonth + 1), day);
  const bill = (storyMonth: number, m3: number): NewAccrual => {
    const { year, month } = billMonth(storyMonth);
    return {
      ...common,
      revenue_code: revenueCodes.waterUsage,
      revenue_type: 1,
      description: `Su Kullanım Bedeli (${m3} m³)`,
      year,
      period_label: `${year}/${String(month).padStart(2, '0')}`,
      amount: m3 * 2_405 - (m3 === 10 ? 40 : 0),
      due_date: nextWorkingDay(dayOf(calendar.recentMonth(2026, storyMonth + 1), 20), deadlineHolidays),
      accrued_on: dayOf({ year, month }, 28),
    };
  };
  const depositYear = calendar.yearOf(2024);
  const [deposit, august, september] = await createAccruals(db, [
    {
      ...common,
      revenue_code: revenueCodes.waterDeposit,
      revenue_type: 3,
      description: 'Su Güvence Bedeli',
      year: depositYear,
      period_label: `${depositYear}/03`,
      amount: cancellationDemo.deposit,
      due_date: nextWorkingDay(calendar.date('2024-03-11'), deadlineHolidays),
      accrued_on: calendar.date('2024-03-01'),
    },
    bill(8, random.int(8, 14)),
    bill(9, random.int(8, 14)),
    bill(10, 10),
  ]);
  const pay = (accrualOids: number[], on: string) =>
    recordCollection(db, { registryOid: owner.oid, accrualOids, collectionType: 4, channel: 'online', asOf: on, collectedAt: new Date(`${on}T10:15:00+03:00`) });
  await pay([deposit!], calendar.date('2024-03-04'));
  await pay([august!], paidIn(8, 18));
  await pay([september!], paidIn(9, 19));
}
