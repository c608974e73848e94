import type { ParsedRequestOf, ResponseOf } from '@ebelediye/contract';
import type { Db } from '../../db/kysely';
import { DomainError } from '../../platform/domain-error';
import { findBill, findBillLines } from '../../subscriptions/water-bill-repo';
import { findSubscriptionOidByNo } from '../../subscriptions/meter-reading-repo';

type BillRow = NonNullable<Awaited<ReturnType<typeof findBill>>>;
type LineRow = Awaited<ReturnType<typeof findBillLines>>[number];

/** A bill as it was issued: its stored lines, never recomputed from today's tariff. */
export async function waterBill(db: Db, body: ParsedRequestOf<'GetBackOfficeWaterBill'>): Promise<ResponseOf<'GetBackOfficeWaterBill'>> {
  const subscriptionOid = body.subscriptionOid ?? (await findSubscriptionOidByNo(db, body.subscriberNo!));
  const bill = subscriptionOid === undefined ? undefined : await findBill(db, subscriptionOid, body.period);
  if (!bill) throw new DomainError('WATER_BILL_NOT_FOUND');
  return toBill(bill, await findBillLines(db, Number(bill.oid)));
}

export function toBill(bill: BillRow, lines: readonly LineRow[]): ResponseOf<'GetBackOfficeWaterBill'> {
  return {
    subscriptionOid: Number(bill.subscription_oid),
    period: bill.period,
    billDate: bill.bill_date,
    dueDate: bill.due_date,
    fromDate: bill.from_date,
    toDate: bill.to_date,
    days: bill.days,
    consumptionM3: bill.consumption_m3,
    estimateReason: bill.estimate_reason,
    final: bill.final,
    cancelled: bill.cancelled_at !== null,
    total: Number(bill.total),
    accrumentOid: bill.accrual_oid === null ? null : Number(bill.accrual_oid),
    lines: lines.map((l) => ({
      kind: l.kind,
      description: l.description,
      quantityMilliM3: l.quantity_milli_m3,
      unitPrice: l.unit_price === null ? null : Number(l.unit_price),
      amount: Number(l.amount),
    })),
  };
}
