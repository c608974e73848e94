import type { Db } from '../db/kysely';
import type { Database } from '../db/schema';

/** How many rows a table holds: what a test compares before and after a call that must change nothing. */
export async function countRows(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
