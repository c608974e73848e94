import type { Db } from '../db/kysely';
import { createAccruals, revenueCodes } from '../ledger';
import { insertCase, nextCaseOid } from '../modules/water-late-debts/case-repo';
import { noticeNumber } from '../modules/water-late-debts/notices';
import { waterClerkNationalId } from './backoffice';
import type { DemoCalendar } from './demo-calendar';

/**
 * Two late subscribers of ELİF KOÇ (not a member, she pays by fast payment), so the late-debt
 * screen has its whole way to show: 1000010 was sent a notice 25 days ago whose period has
 * passed (the clerk may order the cut), 1000011 has overdue bills and no notice yet. Each has its
 * own registered phone. Bills are due 75, 45 and 15 days before today. No random draws.
 */
export const lateDebtDemo = {
  owner: '23456789060',
  noticed: { subscriberNo: '1000010', gsm: '5467770010', meterNo: 'SY2080010', bills: [41_240, 38_915, 45_590] },
  fresh: { subscriberNo: '1000011', gsm: '5467770011', meterNo: 'SY2080011', bills: [27_860, 31_405] },
} as const;

const dueDaysAgo = [75, 45, 15];

/** The month `back` months before today's, as the bill's period label (YYYY/MM). */
function monthsBack(today: string, back: number): string {
  const d = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 - back, 1));
  return `${d.getUTCFullYear()}/${String(d.getUTCMonth() + 1).padStart(2, '0')}`;
}

async function lateSubscription(db: Db, calendar: DemoCalendar, demo: (typeof lateDebtDemo)['noticed' | 'fresh']) {
  const owner = await db
    .selectFrom('registry')
    .select(['oid', 'registry_type', 'district_code', 'street_code', 'outer_door_oid', 'inner_door_oid'])
    .where('national_id', '=', lateDebtDemo.owner)
    .executeTakeFirstOrThrow();
  const { oid } = await db
    .insertInto('subscription')
    .values({
      subscriber_no: demo.subscriberNo,
      registry_oid: owner.oid,
      subscriber_type: owner.registry_type,
      tariff: 'KONUT',
      district_code: owner.district_code,
      street_code: owner.street_code,
      outer_door_oid: owner.outer_door_oid,
      inner_door_oid: owner.inner_door_oid,
      meter_no: demo.meterNo,
      deposit_amount: 40_000,
      water_line_status: 1,
      gsm: demo.gsm,
      started_on: calendar.fromToday(-400),
    })
    .returning('oid')
    .executeTakeFirstOrThrow();
  // The newest bill is last month's, so the billing run of that month leaves these subscriptions to the previous system.
  const bills = demo.bills.map((amount, i) => {
    const back = demo.bills.length - i;
    const due = calendar.fromToday(-dueDaysAgo[dueDaysAgo.length - back]!);
    const accruedOn = calendar.fromToday(-dueDaysAgo[dueDaysAgo.length - back]! - 20);
    return {
      registry_oid: owner.oid,
      income_type_code: 'SU',
      revenue_code: revenueCodes.waterUsage,
      revenue_type: 1 as const,
      description: `Su Kullanım Bedeli (abone ${demo.subscriberNo})`,
      year: Number(accruedOn.slice(0, 4)),
      period_label: monthsBack(calendar.today, back),
      amount,
      due_date: due,
      accrued_on: accruedOn,
      source_kind: 'subscription' as const,
      source_oid: Number(oid),
      subscription_oid: Number(oid),
      real_estate_oid: null,
    };
  });
  await createAccruals(db, bills);
  return { subscriptionOid: Number(oid), bills };
}

export async function seedWaterLateDebts(db: Db, calendar: DemoCalendar): Promise<void> {
  const clerk = await db
    .selectFrom('member as m')
    .innerJoin('registry as r', 'r.oid', 'm.registry_oid')
    .select('m.oid')
    .where('r.national_id', '=', await waterClerkNationalId(db))
    .executeTakeFirstOrThrow();
  const noticed = await lateSubscription(db, calendar, lateDebtDemo.noticed);
  await lateSubscription(db, calendar, lateDebtDemo.fresh);
  // The notice went out when the two older bills were overdue, with 15 days to pay.
  const noticedOn = calendar.fromToday(-25);
  const caseOid = await nextCaseOid(db);
  await insertCase(db, {
    oid: caseOid,
    subscription_oid: noticed.subscriptionOid,
    status: 'noticed',
    notice_no: noticeNumber(noticedOn.slice(0, 4), caseOid),
    overdue_amount: noticed.bills[0]!.amount + noticed.bills[1]!.amount,
    overdue_bills: 2,
    oldest_due_date: noticed.bills[0]!.due_date,
    pay_by: calendar.fromToday(-10),
    noticed_at: new Date(`${noticedOn}T10:30:00+03:00`),
    noticed_by: Number(clerk.oid),
    notice_sms_sent: true,
  });
}
