import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/kysely';
import type { Database } from '../db/schema';

/*
 * The meter readings of the subscription register: the one writer of `water_meter_reading`
 * (docs/architecture.md, "Who owns which table"). Water billing enters readings and replaces
 * meters; the municipality's import records each meter's last index as the base its next bill
 * starts from.
 */

export function insertReading(db: Db, row: Insertable<Database['water_meter_reading']>) {
  return db.insertInto('water_meter_reading').values(row).returningAll().executeTakeFirstOrThrow();
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
