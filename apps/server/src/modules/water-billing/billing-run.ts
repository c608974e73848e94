import { istanbulDate, type ResponseOf } from '@ebelediye/contract';
import type { Db } from '../../db/kysely';
import { addDays, nextWorkingDay } from '../../reference-data/calendar';
import { holidayCalendar } from '../../reference-data/holiday-calendar';
import { DomainError } from '../../platform/domain-error';
import { billSubscription } from '../../subscriptions/water-bill';
import { alertIfLeak, type LeakAlerts } from './leak-alert';
import * as repo from './billing-repo';
import { periodBounds } from '../../subscriptions/water-consumption';
import { findTariffInForce, findTaxRateInForce } from '../../subscriptions/tariff-in-force-repo';

/** A bill falls due this many days after its date, moved to the next working day (docs/domain/water.md). */
const DAYS_TO_PAY = 15;

export interface BillingRunOptions {
  period: string;
  by: number | null;
  now: Date;
  /** Subscriptions billed per transaction: small, so no batch holds its locks for long. */
  batchSize?: number;
  /** Called after each committed batch with the run's progress (the caller logs it). */
  onBatchCommitted?: (progress: { lastSubscriptionOid: number; billCount: number }) => void | Promise<void>;
  /** Leak alerts to queue with the bills (docs/domain/water.md), and the gateway that delivers them after each commit. */
  leakAlerts?: LeakAlerts & { deliver(outboxOid: number): Promise<void> };
}

type RunSummary = ResponseOf<'RunBackOfficeWaterBilling'>;
async function summaryOf(db: Db, run: NonNullable<Awaited<ReturnType<typeof repo.findRun>>>): Promise<RunSummary> {
  const { start, end } = periodBounds(run.period);
  const tally = await repo.runTally(db, { oid: Number(run.oid), lastSubscriptionOid: Number(run.last_subscription_oid) }, start, end);
  return {
    period: run.period,
    status: run.status,
    billDate: run.bill_date,
    dueDate: run.due_date,
    billCount: run.bill_count,
    skippedCount: Math.max(0, tally.passed - tally.bills),
    total: tally.total,
  };
}

/** Every subscriber type to bill needs a tariff, and KDV (and ÇTV where a tariff charges it) must be in force on the bill date. */
async function requireRates(db: Db, period: string, billDate: string) {
  const { start, end } = periodBounds(period);
  const missing: string[] = [];
  let needsEnvironmentTax = false;
  for (const { subscriber_type: type } of await repo.findSubscriberTypesToBill(db, start, end)) {
    const tariff = await findTariffInForce(db, type, billDate);
    if (!tariff) missing.push(`${type} tarifesi`);
    else needsEnvironmentTax ||= tariff.environment_tax;
  }
  if (!(await findTaxRateInForce(db, 'KDV', billDate))) missing.push('KDV oranı');
  if (needsEnvironmentTax && !(await findTaxRateInForce(db, 'CTV', billDate))) missing.push('ÇTV tutarı');
  if (missing.length > 0) throw new DomainError('WATER_BILLING_RATES_MISSING', `Fatura tarihinde (${billDate}) geçerli olmayanlar: ${missing.join(', ')}.`);
}

/**
 * The billing run of a period (docs/domain/water.md, "Billing run"). The run row is made once per
 * period and carries the bill date and due date, so a resumed run bills alike. Subscriptions are
 * billed in oid order in batches, each batch one transaction with the run's progress, so a run
 * that died resumes after the last committed batch, and the unique subscription+period key makes
 * a bill at most once whatever happens. A finished run answers its summary and changes nothing.
 */
export async function runBilling(db: Db, options: BillingRunOptions): Promise<RunSummary> {
  const { start, end } = periodBounds(options.period);
  const today = istanbulDate(options.now);
  if (end >= today) throw new DomainError('WATER_BILLING_PERIOD_OPEN', undefined, { period: `${start} - ${end} dönemi henüz bitmedi.` });
  const existing = await repo.findRun(db, options.period);
  if (existing?.status === 'finished') return summaryOf(db, existing);
  const billDate = existing?.bill_date ?? today;
  await requireRates(db, options.period, billDate);
  if (!existing) {
    const { deadlineHolidays } = await holidayCalendar(db);
    await repo.insertRunIfNew(db, {
      period: options.period,
      bill_date: billDate,
      due_date: nextWorkingDay(addDays(billDate, DAYS_TO_PAY), deadlineHolidays),
      status: 'running',
      started_by: options.by,
      started_at: options.now,
      finished_at: null,
    });
  }
  const runOid = Number((await repo.findRun(db, options.period))!.oid);
  for (;;) {
    const progress = await db.transaction().execute(async (trx) => {
      const run = await repo.lockRun(trx, runOid);
      if (run.status === 'finished') return null;
      const batch = await repo.findSubscriptionsToBill(trx, Number(run.last_subscription_oid), start, end, options.batchSize ?? 50);
      if (batch.length === 0) {
        await repo.updateRun(trx, runOid, { status: 'finished', finished_at: options.now });
        return null;
      }
      const facts = { runOid, period: run.period, billDate: run.bill_date, dueDate: run.due_date };
      let made = 0;
      const alerts: number[] = [];
      for (const subscription of batch) {
        const outcome = await billSubscription(trx, facts, subscription);
        if (outcome.billed) made++;
        const alert = await alertIfLeak(trx, options.leakAlerts ?? null, Number(subscription.oid), run.period, outcome);
        if (alert !== null) alerts.push(alert);
      }
      const lastSubscriptionOid = Number(batch.at(-1)!.oid);
      const billCount = run.bill_count + made;
      await repo.updateRun(trx, runOid, { last_subscription_oid: lastSubscriptionOid, bill_count: billCount });
      return { lastSubscriptionOid, billCount, alerts };
    });
    if (!progress) break;
    // An alert is sent only once its bill is committed; one the provider did not take stays queued in the outbox.
    for (const outboxOid of progress.alerts) await options.leakAlerts?.deliver(outboxOid);
    await options.onBatchCommitted?.({ lastSubscriptionOid: progress.lastSubscriptionOid, billCount: progress.billCount });
  }
  return summaryOf(db, (await repo.findRun(db, options.period))!);
}
