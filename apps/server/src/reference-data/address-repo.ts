import type { Db } from '../db/kysely';
import type { SelectQueryBuilder } from 'kysely';
import type { Database } from '../db/schema';
import type { AddressNames, AddressPlace } from './address-text';

type ChainColumn = 'district_code' | 'street_code' | 'outer_door_oid' | 'inner_door_oid';

/** The tables that carry a whole address chain (registry, real_estate, subscription, declaration). */
export type AddressHolder = { [T in keyof Database]: ChainColumn extends keyof Database[T] ? T : never }[keyof Database];

/**
 * Adds the names of a row's address parts, and the county and city its district lies in, to a
 * query that selects from `holder` by its own name: `.$call(withAddressNames('subscription'))`.
 * Left joins on primary keys: a missing part leaves its names null, and each row costs one
 * index lookup a part.
 */
export function withAddressNames<H extends AddressHolder>(holder: H) {
  const own = <C extends ChainColumn>(column: C) => `${holder as AddressHolder}.${column}` as const;
  return <TB extends keyof Database, O>(
    qb: SelectQueryBuilder<Database, TB, O> & (H extends TB ? unknown : 'selects from the holder table'),
  ): SelectQueryBuilder<Database, TB, O & AddressNames & AddressPlace> =>
    // Kysely cannot resolve joins on a query whose tables are a type parameter; AddressHolder keeps the holder's columns checked.
    (qb as unknown as SelectQueryBuilder<Database, AddressHolder, O>)
      .leftJoin('district as address_district', 'address_district.district_code', own('district_code'))
      .leftJoin('county as address_county', 'address_county.county_code', 'address_district.county_code')
      .leftJoin('city as address_city', 'address_city.city_code', 'address_county.city_code')
      .leftJoin('street as address_street', 'address_street.street_code', own('street_code'))
      .leftJoin('outer_door as address_outer_door', 'address_outer_door.oid', own('outer_door_oid'))
      .leftJoin('inner_door as address_inner_door', 'address_inner_door.oid', own('inner_door_oid'))
      .select([
        'address_district.district_name',
        'address_district.is_village',
        'address_county.county_name',
        'address_city.city_name',
        'address_street.street_name',
        'address_street.street_type',
        'address_outer_door.door_no as outer_door_no',
        'address_inner_door.door_no as inner_door_no',
      ]) as unknown as SelectQueryBuilder<Database, TB, O & AddressNames & AddressPlace>;
}

/** Each link of the address chain, found only inside the one before it. */
export function findDistrictOf(db: Db, countyCode: number, districtCode: number) {
  return db.selectFrom('district').select(['district_name', 'is_village']).where('district_code', '=', districtCode).where('county_code', '=', countyCode).executeTakeFirst();
}

export function findStreetOf(db: Db, districtCode: number, streetCode: number) {
  return db.selectFrom('street').select(['street_name', 'street_type']).where('street_code', '=', streetCode).where('district_code', '=', districtCode).executeTakeFirst();
}

export function findOuterDoorOf(db: Db, streetCode: number, outerDoorOid: number) {
  return db.selectFrom('outer_door').select('door_no').where('oid', '=', outerDoorOid).where('street_code', '=', streetCode).where('is_active', '=', true).executeTakeFirst();
}

export function findInnerDoorOf(db: Db, outerDoorOid: number, innerDoorOid: number) {
  return db.selectFrom('inner_door').select('door_no').where('oid', '=', innerDoorOid).where('outer_door_oid', '=', outerDoorOid).where('is_active', '=', true).executeTakeFirst();
}
