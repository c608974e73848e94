import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/kysely';
import type { Database } from '../db/schema';
import { withAddressNames } from '../reference-data/address-repo';

/*
 * The meter readings of the subscription register: the one writer of `water_meter_reading`
 * (docs/architecture.md, "Who owns which table"). Water billing enters readings and replaces
 * meters, a cut line's final bill and an appeal's corrected reading are recorded here, and the
 * municipality's import records each meter's last index as the base its next bill starts from.
 */

/** What a reading or a bill needs of a subscription (the register itself is written by subscriptions/). */
export function findSubscriptionForReading(db: Db, subscriptionOid: number) {
  return db
    .selectFrom('subscription')
    .select(['oid', 'registry_oid', 'subscriber_type', 'meter_no', 'started_on', 'ended_on', 'water_line_status'])
    .where('oid', '=', subscriptionOid)
    .executeTakeFirst();
}

export function meterInUse(db: Db, meterNo: string) {
  return db.selectFrom('subscription').select('oid').where('meter_no', '=', meterNo).executeTakeFirst();
}

export function insertReading(db: Db, row: Insertable<Database['water_meter_reading']>) {
  return db.insertInto('water_meter_reading').values(row).returningAll().executeTakeFirstOrThrow();
}

/** The newest reading of a meter with an index, and the highest index it ever showed. */
export async function findMeterHigh(db: Db, subscriptionOid: number, meterNo: string) {
  const latest = await db
    .selectFrom('water_meter_reading')
    .select(['read_on', 'meter_index'])
    .where('subscription_oid', '=', subscriptionOid)
    .where('superseded_at', 'is', null)
    .where('meter_no', '=', meterNo)
    .where('meter_index', 'is not', null)
    .orderBy('read_at', 'desc')
    .orderBy('oid', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!latest) return null;
  const high = await db
    .selectFrom('water_meter_reading')
    .select((eb) => eb.fn.max('meter_index').as('high'))
    .where('subscription_oid', '=', subscriptionOid)
    .where('superseded_at', 'is', null)
    .where('meter_no', '=', meterNo)
    .executeTakeFirstOrThrow();
  return { lastReadOn: latest.read_on, high: Number(high.high) };
}

export function findReading(db: Db, readingOid: number) {
  return db.selectFrom('water_meter_reading').selectAll().where('oid', '=', readingOid).executeTakeFirstOrThrow();
}

export function findEarliestIndexedReading(db: Db, subscriptionOid: number) {
  return db
    .selectFrom('water_meter_reading')
    .selectAll()
    .where('subscription_oid', '=', subscriptionOid)
    .where('superseded_at', 'is', null)
    .where('meter_index', 'is not', null)
    .orderBy('read_at')
    .orderBy('oid')
    .limit(1)
    .executeTakeFirst();
}

/** The last reading (of any status) dated within the period. */
export function findLatestReadingIn(db: Db, subscriptionOid: number, from: string, to: string) {
  return db
    .selectFrom('water_meter_reading')
    .selectAll()
    .where('subscription_oid', '=', subscriptionOid)
    .where('superseded_at', 'is', null)
    .where('read_on', '>=', from)
    .where('read_on', '<=', to)
    .orderBy('read_at', 'desc')
    .orderBy('oid', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Readings with an index after one reading up to and including another, in the order they were taken. */
export function findIndexedReadingsAfter(db: Db, subscriptionOid: number, after: { readAt: Date; oid: number }, upTo: { readAt: Date; oid: number }) {
  return db
    .selectFrom('water_meter_reading')
    .select(['oid', 'meter_no', 'meter_index'])
    .where('subscription_oid', '=', subscriptionOid)
    .where('superseded_at', 'is', null)
    .where('meter_index', 'is not', null)
    .where((eb) => eb.or([eb('read_at', '>', after.readAt), eb.and([eb('read_at', '=', after.readAt), eb('oid', '>', after.oid)])]))
    .where((eb) => eb.or([eb('read_at', '<', upTo.readAt), eb.and([eb('read_at', '=', upTo.readAt), eb('oid', '<=', upTo.oid)])]))
    .orderBy('read_at')
    .orderBy('oid')
    .execute();
}

/** A reader's route: the active subscriptions of a district (or one street), door by door, with the meter's last index. */
export function findRoute(db: Db, districtCode: number, streetCode: number | undefined, today: string) {
  let q = db
    .selectFrom('subscription')
    .innerJoin('registry', 'registry.oid', 'subscription.registry_oid')
    .select((eb) => [
      'subscription.oid',
      'subscription.subscriber_no',
      'subscription.meter_no',
      'registry.first_name',
      'registry.last_name',
      'registry.title',
      eb
        .selectFrom('water_meter_reading as r')
        .select('r.meter_index')
        .whereRef('r.subscription_oid', '=', 'subscription.oid')
        .whereRef('r.meter_no', '=', 'subscription.meter_no')
        .where('r.meter_index', 'is not', null)
        // A reading an appeal corrected is kept for the record, not shown to the reader as the last index.
        .where('r.superseded_at', 'is', null)
        .orderBy('r.read_at', 'desc')
        .orderBy('r.oid', 'desc')
        .limit(1)
        .as('last_index'),
      eb
        .selectFrom('water_meter_reading as r')
        .select('r.read_on')
        .whereRef('r.subscription_oid', '=', 'subscription.oid')
        .where('r.superseded_at', 'is', null)
        .orderBy('r.read_at', 'desc')
        .orderBy('r.oid', 'desc')
        .limit(1)
        .as('last_read_on'),
    ])
    .$call(withAddressNames('subscription'))
    .where('subscription.district_code', '=', districtCode)
    .where((eb) => eb.or([eb('subscription.ended_on', 'is', null), eb('subscription.ended_on', '>=', today)]))
    .where('subscription.water_line_status', '!=', 3);
  if (streetCode !== undefined) q = q.where('subscription.street_code', '=', streetCode);
  return q.orderBy('street_name').orderBy('outer_door_no').orderBy('subscription.subscriber_no').limit(500).execute();
}

/** The days of the month a citizen may read their own meter, as "first-last". */
export async function findSelfReadingDays(db: Db) {
  const row = await db.selectFrom('parameter').select('parameter_value').where('parameter_code', '=', 'WATER_SELF_READING_DAYS').executeTakeFirst();
  return row?.parameter_value ?? null;
}

/** A subscription's latest readings (of every meter it had), newest first. */
export function findLatestReadings(db: Db, subscriptionOid: number, limit: number) {
  return db
    .selectFrom('water_meter_reading')
    .select(['read_on', 'meter_no', 'meter_index', 'meter_status', 'kind', 'source'])
    .where('subscription_oid', '=', subscriptionOid)
    .orderBy('read_at', 'desc')
    .orderBy('oid', 'desc')
    .limit(limit)
    .execute();
}

export async function findSubscriptionOidByNo(db: Db, subscriberNo: string) {
  const row = await db.selectFrom('subscription').select('oid').where('subscriber_no', '=', subscriberNo).executeTakeFirst();
  return row ? Number(row.oid) : undefined;
}

/** A reading an approved appeal corrected: kept for the record, it no longer bills. */
export function supersedeReading(trx: Db, readingOid: number, at: Date) {
  return trx.updateTable('water_meter_reading').set({ superseded_at: at }).where('oid', '=', readingOid).execute();
}

export function updateReading(db: Db, readingOid: number, set: Updateable<Database['water_meter_reading']>) {
  return db.updateTable('water_meter_reading').set(set).where('oid', '=', readingOid).execute();
}

/** Each subscription's readings, oldest first, by subscription oid. */
export async function readingsOfSubscriptions(db: Db, subscriptionOids: readonly number[]) {
  const byOid = new Map<number, { oid: number; meterNo: string; meterIndex: number | null; readOn: string }[]>();
  if (subscriptionOids.length === 0) return byOid;
  const rows = await db
    .selectFrom('water_meter_reading')
    .select(['oid', 'subscription_oid', 'meter_no', 'meter_index', 'read_on'])
    .where('subscription_oid', 'in', [...subscriptionOids])
    .where('superseded_at', 'is', null)
    .orderBy('read_at')
    .orderBy('oid')
    .execute();
  for (const r of rows) {
    const list = byOid.get(Number(r.subscription_oid)) ?? [];
    list.push({ oid: Number(r.oid), meterNo: r.meter_no, meterIndex: r.meter_index === null ? null : Number(r.meter_index), readOn: String(r.read_on).slice(0, 10) });
    byOid.set(Number(r.subscription_oid), list);
  }
  return byOid;
}
