import { createAccruals, recordCollection, revenueCodes } from '../ledger';
import { nextWorkingDay } from '../reference-data/calendar';
import { holidayCalendar } from '../reference-data/holiday-calendar';
import type { Db } from '../db/kysely';

/**
 * A second subscription that can be cancelled with a refund: HATİCE ÇELİK's meter,
 * with the İSKİ konut deposit and one open bill smaller than it, so the back office's refund
 * (approved by one clerk, paid by another) can be shown from the citizen's request onwards
 * without touching ZEYNEP KAYA's cancellation demo (1000006), which the citizen journey uses.
 * No random draws: the other seeds' values stay as they are.
 */
export const refundDemo = { subscriberNo: '1000090', owner: '62345678900', gsm: '5441234567', deposit: 96_840, openBill: 24_010 };

export async function seedWaterRefundDemo(db: Db): Promise<void> {
  const owner = await db
    .selectFrom('registry')
    .select(['oid', 'registry_type', 'district_code', 'street_code', 'outer_door_oid', 'inner_door_oid'])
    .where('national_id', '=', refundDemo.owner)
    .executeTakeFirstOrThrow();
  const [subscription] = await db
    .insertInto('subscription')
    .values({
      subscriber_no: refundDemo.subscriberNo,
      registry_oid: owner.oid,
      subscriber_type: owner.registry_type,
      tariff: 'KONUT',
      district_code: owner.district_code,
      street_code: owner.street_code,
      outer_door_oid: owner.outer_door_oid,
      inner_door_oid: owner.inner_door_oid,
      meter_no: 'SY2080090',
      deposit_amount: refundDemo.deposit,
      water_line_status: 1,
      gsm: refundDemo.gsm,
      started_on: '2023-05-02',
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
  const [deposit] = await createAccruals(db, [
    {
      ...common,
      revenue_code: revenueCodes.waterDeposit,
      revenue_type: 3,
      description: 'Su Güvence Bedeli',
      year: 2023,
      period_label: '2023/05',
      amount: refundDemo.deposit,
      due_date: '2023-05-12',
      accrued_on: '2023-05-02',
    },
    {
      ...common,
      revenue_code: revenueCodes.waterUsage,
      revenue_type: 1,
      description: 'Su Kullanım Bedeli (10 m³)',
      year: 2026,
      period_label: '2026/10',
      amount: refundDemo.openBill,
      due_date: nextWorkingDay('2026-11-20', deadlineHolidays),
      accrued_on: '2026-10-28',
    },
  ]);
  await recordCollection(db, {
    registryOid: owner.oid,
    accrualOids: [deposit!],
    collectionType: 4,
    channel: 'online',
    asOf: '2023-05-08',
    collectedAt: new Date('2023-05-08T10:15:00+03:00'),
  });
}
