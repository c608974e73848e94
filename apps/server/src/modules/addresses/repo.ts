import type { Db } from '../../db/kysely';

const districtColumns = ['district_code', 'district_name', 'county_code', 'village_code', 'is_village'] as const;

export function findCountiesOfCity(db: Db, cityCode: number) {
  return db.selectFrom('county').select(['city_code', 'county_code', 'county_name']).where('city_code', '=', cityCode).execute();
}

export function findDistrictsOfCounties(db: Db, countyCodes: number[], addressSourceType?: number) {
  let query = db.selectFrom('district').select(districtColumns).where('county_code', 'in', countyCodes);
  if (addressSourceType !== undefined) query = query.where('address_source_type', '=', addressSourceType);
  return query.execute();
}

export function findDistrict(db: Db, districtCode: number) {
  return db.selectFrom('district').select(districtColumns).where('district_code', '=', districtCode).executeTakeFirst();
}

export function findStreetsOfDistrict(db: Db, districtCode: number) {
  return db.selectFrom('street').select(['street_code', 'street_name', 'street_type', 'district_code']).where('district_code', '=', districtCode).execute();
}

export function findStreet(db: Db, streetCode: number) {
  return db.selectFrom('street').select(['street_code', 'district_code']).where('street_code', '=', streetCode).executeTakeFirst();
}

export function findOuterDoorsOfStreet(db: Db, streetCode: number, onlyActive: boolean) {
  let query = db.selectFrom('outer_door').select(['oid', 'door_no', 'street_code', 'district_code', 'is_active', 'latitude', 'longitude']).where('street_code', '=', streetCode);
  if (onlyActive) query = query.where('is_active', '=', true);
  return query.orderBy('oid').execute();
}

export function findOuterDoor(db: Db, outerDoorOid: number) {
  return db.selectFrom('outer_door').select(['oid']).where('oid', '=', outerDoorOid).executeTakeFirst();
}

export function findInnerDoorsOfOuterDoor(db: Db, outerDoorOid: number, onlyActive: boolean) {
  let query = db.selectFrom('inner_door').select(['oid', 'door_no', 'outer_door_oid', 'is_active']).where('outer_door_oid', '=', outerDoorOid);
  if (onlyActive) query = query.where('is_active', '=', true);
  return query.orderBy('oid').execute();
}
