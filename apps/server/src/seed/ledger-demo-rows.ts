import type { Selectable } from 'kysely';
import type { NewAccrual } from '../ledger';
import type { Database } from '../db/schema';

/** A demo member's registry, as the estates and subscriptions of the demo ledger need it. */
export type DemoOwner = Pick<Selectable<Database['registry']>, 'oid' | 'registry_type' | 'district_code' | 'street_code' | 'outer_door_oid' | 'inner_door_oid'>;
/** An accrual of the demo and the day it was paid, if it was. */
export type DemoAccrual = { row: NewAccrual; paidOn: string | null };

export const isoAddDays = (iso: string, days: number) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
export const pad = (n: number) => String(n).padStart(2, '0');

/** The demo rows carry the owner's address, so an estate or a subscription sits where its owner lives. */
export const addressOf = (r: DemoOwner) => ({
  district_code: r.district_code,
  street_code: r.street_code,
  outer_door_oid: r.outer_door_oid,
  inner_door_oid: r.inner_door_oid,
});
