import { istanbulDate } from '@ebelediye/contract';
import type { Db } from '../db/kysely';
import { cancelAccruals, openAccruals, WATER_INCOME_TYPE } from '../ledger';
import { DomainError } from '../platform/domain-error';
import { findReading, findSubscriptionForReading, insertReading, supersedeReading } from './meter-reading-repo';
import { billSubscription } from './water-bill';
import { findBill, lockLatestBill, markBillCancelled, setBillReplacement } from './water-bill-repo';

export interface Rebill {
  subscriptionOid: number;
  period: string;
  correctedIndex: number;
  /** Why the bill is made again (the appeal), and who decided it. */
  reason: string;
  by: number;
  now: Date;
  dueDate: string;
}

/** Refuses a bill already (partly) paid: what was paid stays with it, and an overpayment is refunded or set off instead. */
async function requireUnpaid(trx: Db, bill: { registry_oid: number; accrual_oid: number | null; total: number }, asOf: string) {
  if (bill.accrual_oid === null) return;
  const open = await openAccruals(trx, { registryOid: Number(bill.registry_oid), asOf, incomeTypeCode: WATER_INCOME_TYPE });
  const debt = open.find((a) => a.oid === Number(bill.accrual_oid));
  if (!debt || debt.principal < Number(bill.total)) throw new DomainError('WATER_APPEAL_BILL_PAID');
}

/**
 * An approved invoice appeal (docs/domain/water.md, "Invoice appeal"), in the caller's transaction:
 * the period's bill is cancelled through the ledger (refused while a card payment holds it, or once
 * paid), the reading it ended on is kept but superseded, the corrected index is recorded in its
 * place, and the period is billed again by the same rules at the tariff of the first bill's date.
 * Only the latest bill may be made again: later bills start from its index.
 */
export async function rebillAfterAppeal(trx: Db, input: Rebill) {
  const bill = await findBill(trx, input.subscriptionOid, input.period);
  if (!bill) throw new DomainError('WATER_BILL_NOT_FOUND', undefined, { 'action.appealedPeriod': 'Bu dönem için fatura bulunamadı.' });
  const latest = await lockLatestBill(trx, input.subscriptionOid);
  if (Number(latest!.oid) !== Number(bill.oid)) throw new DomainError('WATER_APPEAL_BILL_NOT_LATEST');
  await requireUnpaid(trx, bill, istanbulDate(input.now));
  if (bill.accrual_oid !== null) await cancelAccruals(trx, [Number(bill.accrual_oid)], { reason: input.reason, by: input.by, at: input.now });
  await markBillCancelled(trx, Number(bill.oid), { cancelled_at: input.now, cancelled_by: input.by, cancel_reason: input.reason });
  const subscription = (await findSubscriptionForReading(trx, input.subscriptionOid))!;
  const old = bill.to_reading_oid === null ? null : await findReading(trx, Number(bill.to_reading_oid));
  if (old) await supersedeReading(trx, Number(old.oid), input.now);
  // The corrected index stands where the appealed reading stood (an estimate's: at the bill's last day).
  await insertReading(trx, {
    subscription_oid: input.subscriptionOid,
    meter_no: old?.meter_no ?? subscription.meter_no,
    meter_index: input.correctedIndex,
    meter_status: 1,
    kind: 'reading',
    source: 'reader',
    photo_file_oid: null,
    confirmed: true,
    entered_by: input.by,
    read_at: old?.read_at ?? new Date(`${bill.to_date}T12:00:00+03:00`),
    read_on: old?.read_on ?? bill.to_date,
  });
  const facts = { runOid: null, period: input.period, billDate: bill.bill_date, dueDate: input.dueDate, ...(bill.final ? { upTo: bill.to_date } : {}) };
  const made = await billSubscription(trx, facts, { oid: input.subscriptionOid, registry_oid: Number(subscription.registry_oid), subscriber_type: subscription.subscriber_type });
  if (made.billOid !== null) await setBillReplacement(trx, Number(bill.oid), made.billOid);
  return { cancelledTotal: Number(bill.total), total: made.total, m3: made.usage?.m3 ?? 0 };
}
