import { istanbulDate } from '@ebelediye/contract';
import type { Db } from '../../db/kysely';
import { DomainError } from '../../platform/domain-error';
import { addDays, nextWorkingDay } from '../../reference-data/calendar';
import { holidayCalendar } from '../../reference-data/holiday-calendar';
import { findSubscriptionForReading, insertReading } from '../../subscriptions/meter-reading-repo';
import { findTariffInForce, findTaxRateInForce } from '../../subscriptions/tariff-in-force-repo';
import { billSubscription, type BillOutcome } from '../../subscriptions/water-bill';
import { indexConcern } from '../../subscriptions/reading-check';

/** A final bill falls due like a period's bill (docs/domain/water.md, "Bill date and due date"). */
const DAYS_TO_PAY = 15;

export interface FinalReading {
  subscriptionOid: number;
  meterStatus: 1 | 2 | 3;
  meterIndex?: number | undefined;
  /** The clerk has checked an index far from the subscriber's average. */
  confirmed?: boolean | undefined;
}

/**
 * A final index is never below what the meter already showed; one far from the subscriber's
 * average is taken only when the clerk confirms it, as a reader's would be (docs/domain/water.md).
 */
async function requirePlausibleFinalIndex(db: Db, reading: FinalReading, meterNo: string, today: string) {
  const { concern, previousHigh } = await indexConcern(db, reading.subscriptionOid, meterNo, reading.meterIndex!, today);
  if (concern === 'belowPrevious') throw new DomainError('WATER_FINAL_INDEX_BELOW_PREVIOUS', undefined, { 'action.meterIndex': `Önceki endeks ${previousHigh} m³.` });
  if (concern === 'unusual' && !reading.confirmed) throw new DomainError('WATER_FINAL_INDEX_UNUSUAL', undefined, { 'action.meterIndex': 'Endeksi kontrol edip onaylayınız.' });
}

/**
 * Refuses, before anything is written, a final bill that cannot be made: an index below the one
 * the meter already showed or far from the average unconfirmed, or no tariff or tax rate in force on the day. Answers the due date.
 */
export async function prepareFinalBill(db: Db, reading: FinalReading, now: Date): Promise<{ dueDate: string }> {
  const today = istanbulDate(now);
  const subscription = await findSubscriptionForReading(db, reading.subscriptionOid);
  if (!subscription) throw new DomainError('NOT_FOUND');
  if (reading.meterStatus === 1) await requirePlausibleFinalIndex(db, reading, subscription.meter_no, today);
  const tariff = await findTariffInForce(db, subscription.subscriber_type, today);
  const missing = [
    ...(tariff ? [] : [`${subscription.subscriber_type} tarifesi`]),
    ...((await findTaxRateInForce(db, 'KDV', today)) ? [] : ['KDV oranı']),
    ...(tariff?.environment_tax && !(await findTaxRateInForce(db, 'CTV', today)) ? ['ÇTV tutarı'] : []),
  ];
  if (missing.length > 0) throw new DomainError('WATER_BILLING_RATES_MISSING', `Son fatura tarihinde (${today}) geçerli olmayanlar: ${missing.join(', ')}.`);
  const { deadlineHolidays } = await holidayCalendar(db);
  return { dueDate: nextWorkingDay(addDays(today, DAYS_TO_PAY), deadlineHolidays) };
}

/**
 * The cut line's final bill (docs/domain/water.md, "Cancellation and set-off"), in the caller's
 * transaction: the final reading is recorded (a meter not working or missing gives an estimate),
 * and the days since the last bill up to today are billed as a period's bill would be, at the
 * tariff in force today. The bill belongs to today's period, so that period's run leaves the
 * subscription alone, and a run of an earlier period still unbilled finds a later bill and does too.
 */
export async function makeFinalBill(trx: Db, reading: FinalReading, by: number, now: Date, dueDate: string): Promise<BillOutcome> {
  const today = istanbulDate(now);
  const subscription = (await findSubscriptionForReading(trx, reading.subscriptionOid))!;
  await insertReading(trx, {
    subscription_oid: reading.subscriptionOid,
    meter_no: subscription.meter_no,
    meter_index: reading.meterStatus === 1 ? reading.meterIndex! : null,
    meter_status: reading.meterStatus,
    kind: 'reading',
    source: 'reader',
    photo_file_oid: null,
    confirmed: true,
    entered_by: by,
    read_at: now,
    read_on: today,
  });
  const facts = { runOid: null, period: today.slice(0, 7), billDate: today, dueDate, upTo: today };
  return billSubscription(trx, facts, { oid: reading.subscriptionOid, registry_oid: Number(subscription.registry_oid), subscriber_type: subscription.subscriber_type });
}
