import type { Db } from '../db/kysely';
import { recordCollection } from '../ledger';
import { billSubscription } from '../subscriptions/water-bill';
import { addDays, nextWorkingDay } from '../reference-data/calendar';
import { holidayCalendar } from '../reference-data/holiday-calendar';
import { waterClerkNationalId, memberOidOf } from './backoffice';
import { dayOf, type DemoCalendar } from './demo-calendar';

/**
 * A subscription billed from meter readings by the water-billing module (docs/domain/water.md):
 * AHMET YILMAZ's flat, opened in October 2024 of the story, read by the water unit on the 26th of
 * every month. The 23 months up to September 2026 are billed by the portal's own bill function
 * (one finished run row per period, as a run of that month would have left) and paid a few days
 * before they fell due, so AHMET's open debts stay what the other demo stories expect; October
 * 2026's reading waits for the clerk's billing run (`/yonetim/su-faturalama`), which skips every
 * other subscription: the previous billing system already billed their month (the legacy seeds).
 */
export const billedDemo = { subscriberNo: '1000007', owner: '10000000146', gsm: '5321234567', meterNo: 'SY2080007', baseIndex: 1_240 } as const;

/** m³ a month, November 2024 to October 2026 of the story: more in the summer. */
const monthlyUse = [14, 13, 12, 12, 13, 14, 16, 19, 23, 25, 21, 16, 15, 13, 12, 12, 13, 15, 17, 20, 24, 26, 22, 17];

export async function seedWaterReadings(db: Db, calendar: DemoCalendar): Promise<void> {
  const owner = await db
    .selectFrom('registry')
    .select(['oid', 'registry_type', 'district_code', 'street_code', 'outer_door_oid', 'inner_door_oid'])
    .where('national_id', '=', billedDemo.owner)
    .executeTakeFirstOrThrow();
  const startedOn = calendar.date('2024-10-26');
  const { oid } = await db
    .insertInto('subscription')
    .values({
      subscriber_no: billedDemo.subscriberNo,
      registry_oid: owner.oid,
      subscriber_type: owner.registry_type,
      tariff: 'KONUT',
      district_code: owner.district_code,
      street_code: owner.street_code,
      outer_door_oid: owner.outer_door_oid,
      inner_door_oid: owner.inner_door_oid,
      meter_no: billedDemo.meterNo,
      deposit_amount: 0,
      water_line_status: 1,
      gsm: billedDemo.gsm,
      started_on: startedOn,
    })
    .returning('oid')
    .executeTakeFirstOrThrow();
  const subscription = { oid: Number(oid), registry_oid: Number(owner.oid), subscriber_type: owner.registry_type };
  const reader = await memberOidOf(db, await waterClerkNationalId(db));
  const read = async (on: string, index: number) =>
    db
      .insertInto('water_meter_reading')
      .values({
        subscription_oid: subscription.oid,
        meter_no: billedDemo.meterNo,
        meter_index: index,
        meter_status: 1,
        kind: 'reading',
        source: 'reader',
        photo_file_oid: null,
        confirmed: false,
        entered_by: reader,
        read_at: new Date(`${on}T10:30:00+03:00`),
        read_on: on,
      })
      .execute();
  await read(startedOn, billedDemo.baseIndex);

  const { deadlineHolidays } = await holidayCalendar(db);
  let index = billedDemo.baseIndex;
  for (const [i, m3] of monthlyUse.entries()) {
    const month = calendar.recentMonth(2024, 11 + i);
    index += m3;
    await read(dayOf(month, 26), index);
    if (i === monthlyUse.length - 1) break;
    const period = dayOf(month, 1).slice(0, 7);
    const billDate = addDays(dayOf(month, 28), 5);
    const dueDate = nextWorkingDay(addDays(billDate, 15), deadlineHolidays);
    const run = await db
      .insertInto('water_billing_run')
      .values({
        period,
        bill_date: billDate,
        due_date: dueDate,
        status: 'finished',
        bill_count: 1,
        started_by: null,
        started_at: new Date(`${billDate}T08:00:00+03:00`),
        finished_at: new Date(`${billDate}T08:01:00+03:00`),
      })
      .returning('oid')
      .executeTakeFirstOrThrow();
    await billSubscription(db, { runOid: Number(run.oid), period, billDate, dueDate }, subscription);
    const bill = await db.selectFrom('water_bill').select('accrual_oid').where('subscription_oid', '=', subscription.oid).where('period', '=', period).executeTakeFirstOrThrow();
    const paidOn = addDays(dueDate, -3);
    if (bill.accrual_oid !== null && calendar.isPast(paidOn)) {
      await recordCollection(db, {
        registryOid: subscription.registry_oid,
        accrualOids: [Number(bill.accrual_oid)],
        collectionType: 4,
        channel: 'online',
        asOf: paidOn,
        collectedAt: new Date(`${paidOn}T19:40:00+03:00`),
      });
    }
  }
}
