import type { Db } from '../../../db/kysely';
import { chainsOfInnerDoors } from '../../../reference-data/address-register-repo';
import { insertReading, readingsOfSubscriptions, updateReading } from '../../../subscriptions/meter-reading-repo';
import { changeSubscription, findSubscriptionsByNumbers, insertSubscription, tariffOfType } from '../../../subscriptions/subscription-repo';
import { choice, optionalGsm, requiredAmount, requiredCode, requiredDate, requiredKey, requiredText } from '../fields';
import { refOf, type Cells, type ImportKind, type LoadRow, type RowIssues } from '../kind';
import type { Rejection } from '../rejections';

interface Subscription {
  subscriberNo: string;
  registryKey: string;
  subscriberType: 'G' | 'Y' | 'T' | 'K' | 'D';
  addressCode: string;
  meterNo: string;
  lastIndex: number;
  lastIndexOn: string;
  deposit: number;
  gsm: string | null;
  startedOn: string;
}

/** A meter index in whole m³: zero on a new meter. */
function meterIndex(cells: Cells, issues: RowIssues): number {
  return (cells.son_endeks ?? '').trim() === '0' ? 0 : requiredCode(cells, issues, 'son_endeks');
}

function parseSubscription(cells: Cells, issues: RowIssues, today: string): Subscription {
  const lastIndexOn = requiredDate(cells, issues, 'son_endeks_tarihi', today);
  const startedOn = (cells.baslama_tarihi ?? '').trim() === '' ? lastIndexOn : requiredDate(cells, issues, 'baslama_tarihi', today);
  if (startedOn !== '' && lastIndexOn !== '' && startedOn > lastIndexOn) issues.reject('baslama_tarihi', 'READING_BEFORE_START', startedOn);
  return {
    subscriberNo: requiredKey(cells, issues, 'abone_no'),
    registryKey: requiredKey(cells, issues, 'sicil_no'),
    subscriberType: choice(cells, issues, 'abone_turu', ['G', 'Y', 'T', 'K', 'D']),
    addressCode: requiredKey(cells, issues, 'adres_kodu'),
    meterNo: requiredText(cells, issues, 'sayac_no', 30).toLocaleUpperCase('tr-TR'),
    lastIndex: meterIndex(cells, issues),
    lastIndexOn,
    deposit: (cells.depozito ?? '').trim() === '' ? 0 : requiredAmount(cells, issues, 'depozito'),
    gsm: optionalGsm(cells, issues, 'telefon'),
    startedOn,
  };
}

/**
 * A subscriber or meter number the register already has belongs to the subscription loaded under
 * that key; any other holder is refused. A corrected last index replaces the base reading only
 * while the base is the subscription's one reading: once read or billed, the meter's history stands.
 */
async function checkRegister(db: Db, rows: readonly LoadRow<Subscription>[]): Promise<Rejection[]> {
  const holders = await findSubscriptionsByNumbers(
    db,
    rows.map((r) => r.record.subscriberNo),
    rows.map((r) => r.record.meterNo),
  );
  const readings = await readingsOfSubscriptions(
    db,
    rows.flatMap((r) => (r.localId === null ? [] : [r.localId])),
  );
  return rows.flatMap((r): Rejection[] => {
    const other = (h: (typeof holders)[number]) => Number(h.oid) !== r.localId;
    if (holders.some((h) => other(h) && h.subscriber_no === r.record.subscriberNo))
      return [{ line: r.line, field: 'abone_no', code: 'TAKEN_BY_OTHER_KEY', value: r.record.subscriberNo }];
    if (holders.some((h) => other(h) && h.meter_no === r.record.meterNo)) return [{ line: r.line, field: 'sayac_no', code: 'METER_IN_USE', value: r.record.meterNo }];
    const history = r.localId === null ? [] : (readings.get(r.localId) ?? []);
    const base = history[0];
    const baseChanged = base && (base.meterNo !== r.record.meterNo || base.meterIndex !== r.record.lastIndex || base.readOn !== r.record.lastIndexOn);
    return baseChanged && history.length > 1 ? [{ line: r.line, field: 'son_endeks', code: 'READINGS_SINCE_IMPORT', value: String(r.record.lastIndex) }] : [];
  });
}

/** The last index as a confirmed reading of the meter on its day: the first bill starts from it. */
const baseReading = (s: Subscription) => ({
  meter_no: s.meterNo,
  meter_index: s.lastIndex,
  meter_status: 1 as const,
  kind: 'meterStart' as const,
  source: 'reader' as const,
  photo_file_oid: null,
  confirmed: true,
  entered_by: null,
  read_at: new Date(`${s.lastIndexOn}T12:00:00+03:00`),
  read_on: s.lastIndexOn,
});

async function loadSubscriptions(trx: Db, rows: readonly LoadRow<Subscription>[]): Promise<number[]> {
  const doorOf = (r: LoadRow<Subscription>) => refOf(r, 'doors', r.record.addressCode);
  const chains = await chainsOfInnerDoors(trx, rows.map(doorOf));
  const readings = await readingsOfSubscriptions(
    trx,
    rows.flatMap((r) => (r.localId === null ? [] : [r.localId])),
  );
  const ids: number[] = [];
  for (const r of rows) {
    const s = r.record;
    const chain = chains.get(doorOf(r))!;
    const columns = {
      registry_oid: refOf(r, 'registries', s.registryKey),
      subscriber_type: s.subscriberType,
      gsm: s.gsm,
      deposit_amount: s.deposit,
      meter_no: s.meterNo,
      district_code: chain.districtCode,
      street_code: chain.streetCode,
      outer_door_oid: chain.outerDoorOid,
      inner_door_oid: doorOf(r),
    };
    if (r.localId === null) {
      const added = await insertSubscription(trx, { ...columns, subscriber_no: s.subscriberNo, tariff: tariffOfType[s.subscriberType], started_on: s.startedOn });
      await insertReading(trx, { ...baseReading(s), subscription_oid: Number(added.oid) });
      ids.push(Number(added.oid));
      continue;
    }
    await changeSubscription(trx, r.localId, columns);
    const base = readings.get(r.localId)?.[0];
    if (base) await updateReading(trx, base.oid, baseReading(s));
    else await insertReading(trx, { ...baseReading(s), subscription_oid: r.localId });
    ids.push(r.localId);
  }
  return ids;
}

/**
 * Water subscriptions with their meters (docs/domain/water.md): the holder's registry, the
 * independent section served, and the meter's last index, recorded as the reading the next
 * billing run counts the m³ from.
 */
export const subscriptions: ImportKind<Subscription> = {
  name: 'subscriptions',
  keyColumn: 'abone_no',
  columns: ['abone_no', 'sicil_no', 'abone_turu', 'adres_kodu', 'sayac_no', 'son_endeks', 'son_endeks_tarihi', 'depozito', 'telefon', 'baslama_tarihi'].map((header) => ({
    header,
    required: !['depozito', 'telefon', 'baslama_tarihi'].includes(header),
  })),
  parse: parseSubscription,
  key: (r) => r.subscriberNo,
  references: (r) => [
    { field: 'sicil_no', kind: 'registries', key: r.registryKey },
    { field: 'adres_kodu', kind: 'doors', key: r.addressCode },
  ],
  uniques: (r) => [{ field: 'sayac_no', value: r.meterNo }],
  checkAgainstDatabase: checkRegister,
  load: loadSubscriptions,
};
