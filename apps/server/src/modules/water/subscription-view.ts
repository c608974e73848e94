import { subscriberTypes, type Subscription } from '@ebelediye/contract';
import { maskName } from '../../accounts/masking';
import type { AppConfig } from '../../config/app-config';
import type { SubscriptionRow } from './subscription-repo';
import { waterLineStatusName } from './water-line-status';

export const holderNameOf = (row: Pick<SubscriptionRow, 'first_name' | 'last_name' | 'title'>) =>
  row.title ?? [row.first_name, row.last_name].filter(Boolean).join(' ');

/** The installation address as one line: 'Odabaşı Mah. Kurtuluş Cad. No:12 İç Kapı:3 Antakya/Hatay'. */
export function addressLineOf(row: SubscriptionRow, config: AppConfig): string {
  const named = row.street_name && row.street_type && !row.street_name.toLocaleUpperCase('tr-TR').endsWith(row.street_type);
  const street = row.street_name ? `${row.street_name}${named ? ` ${streetAbbreviation(row.street_type!)}` : ''}` : null;
  const parts = [
    row.district_name ? `${row.district_name} Mah.` : null,
    street,
    row.outer_door_no ? `No:${row.outer_door_no}` : null,
    row.inner_door_no ? `İç Kapı:${row.inner_door_no}` : null,
    `${config.publicSetting.CountyName}/${config.publicSetting.CityName}`,
  ];
  return parts.filter(Boolean).join(' ');
}

const streetAbbreviation = (type: string) => ({ CADDE: 'Cad.', SOKAK: 'Sok.', BULVAR: 'Bulv.', MEYDAN: 'Meyd.' })[type] ?? type;

/** What a caller sees of a subscription; a proof holder who is not signed in sees the name masked. */
export function toSubscription(row: SubscriptionRow, config: AppConfig, maskHolder: boolean): Subscription {
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
    address: addressLineOf(row, config),
    depositAmount: Number(row.deposit_amount),
    waterLineStatus: row.water_line_status,
    waterLineStatusName: waterLineStatusName(row.water_line_status),
    startedOn: String(row.started_on).slice(0, 10),
    endedOn: row.ended_on ? String(row.ended_on).slice(0, 10) : null,
  };
}
