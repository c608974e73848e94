import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../db/kysely';
import type { Database } from '../db/schema';

/**
 * The estate register (`real_estate`): each registry's buildings, plots and land, read by the
 * yearly property-tax run. Declarations bring a record up to date and the municipality's import
 * loads its own register, so the register sits below the modules (docs/architecture.md, "Who owns
 * which table").
 */

/** The registry's active record of that kind at that door (and, for a building, that independent section). */
export function findActiveRealEstate(db: Db, registryOid: number, estateCode: 1 | 2 | 3, place: { outerDoorOid: number; innerDoorOid?: number | null | undefined }) {
  return db
    .selectFrom('real_estate')
    .select('oid')
    .where('registry_oid', '=', registryOid)
    .where('estate_code', '=', estateCode)
    .where('is_active', '=', true)
    .where('outer_door_oid', '=', place.outerDoorOid)
    .$if(place.innerDoorOid !== undefined, (qb) => qb.where('inner_door_oid', '=', place.innerDoorOid!))
    .orderBy('oid')
    .executeTakeFirst();
}

export function updateRealEstate(db: Db, registryOid: number, oid: number, values: Updateable<Database['real_estate']>) {
  return db.updateTable('real_estate').set(values).where('oid', '=', oid).where('registry_oid', '=', registryOid).execute();
}

export async function insertRealEstate(db: Db, row: Insertable<Database['real_estate']>): Promise<number> {
  const inserted = await db.insertInto('real_estate').values(row).returning('oid').executeTakeFirstOrThrow();
  return Number(inserted.oid);
}

export type RealEstateRow = Omit<Insertable<Database['real_estate']>, 'oid'> & { oid: number | null };

/** Adds (in one insert, oids drawn from the table's sequence) or changes estates of the register; answers each estate's oid in order. */
export async function saveRealEstates(trx: Db, rows: readonly RealEstateRow[]): Promise<number[]> {
  const newCount = rows.filter((r) => r.oid === null).length;
  const { rows: fresh } =
    newCount === 0
      ? { rows: [] }
      : await sql<{ oid: number }>`select nextval(pg_get_serial_sequence('real_estate', 'oid')) as oid from generate_series(1, ${newCount})`.execute(trx);
  let next = 0;
  const ids = rows.map((r) => r.oid ?? Number(fresh[next++]!.oid));
  const added = rows.flatMap((r, i) => (r.oid === null ? [{ ...r, oid: ids[i]! }] : []));
  if (added.length > 0) await trx.insertInto('real_estate').values(added).execute();
  for (const { oid, ...values } of rows) {
    if (oid !== null) await trx.updateTable('real_estate').set(values).where('oid', '=', oid).execute();
  }
  return ids;
}
