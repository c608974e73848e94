import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/kysely';
import type { Database } from '../db/schema';

/*
 * The water subscription register: the one writer of `subscription` (docs/architecture.md, "Who
 * owns which table"). Water applications create and change subscriptions, a contract
 * cancellation moves their water line; both call here.
 */

type Subscription = Database['subscription'];

/** The water line codes: 1 none, 2 active (a cut request sent), 3 cut, 4 cut request rejected. */
export type WaterLineCode = 1 | 2 | 3 | 4;

export function insertSubscription(db: Db, row: Insertable<Subscription>) {
  return db.insertInto('subscription').values(row).returning('oid').executeTakeFirstOrThrow();
}

/** What an approved application changes: the meter, the holder, the address or the phone. The water line moves only by moveWaterLineIf. */
export type SubscriptionChange = Pick<
  Updateable<Subscription>,
  'meter_no' | 'registry_oid' | 'subscriber_type' | 'gsm' | 'deposit_amount' | 'district_code' | 'street_code' | 'outer_door_oid' | 'inner_door_oid'
>;

export function changeSubscription(db: Db, subscriptionOid: number, set: SubscriptionChange) {
  return db.updateTable('subscription').set(set).where('oid', '=', subscriptionOid).execute();
}

/**
 * Moves the water line only from the status the caller checked, so a concurrent move cannot be
 * overwritten; false when it had moved meanwhile. A cut line also ends the contract that day.
 */
export async function moveWaterLineIf(db: Db, subscriptionOid: number, from: WaterLineCode, to: WaterLineCode, endedOn: string | null = null): Promise<boolean> {
  const moved = await db
    .updateTable('subscription')
    .set({ water_line_status: to, ...(endedOn !== null ? { ended_on: endedOn } : {}) })
    .where('oid', '=', subscriptionOid)
    .where('water_line_status', '=', from)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}
