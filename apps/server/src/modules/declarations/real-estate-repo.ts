import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/kysely';
import type { Database } from '../../db/schema';

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
