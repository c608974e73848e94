import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/kysely';
import type { Database } from '../db/schema';

/*
 * The water subscription register: the one writer of `subscription` and of its water line's
 * history, `water_line_status_history` (docs/architecture.md, "Who owns which table"). Water
 * applications create and change subscriptions; a contract cancellation and a late debt move
 * the water line, through water-line.ts.
 */

type Subscription = Database['subscription'];

/** The water line codes: 1 none, 2 active (a cut request sent), 3 cut, 4 cut request rejected. */
export type WaterLineCode = 1 | 2 | 3 | 4;

/** The tariff a subscription is billed on, by subscriber type (the names the water bills use). */
export const tariffOfType: Record<Subscription['subscriber_type'], string> = { G: 'KONUT', Y: 'KONUT', T: 'İŞYERİ', K: 'KAMU', D: 'DİĞER' };

/** The subscriptions holding any of these subscriber or meter numbers. */
export async function findSubscriptionsByNumbers(db: Db, subscriberNos: readonly string[], meterNos: readonly string[]) {
  if (subscriberNos.length === 0 && meterNos.length === 0) return [];
  return db
    .selectFrom('subscription')
    .select(['oid', 'subscriber_no', 'meter_no'])
    .where((eb) => eb.or([eb('subscriber_no', 'in', [...subscriberNos, '']), eb('meter_no', 'in', [...meterNos, ''])]))
    .execute();
}

export function insertSubscription(db: Db, row: Insertable<Subscription>) {
  return db.insertInto('subscription').values(row).returning('oid').executeTakeFirstOrThrow();
}

/** What an approved application changes: the meter, the holder, the address or the phone. The water line moves only by water-line.ts. */
export type SubscriptionChange = Pick<
  Updateable<Subscription>,
  'meter_no' | 'registry_oid' | 'subscriber_type' | 'gsm' | 'deposit_amount' | 'district_code' | 'street_code' | 'outer_door_oid' | 'inner_door_oid'
>;

export function changeSubscription(db: Db, subscriptionOid: number, set: SubscriptionChange) {
  return db.updateTable('subscription').set(set).where('oid', '=', subscriptionOid).execute();
}

/**
 * Moves the water line only from the status the caller checked, so a concurrent move cannot be
 * overwritten; false when it had moved meanwhile. Only `water-line.ts` calls it, with its history.
 * A cancellation's cut also ends the contract that day; a reconnection needs a contract not ended.
 */
export async function moveWaterLineIf(db: Db, subscriptionOid: number, from: WaterLineCode, to: WaterLineCode, endedOn: string | null, onlyIfNotEnded: boolean): Promise<boolean> {
  let update = db
    .updateTable('subscription')
    .set({ water_line_status: to, ...(endedOn !== null ? { ended_on: endedOn } : {}) })
    .where('oid', '=', subscriptionOid)
    .where('water_line_status', '=', from);
  if (onlyIfNotEnded) update = update.where('ended_on', 'is', null);
  const moved = await update.executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/** A line of the water line's history (what the subscriber's application and the clerk's screens show). */
export function insertWaterLineHistory(db: Db, row: Insertable<Database['water_line_status_history']>) {
  return db.insertInto('water_line_status_history').values(row).execute();
}
