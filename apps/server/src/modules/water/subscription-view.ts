import { subscriberTypes, type Subscription } from '@ebelediye/contract';
import { maskName } from '../../accounts/masking';
import { addressTextWithPlace } from '../../reference-data/address-text';
import type { SubscriptionRow } from './subscription-repo';
import { waterLineStatusName } from '../../subscriptions/water-line';

export const holderNameOf = (row: Pick<SubscriptionRow, 'first_name' | 'last_name' | 'title'>) => row.title ?? [row.first_name, row.last_name].filter(Boolean).join(' ');

/** What a caller sees of a subscription; a proof holder who is not signed in sees the name masked. */
export function toSubscription(row: SubscriptionRow, maskHolder: boolean): Subscription {
  const holder = holderNameOf(row);
  return {
    subscriberInfoOid: row.oid,
    subscriberNo: row.subscriber_no,
    registryOid: row.registry_oid,
    holderName: maskHolder ? maskName(holder) : holder,
    subscriberType: row.subscriber_type,
    subscriberTypeName: Object.values(subscriberTypes).find((t) => t.code === row.subscriber_type)?.tr ?? row.subscriber_type,
    tariff: row.tariff,
    meterNo: row.meter_no,
    address: addressTextWithPlace(row),
    depositAmount: Number(row.deposit_amount),
    waterLineStatus: row.water_line_status,
    waterLineStatusName: waterLineStatusName(row.water_line_status),
    startedOn: String(row.started_on).slice(0, 10),
    endedOn: row.ended_on ? String(row.ended_on).slice(0, 10) : null,
  };
}
