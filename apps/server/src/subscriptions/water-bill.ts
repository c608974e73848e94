import type { Db } from '../db/kysely';
import type { EstimateReason, SubscriberType } from '../db/schema/water-billing';
import { createAccruals, revenueCodes } from '../ledger';
import { calculateBill } from './water-bill-calculation';
import { findBillsBefore, hasBillAfter, hasEarlierUsageAccrual, insertBillIfNew, insertBillLines, setBillAccrual } from './water-bill-repo';
import { addDays } from '../reference-data/calendar';
import { averageOf, consumptionAlong, daysBetween, estimateM3, periodBounds, type Average } from './water-consumption';
import { findEarliestIndexedReading, findIndexedReadingsAfter, findLatestReadingIn, findReading } from './meter-reading-repo';
import { findBlocksOf, findReductionOf, findTariffInForce, findTaxRateInForce } from './tariff-in-force-repo';

/** What a bill is made for: the period, its dates, and who makes it. */
export interface BillFacts {
  /** The billing run making the bill; null for a cut line's final bill. */
  runOid: number | null;
  period: string;
  billDate: string;
  dueDate: string;
  /** The last day a final bill covers (the day of the final reading); a run's bill covers the whole period. */
  upTo?: string;
}

export interface Usage {
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
async function usageOf(trx: Db, subscriptionOid: number, period: string, upTo: string | undefined): Promise<Usage> {
  const { start, end: periodEnd } = periodBounds(period);
  const end = upTo ?? periodEnd;
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
  billOid: number | null;
  total: number;
  days: number;
  usage: Usage | null;
}

const notBilled: BillOutcome = { billed: false, billOid: null, total: 0, days: 0, usage: null };

/**
 * Makes one subscription's bill of a period in the caller's transaction, unless it has one, a
 * later bill (a cut line's final bill) already covers the days, or the previous billing system
 * billed the period: the bill, its lines and its accrual go in together.
 */
export async function billSubscription(trx: Db, facts: BillFacts, subscription: { oid: number; registry_oid: number; subscriber_type: SubscriberType }): Promise<BillOutcome> {
  const subscriptionOid = Number(subscription.oid);
  const [year, month] = facts.period.split('-');
  const periodLabel = `${year}/${month}`;
  if (await hasEarlierUsageAccrual(trx, subscriptionOid, periodLabel, revenueCodes.waterUsage)) return notBilled;
  if (await hasBillAfter(trx, subscriptionOid, facts.period)) return notBilled;
  const usage = await usageOf(trx, subscriptionOid, facts.period, facts.upTo);
  const tariff = (await findTariffInForce(trx, subscription.subscriber_type, facts.billDate))!;
  const blocks = await findBlocksOf(trx, [Number(tariff.oid)]);
  const vat = (await findTaxRateInForce(trx, 'KDV', facts.billDate))!;
  const environmentTax = tariff.environment_tax ? (await findTaxRateInForce(trx, 'CTV', facts.billDate))! : null;
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
    period: facts.period,
    run_oid: facts.runOid,
    final: facts.upTo !== undefined,
    registry_oid: Number(subscription.registry_oid),
    tariff_oid: Number(tariff.oid),
    bill_date: facts.billDate,
    due_date: facts.dueDate,
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
  if (billOid === undefined) return notBilled;
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
        description: `${facts.upTo !== undefined ? 'Son Fatura - ' : ''}Su Kullanım Bedeli (${usage.estimateReason ? 'tahmini ' : ''}${usage.m3} m³)`,
        year: Number(year),
        period_label: periodLabel,
        amount: total,
        due_date: facts.dueDate,
        accrued_on: facts.billDate,
        source_kind: 'subscription',
        source_oid: subscriptionOid,
        subscription_oid: subscriptionOid,
        real_estate_oid: null,
      },
    ]);
    await setBillAccrual(trx, billOid, accrualOid!);
  }
  return { billed: true, billOid, total, days, usage };
}
