import type { Db } from '../../db/kysely';

/** Of these accruals, those no longer simply open: paid in part or whole, restructured or cancelled. */
export async function accrualsTouchedSinceImport(db: Db, accrualOids: readonly number[]): Promise<Set<number>> {
  if (accrualOids.length === 0) return new Set();
  const rows = await db
    .selectFrom('accrual as a')
    .select('a.oid')
    .where('a.oid', 'in', [...accrualOids])
    .where((eb) => eb.or([eb('a.status', '!=', 'open'), eb.exists(eb.selectFrom('collection_line as cl').select('cl.oid').whereRef('cl.accrual_oid', '=', 'a.oid'))]))
    .execute();
  return new Set(rows.map((r) => Number(r.oid)));
}
