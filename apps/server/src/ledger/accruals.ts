import type { Insertable } from 'kysely';
import type { Db } from '../db/kysely';
import type { Database } from '../db/schema';
import { insertAccruals } from './ledger-repo';

export type NewAccrual = Insertable<Database['accrual']>;

const CHUNK = 2_000;

/**
 * Adds debt lines (a declaration, a restructuring plan, a fine, a water bill…) in the
 * caller's transaction and returns their oids in the given order.
 */
export async function createAccruals(trx: Db, rows: readonly NewAccrual[]): Promise<number[]> {
  for (const row of rows) {
    if (!Number.isSafeInteger(row.amount) || row.amount <= 0) throw new RangeError(`An accrual needs a positive whole kuruş amount: ${row.amount}`);
  }
  return insertAccruals(trx, rows, CHUNK);
}
