import { istanbulDate, meterOperationTypes } from '@ebelediye/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/kysely';
import { DomainError } from '../../platform/domain-error';
import { changeSubscription, insertSubscription, tariffOfType } from '../../subscriptions/subscription-repo';
import type { ApplicationRow } from './repo';

/*
 * What an approval writes to the subscription tables (ADR 16): a new subscription with its meter,
 * a replaced meter, a transfer to a new holder, a new address. The subscription rows themselves
 * are written by their owner, the subscription register (subscriptions/).
 */

async function feeAccrualsOf(trx: Db, applicationOid: number) {
  return trx
    .selectFrom('water_application_fee as f')
    .innerJoin('accrual as a', 'a.oid', 'f.accrual_oid')
    .select(['a.oid', 'a.amount', 'a.revenue_type', 'a.status'])
    .where('f.application_oid', '=', applicationOid)
    .execute();
}

const depositOf = (fees: Awaited<ReturnType<typeof feeAccrualsOf>>) => fees.filter((f) => f.revenue_type === 3).reduce((s, f) => s + Number(f.amount), 0);

async function requireFreeMeter(trx: Db, meterNo: string) {
  const taken = await trx.selectFrom('subscription').select('oid').where('meter_no', '=', meterNo).executeTakeFirst();
  if (taken) throw new DomainError('WATER_METER_TAKEN');
}

async function newSubscriberNo(trx: Db): Promise<string> {
  for (;;) {
    const { rows } = await sql<{ n: string }>`select nextval('water_subscriber_no_seq')::text as n`.execute(trx);
    const candidate = rows[0]!.n;
    if (!(await trx.selectFrom('subscription').select('oid').where('subscriber_no', '=', candidate).executeTakeFirst())) return candidate;
  }
}

/** The meter operation the water unit did for an application (mounting 2, replacement 3). */
function recordMeterOperation(
  trx: Db,
  op: { subscriptionOid: number; operationType: 2 | 3; meter: { meterNo: string; meterReading: number }; applicationOid: number; clerk: number; now: Date },
) {
  return trx
    .insertInto('water_meter_operation')
    .values({
      subscription_oid: op.subscriptionOid,
      operation_type: op.operationType,
      meter_no: op.meter.meterNo,
      meter_reading: op.meter.meterReading,
      application_oid: op.applicationOid,
      done_by: op.clerk,
      done_at: op.now,
    })
    .execute();
}

/**
 * The meter is mounted on a new subscription (meter operation type 2): the subscription is
 * created in the applicant's name with a new subscriber number, and the paid deposit and
 * connection fee become its first accruals (the caller hands them to it through the ledger), so
 * it shows in the citizen's water debts.
 */
export async function mountNewSubscription(trx: Db, row: ApplicationRow, meter: { meterNo: string; meterReading: number }, clerk: number, now: Date) {
  await requireFreeMeter(trx, meter.meterNo);
  const fees = await feeAccrualsOf(trx, Number(row.oid));
  const subscriberNo = await newSubscriberNo(trx);
  const subscription = await insertSubscription(trx, {
    subscriber_no: subscriberNo,
    registry_oid: Number(row.registry_oid),
    subscriber_type: row.subscriber_type!,
    tariff: tariffOfType[row.subscriber_type!],
    district_code: row.district_code,
    street_code: row.street_code,
    outer_door_oid: row.outer_door_oid,
    inner_door_oid: row.inner_door_oid,
    meter_no: meter.meterNo,
    deposit_amount: depositOf(fees),
    water_line_status: 1,
    gsm: row.gsm,
    started_on: istanbulDate(now),
  });
  const subscriptionOid = Number(subscription.oid);
  await recordMeterOperation(trx, { subscriptionOid, operationType: meterOperationTypes.mounting.code as 2, meter, applicationOid: Number(row.oid), clerk, now });
  return { subscriptionOid, subscriberNo, feeAccrualOids: fees.map((f) => Number(f.oid)) };
}

/** The meter of an existing subscription is replaced (meter operation type 3). */
export async function replaceMeter(trx: Db, row: ApplicationRow, meter: { meterNo: string; meterReading: number }, clerk: number, now: Date) {
  await requireFreeMeter(trx, meter.meterNo);
  await changeSubscription(trx, Number(row.subscription_oid), { meter_no: meter.meterNo });
  await recordMeterOperation(trx, {
    subscriptionOid: Number(row.subscription_oid),
    operationType: meterOperationTypes.replacement.code as 3,
    meter,
    applicationOid: Number(row.oid),
    clerk,
    now,
  });
}

/**
 * Assignment: the subscription moves to the applicant with their deposit and phone. Accruals
 * are not touched: each stays with the registry it was charged to, so the old holder's debts
 * stay with the old holder and only later bills reach the new one.
 */
export async function transferSubscription(trx: Db, row: ApplicationRow) {
  const subscription = await trx
    .selectFrom('subscription')
    .select(['oid', 'water_line_status', 'ended_on'])
    .where('oid', '=', Number(row.subscription_oid))
    .forUpdate()
    .executeTakeFirst();
  if (!subscription || subscription.ended_on !== null || subscription.water_line_status === 3)
    throw new DomainError('WATER_LINE_NOT_ACTIVE', 'Bu aboneliğin su hattı kesilmiş; devir yapılamaz.');
  const fees = await feeAccrualsOf(trx, Number(row.oid));
  await changeSubscription(trx, Number(row.subscription_oid), {
    registry_oid: Number(row.registry_oid),
    subscriber_type: row.subscriber_type!,
    gsm: row.gsm,
    deposit_amount: depositOf(fees),
  });
}

/** Address update: the subscription moves to the new door from the address lookups, with the new phone. */
export async function updateSubscriptionAddress(trx: Db, row: ApplicationRow) {
  await changeSubscription(trx, Number(row.subscription_oid), {
    district_code: row.district_code,
    street_code: row.street_code,
    outer_door_oid: row.outer_door_oid,
    inner_door_oid: row.inner_door_oid,
    gsm: row.gsm,
  });
}

export async function paidFeeTotal(db: Db, applicationOid: number) {
  return (await feeAccrualsOf(db, applicationOid)).filter((f) => f.status === 'paid').reduce((s, f) => s + Number(f.amount), 0);
}
