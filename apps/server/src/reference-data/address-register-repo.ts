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

/** Oids for rows about to be added, drawn from the table's own sequence so one insert can add them all. */
async function reserveOids(trx: Db, table: 'outer_door' | 'inner_door', count: number): Promise<number[]> {
  if (count === 0) return [];
  const { rows } = await sql<{ oid: number }>`select nextval(pg_get_serial_sequence(${table}, 'oid')) as oid from generate_series(1, ${count})`.execute(trx);
  return rows.map((r) => Number(r.oid));
}

/** Each row's oid: its own when it has one, else a reserved one. */
async function oidsFor(trx: Db, table: 'outer_door' | 'inner_door', rows: readonly { oid: number | null }[]): Promise<number[]> {
  const fresh = await reserveOids(trx, table, rows.filter((r) => r.oid === null).length);
  return rows.map((r) => r.oid ?? fresh.shift()!);
}

const outerDoorColumns = (r: OuterDoorRow) => ({
  street_code: r.streetCode,
  district_code: r.districtCode,
  door_no: r.doorNo,
  is_active: r.isActive,
  latitude: r.latitude,
  longitude: r.longitude,
});

/** Adds (in one insert) or changes outer doors (buildings); answers each door's oid in order. */
export async function saveOuterDoors(trx: Db, rows: readonly OuterDoorRow[]): Promise<number[]> {
  const ids = await oidsFor(trx, 'outer_door', rows);
  const added = rows.flatMap((r, i) => (r.oid === null ? [{ oid: ids[i]!, ...outerDoorColumns(r) }] : []));
  if (added.length > 0) await trx.insertInto('outer_door').values(added).execute();
  for (const r of rows) if (r.oid !== null) await trx.updateTable('outer_door').set(outerDoorColumns(r)).where('oid', '=', r.oid).execute();
  return ids;
}

export interface InnerDoorRow {
  oid: number | null;
  outerDoorOid: number;
  doorNo: string;
  isActive: boolean;
}

const innerDoorColumns = (r: InnerDoorRow) => ({ outer_door_oid: r.outerDoorOid, door_no: r.doorNo, is_active: r.isActive });

/** Adds (in one insert) or changes inner doors (independent sections); answers each door's oid in order. */
export async function saveInnerDoors(trx: Db, rows: readonly InnerDoorRow[]): Promise<number[]> {
  const ids = await oidsFor(trx, 'inner_door', rows);
  const added = rows.flatMap((r, i) => (r.oid === null ? [{ oid: ids[i]!, ...innerDoorColumns(r) }] : []));
  if (added.length > 0) await trx.insertInto('inner_door').values(added).execute();
  for (const r of rows) if (r.oid !== null) await trx.updateTable('inner_door').set(innerDoorColumns(r)).where('oid', '=', r.oid).execute();
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

/** The street and district of these outer doors, by outer door oid. */
export async function districtsOfOuterDoors(db: Db, outerDoorOids: readonly number[]) {
  if (outerDoorOids.length === 0) return new Map<number, { districtCode: number; streetCode: number }>();
  const rows = await db
    .selectFrom('outer_door')
    .select(['oid', 'street_code', 'district_code'])
    .where('oid', 'in', [...outerDoorOids])
    .execute();
  return new Map(rows.map((r) => [Number(r.oid), { districtCode: r.district_code, streetCode: r.street_code }]));
}
