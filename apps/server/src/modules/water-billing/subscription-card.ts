import type { ParsedRequestOf, ResponseOf } from '@ebelediye/contract';
import { istanbulDate } from '@ebelediye/contract';
import type { Db } from '../../db/kysely';
import { DomainError } from '../../platform/domain-error';
import { addressTextWithPlace } from '../../reference-data/address-text';
import { findReductionOf } from '../../subscriptions/tariff-in-force-repo';
import { waterLineStatusName } from '../../subscriptions/water-line';
import { findReductionChanges } from '../../subscriptions/water-reduction-repo';
import { findCountingReadings, findSubscriptionCard } from './subscription-card-repo';

type Card = ResponseOf<'GetBackOfficeWaterSubscription'>;
type Reading = Awaited<ReturnType<typeof findCountingReadings>>[number];

/** The meters a subscription had, newest first: each from its first reading to its last, the last one still on. */
export function metersOf(readings: readonly Reading[], currentMeterNo: string): Card['meters'] {
  const meters: Card['meters'] = [];
  for (const reading of readings) {
    let meter = meters[0];
    if (meter?.meterNo !== reading.meter_no) {
      meter = { meterNo: reading.meter_no, startIndex: reading.meter_index, startedOn: reading.read_on, finalIndex: null, endedOn: null };
      meters.unshift(meter);
    }
    if (reading.kind === 'meterFinal') {
      meter.finalIndex = reading.meter_index;
      meter.endedOn = reading.read_on;
    }
  }
  if (meters[0]?.meterNo !== currentMeterNo) meters.unshift({ meterNo: currentMeterNo, startIndex: null, startedOn: null, finalIndex: null, endedOn: null });
  return meters;
}

/** The water clerk's card of one subscription: what it is, its reduction with every change, its meters. */
export async function subscriptionCard(db: Db, body: ParsedRequestOf<'GetBackOfficeWaterSubscription'>, now: Date): Promise<Card> {
  const row = await findSubscriptionCard(db, body.subscriberNo);
  if (!row) throw new DomainError('NOT_FOUND');
  const oid = Number(row.oid);
  const [reduction, changes, readings] = await Promise.all([findReductionOf(db, oid), findReductionChanges(db, oid), findCountingReadings(db, oid)]);
  const indexed = readings.filter((r) => r.meter_no === row.meter_no && r.meter_index !== null).at(-1);
  return {
    subscriptionOid: oid,
    subscriberNo: row.subscriber_no,
    holderName: row.title ?? [row.first_name, row.last_name].filter(Boolean).join(' '),
    address: addressTextWithPlace(row),
    subscriberType: row.subscriber_type,
    waterLineStatus: waterLineStatusName(row.water_line_status),
    active: row.ended_on === null || row.ended_on >= istanbulDate(now),
    meterNo: row.meter_no,
    lastIndex: indexed?.meter_index ?? null,
    lastReadOn: readings.at(-1)?.read_on ?? null,
    reduction: reduction ? { code: reduction.code, name: reduction.name, rateBp: reduction.rate_bp } : null,
    reductionChanges: changes.map((c) => ({
      reductionCode: c.reduction_code,
      name: c.name,
      reason: c.reason,
      changedAt: c.changed_at.toISOString(),
      changedBy: [c.first_name, c.last_name].filter(Boolean).join(' ') || null,
    })),
    meters: metersOf(readings, row.meter_no),
  };
}
