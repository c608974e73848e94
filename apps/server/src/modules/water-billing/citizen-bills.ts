import type { ParsedRequestOf, ResponseOf } from '@ebelediye/contract';
import { payerScope, requireSubscriptionInScope } from '../../ledger';
import type { Member, OperationContext } from '../../platform/operation-context';
import { toBill } from './bill-view';
import { findLatestBills, findLinesOfBills } from '../../subscriptions/water-bill-repo';
import { findEarliestIndexedReading, findLatestReadings } from '../../subscriptions/meter-reading-repo';
import { selfReadingWindow } from './readings';

/** The periods a subscriber sees: two years, what the consumption chart shows. */
const PERIODS_SHOWN = 24;
const READINGS_SHOWN = 36;

/** Only a subscription in the member's scope (their own registry, the companies they represent); any other is the same 404. */
async function ownSubscription(ctx: OperationContext, member: Member, subscriptionOid: number) {
  const scope = await payerScope(ctx.db, ctx.config, { member }, ctx.now(), 'own');
  return requireSubscriptionInScope(ctx.db, scope, subscriptionOid);
}

/**
 * A subscriber's bills with the reading each was made from. A bill counts from the index the
 * last bill from a reading reached, or from the meter's first reading (docs/domain/water.md).
 */
export async function citizenBills(ctx: OperationContext, member: Member, body: ParsedRequestOf<'GetWaterBills'>): Promise<ResponseOf<'GetWaterBills'>> {
  await ownSubscription(ctx, member, body.subscriberInfoOid);
  // One more than shown: the oldest shown bill counts from the one before it.
  const rows = await findLatestBills(ctx.db, body.subscriberInfoOid, PERIODS_SHOWN + 1);
  const lines = await findLinesOfBills(
    ctx.db,
    rows.map((b) => Number(b.oid)),
  );
  const base = await findEarliestIndexedReading(ctx.db, body.subscriberInfoOid);
  const bills = rows.slice(0, PERIODS_SHOWN).map((bill, i) => {
    const previousRead = rows.slice(i + 1).find((b) => b.to_reading_oid !== null && b.cancelled_at === null);
    const read = bill.estimate_reason === null && bill.to_index !== null;
    return {
      ...toBill(
        bill,
        lines.filter((l) => Number(l.bill_oid) === Number(bill.oid)),
      ),
      fromIndex: read ? (previousRead?.to_index ?? base?.meter_index ?? null) : null,
      toIndex: read ? bill.to_index : null,
    };
  });
  return { bills };
}

export async function citizenReadings(ctx: OperationContext, member: Member, body: ParsedRequestOf<'GetWaterMeterReadings'>): Promise<ResponseOf<'GetWaterMeterReadings'>> {
  const subscription = await ownSubscription(ctx, member, body.subscriberInfoOid);
  const readings = await findLatestReadings(ctx.db, body.subscriberInfoOid, READINGS_SHOWN);
  return {
    meterNo: subscription.meter_no ?? '',
    readings: readings.map((r) => ({ readOn: r.read_on, meterNo: r.meter_no, meterIndex: r.meter_index, meterStatus: r.meter_status, kind: r.kind, source: r.source })),
    selfReading: await selfReadingWindow(ctx.db, ctx.now()),
  };
}
