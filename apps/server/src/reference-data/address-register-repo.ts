import { sql } from 'kysely';
import type { Db } from '../db/kysely';

/**
 * Writes to the address register (city → county → district → street → outer door → inner door),
 * which the municipality loads from its own register (docs/operations.md, "Importing a
 * municipality's data"). Districts and streets are keyed by their national codes; doors get oids.
 */
export interface DistrictRow {
  cityCode: number;
  cityName: string;
  countyCode: number;
  countyName: string;
  districtCode: number;
  districtName: string;
  isVillage: boolean;
  villageCode: number | null;
}

/** Adds or renames the districts with their counties and cities; answers each district code. */
export async function upsertDistricts(trx: Db, rows: readonly DistrictRow[]): Promise<number[]> {
  const cities = new Map(rows.map((r) => [r.cityCode, { city_code: r.cityCode, city_name: r.cityName }]));
  const counties = new Map(rows.map((r) => [r.countyCode, { county_code: r.countyCode, city_code: r.cityCode, county_name: r.countyName }]));
  await trx
    .insertInto('city')
    .values([...cities.values()])
    .onConflict((oc) => oc.column('city_code').doUpdateSet({ city_name: sql`excluded.city_name` }))
    .execute();
  await trx
    .insertInto('county')
    .values([...counties.values()])
    .onConflict((oc) => oc.column('county_code').doUpdateSet({ city_code: sql`excluded.city_code`, county_name: sql`excluded.county_name` }))
    .execute();
  await trx
    .insertInto('district')
    .values(rows.map((r) => ({ district_code: r.districtCode, county_code: r.countyCode, district_name: r.districtName, is_village: r.isVillage, village_code: r.villageCode })))
    .onConflict((oc) =>
      oc.column('district_code').doUpdateSet({
        county_code: sql`excluded.county_code`,
        district_name: sql`excluded.district_name`,
        is_village: sql`excluded.is_village`,
        village_code: sql`excluded.village_code`,
      }),
    )
    .execute();
  return rows.map((r) => r.districtCode);
}

export interface StreetRow {
  streetCode: number;
  districtCode: number;
  streetName: string;
  streetType: string;
}

/** Adds or changes streets by their national codes; answers each street code. */
export async function upsertStreets(trx: Db, rows: readonly StreetRow[]): Promise<number[]> {
  await trx
    .insertInto('street')
    .values(rows.map((r) => ({ street_code: r.streetCode, district_code: r.districtCode, street_name: r.streetName, street_type: r.streetType })))
    .onConflict((oc) =>
      oc.column('street_code').doUpdateSet({ district_code: sql`excluded.district_code`, street_name: sql`excluded.street_name`, street_type: sql`excluded.street_type` }),
    )
    .execute();
  return rows.map((r) => r.streetCode);
}

/** The districts of these streets, by street code. */
export async function districtsOfStreets(db: Db, streetCodes: readonly number[]): Promise<Map<number, number>> {
  if (streetCodes.length === 0) return new Map();
  const rows = await db
    .selectFrom('street')
    .select(['street_code', 'district_code'])
    .where('street_code', 'in', [...streetCodes])
    .execute();
  return new Map(rows.map((r) => [r.street_code, r.district_code]));
}

/** Which of these codes name a district (or a street) of the register. */
export async function existingDistrictCodes(db: Db, codes: readonly number[]): Promise<Set<number>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .selectFrom('district')
    .select('district_code')
    .where('district_code', 'in', [...codes])
    .execute();
  return new Set(rows.map((r) => r.district_code));
}

export async function existingStreetCodes(db: Db, codes: readonly number[]): Promise<Set<number>> {
  if (codes.length === 0) return new Set();
  const rows = await db
    .selectFrom('street')
    .select('street_code')
    .where('street_code', 'in', [...codes])
    .execute();
  return new Set(rows.map((r) => r.street_code));
}

export interface OuterDoorRow {
  /** The door an earlier import made, to change; null to add one. */
  oid: number | null;
  streetCode: number;
  districtCode: number;
  doorNo: string;
  isActive: boolean;
  latitude: number | null;
  longitude: number | null;
}

/** Adds or changes outer doors (buildings); answers each door's oid in order. */
export async function saveOuterDoors(trx: Db, rows: readonly OuterDoorRow[]): Promise<number[]> {
  const ids: number[] = [];
  for (const r of rows) {
    const values = { street_code: r.streetCode, district_code: r.districtCode, door_no: r.doorNo, is_active: r.isActive, latitude: r.latitude, longitude: r.longitude };
    if (r.oid === null) ids.push(Number((await trx.insertInto('outer_door').values(values).returning('oid').executeTakeFirstOrThrow()).oid));
    else {
      await trx.updateTable('outer_door').set(values).where('oid', '=', r.oid).execute();
      ids.push(r.oid);
    }
  }
  return ids;
}

export interface InnerDoorRow {
  oid: number | null;
  outerDoorOid: number;
  doorNo: string;
  isActive: boolean;
}

/** Adds or changes inner doors (independent sections); answers each door's oid in order. */
export async function saveInnerDoors(trx: Db, rows: readonly InnerDoorRow[]): Promise<number[]> {
  const ids: number[] = [];
  for (const r of rows) {
    const values = { outer_door_oid: r.outerDoorOid, door_no: r.doorNo, is_active: r.isActive };
    if (r.oid === null) ids.push(Number((await trx.insertInto('inner_door').values(values).returning('oid').executeTakeFirstOrThrow()).oid));
    else {
      await trx.updateTable('inner_door').set(values).where('oid', '=', r.oid).execute();
      ids.push(r.oid);
    }
  }
  return ids;
}

/** The whole chain of these inner doors: district, street and outer door, by inner door oid. */
export async function chainsOfInnerDoors(db: Db, innerDoorOids: readonly number[]) {
  if (innerDoorOids.length === 0) return new Map<number, { districtCode: number; streetCode: number; outerDoorOid: number }>();
  const rows = await db
    .selectFrom('inner_door as i')
    .innerJoin('outer_door as o', 'o.oid', 'i.outer_door_oid')
    .select(['i.oid', 'o.oid as outer_door_oid', 'o.street_code', 'o.district_code'])
    .where('i.oid', 'in', [...innerDoorOids])
    .execute();
  return new Map(rows.map((r) => [Number(r.oid), { districtCode: r.district_code, streetCode: r.street_code, outerDoorOid: Number(r.outer_door_oid) }]));
}
