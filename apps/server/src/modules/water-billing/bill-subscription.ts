import type { Db } from '../../db/kysely';
import type { EstimateReason, SubscriberType } from '../../db/schema/water-billing';
import { createAccruals, revenueCodes } from '../../ledger';
import { calculateBill } from './bill-calculation';
import { findBillsBefore, hasEarlierUsageAccrual, insertBillIfNew, insertBillLines, setBillAccrual } from './billing-repo';
import { addDays } from '../../reference-data/calendar';
import { averageOf, consumptionAlong, daysBetween, estimateM3, leakSuspected, periodBounds, type Average } from './consumption';
import { queueLeakAlert, type LeakAlerts } from './leak-alert';
import { findEarliestIndexedReading, findIndexedReadingsAfter, findLatestReadingIn, findReading } from './reading-repo';
import { findBlocksOf, findReductionOf, findTaxRateInForce } from './tariff-repo';
import { findTariffInForce } from '../../subscriptions/tariff-in-force-repo';

export interface RunFacts {
  oid: number;
  period: string;
  billDate: string;
  dueDate: string;
}

interface Usage {
  m3: number;
  fromDate: string;
  toDate: string;
  estimateReason: EstimateReason | null;
  toReadingOid: number | null;
  toIndex: number | null;
  /** The average of the bills before, which an estimate and a leak alert go by. */
  average: Average | null;
}

const estimateReasonOf = (status: 1 | 2 | 3 | undefined): EstimateReason => (status === 2 ? 'meterNotWorking' : status === 3 ? 'noMeter' : 'noReading');

/**
 * The period's consumption (docs/domain/water.md, "Readings and estimates"): from the last
 * billed reading to the period's last reading when that reading is a working meter's, less what
 * estimates billed in between; otherwise an estimate from the average for the days since the
 * last bill.
 */
async function usageOf(trx: Db, subscriptionOid: number, period: string): Promise<Usage> {
  const { start, end } = periodBounds(period);
  const bills = await findBillsBefore(trx, subscriptionOid, period);
  const previous = bills[0];
  const lastRead = bills.find((b) => b.to_reading_oid !== null);
  const anchor = lastRead ? await findReading(trx, Number(lastRead.to_reading_oid)) : await findEarliestIndexedReading(trx, subscriptionOid);
  const latest = await findLatestReadingIn(trx, subscriptionOid, start, end);
  if (anchor && latest && latest.meter_status === 1 && latest.read_at.getTime() >= anchor.read_at.getTime() && Number(latest.oid) !== Number(anchor.oid)) {
    const chain = await findIndexedReadingsAfter(trx, subscriptionOid, { readAt: anchor.read_at, oid: Number(anchor.oid) }, { readAt: latest.read_at, oid: Number(latest.oid) });
    const start = { meterNo: anchor.meter_no, index: lastRead?.to_index ?? anchor.meter_index! };
    const along = consumptionAlong(
      start,
      chain.map((r) => ({ meterNo: r.meter_no, index: r.meter_index! })),
    );
    const since = bills.filter((b) => b.to_date >= anchor.read_on);
    const estimatedSince = since.filter((b) => b.estimate_reason !== null).reduce((sum, b) => sum + b.consumption_m3, 0);
    // The days not yet billed start where the last bill that charged consumption ended: an estimate
    // of nothing (no history yet) covered no days, so the first real bill prorates from the base reading.
    const covered = since.find((b) => b.estimate_reason === null || b.consumption_m3 > 0);
    return {
      m3: Math.max(0, along.m3 - estimatedSince),
      fromDate: covered?.to_date ?? anchor.read_on,
      toDate: latest.read_on,
      estimateReason: null,
      toReadingOid: Number(latest.oid),
      toIndex: along.high,
      average: averageOf(bills),
    };
  }
  const fromDate = previous?.to_date ?? anchor?.read_on ?? addDays(start, -1);
  const toDate = latest && latest.meter_status !== 1 ? latest.read_on : end;
  return {
    m3: estimateM3(averageOf(bills), Math.max(0, daysBetween(fromDate, toDate))),
    fromDate,
    toDate,
    estimateReason: estimateReasonOf(latest?.meter_status),
    toReadingOid: null,
    toIndex: null,
    average: averageOf(bills),
  };
}

export interface BillOutcome {
  billed: boolean;
  /** The SMS outbox row of a leak alert queued with the bill, to deliver after the commit. */
  alertOutboxOid: number | null;
}

/**
 * Makes one subscription's bill of the run's period in the caller's transaction, unless it has
 * one, or the previous billing system billed the period: the bill, its lines, its accrual and a
 * leak alert go in together.
 */
export async function billSubscription(
  trx: Db,
  run: RunFacts,
  subscription: { oid: number; registry_oid: number; subscriber_type: SubscriberType },
  alerts: LeakAlerts | null = null,
): Promise<BillOutcome> {
  const subscriptionOid = Number(subscription.oid);
  const [year, month] = run.period.split('-');
  const periodLabel = `${year}/${month}`;
  if (await hasEarlierUsageAccrual(trx, subscriptionOid, periodLabel, revenueCodes.waterUsage)) return { billed: false, alertOutboxOid: null };
  const usage = await usageOf(trx, subscriptionOid, run.period);
  const tariff = (await findTariffInForce(trx, subscription.subscriber_type, run.billDate))!;
  const blocks = await findBlocksOf(trx, [Number(tariff.oid)]);
  const vat = (await findTaxRateInForce(trx, 'KDV', run.billDate))!;
  const environmentTax = tariff.environment_tax ? (await findTaxRateInForce(trx, 'CTV', run.billDate))! : null;
  const reduction = await findReductionOf(trx, subscriptionOid);
  const days = Math.max(0, daysBetween(usage.fromDate, usage.toDate));
  const { lines, total } = calculateBill({
    consumptionM3: usage.m3,
    days,
    blocks: blocks.map((b) => ({ upperLimitM3: b.upper_limit_m3, waterPrice: Number(b.water_price), wastewaterPrice: Number(b.wastewater_price) })),
    fixedCharge: Number(tariff.fixed_charge),
    environmentTaxPerM3: environmentTax ? environmentTax.value : null,
    vatRateBp: vat.value,
    reduction: reduction ? { name: reduction.name, rateBp: reduction.rate_bp } : null,
  });
  const billOid = await insertBillIfNew(trx, {
    subscription_oid: subscriptionOid,
    period: run.period,
    run_oid: run.oid,
    registry_oid: Number(subscription.registry_oid),
    tariff_oid: Number(tariff.oid),
    bill_date: run.billDate,
    due_date: run.dueDate,
    from_date: usage.fromDate,
    to_date: usage.toDate,
    days,
    consumption_m3: usage.m3,
    estimate_reason: usage.estimateReason,
    to_reading_oid: usage.toReadingOid,
    to_index: usage.toIndex,
    total,
    accrual_oid: null,
  });
  if (billOid === undefined) return { billed: false, alertOutboxOid: null };
  await insertBillLines(
    trx,
    lines.map((line, i) => ({
      bill_oid: billOid,
      line_no: i + 1,
      kind: line.kind,
      description: line.description,
      quantity_milli_m3: line.quantityMilliM3,
      unit_price: line.unitPrice,
      amount: line.amount,
    })),
  );
  if (total > 0) {
    const [accrualOid] = await createAccruals(trx, [
      {
        registry_oid: Number(subscription.registry_oid),
        income_type_code: 'SU',
        revenue_code: revenueCodes.waterUsage,
        revenue_type: 1,
        description: `Su Kullanım Bedeli (${usage.estimateReason ? 'tahmini ' : ''}${usage.m3} m³)`,
        year: Number(year),
        period_label: periodLabel,
        amount: total,
        due_date: run.dueDate,
        accrued_on: run.billDate,
        source_kind: 'subscription',
        source_oid: subscriptionOid,
        subscription_oid: subscriptionOid,
        real_estate_oid: null,
      },
    ]);
    await setBillAccrual(trx, billOid, accrualOid!);
  }
  const alert =
    alerts && usage.estimateReason === null && leakSuspected(usage.m3, days, usage.average)
      ? await queueLeakAlert(trx, alerts, { subscriptionOid, period: run.period, m3: usage.m3, expectedM3: estimateM3(usage.average, days) })
      : null;
  return { billed: true, alertOutboxOid: alert };
}
