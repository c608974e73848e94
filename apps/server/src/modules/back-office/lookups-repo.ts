import type { Db } from '../../db/kysely';

/** The municipality's districts, for the queues' district filter. */
export function findDistricts(db: Db, countyCode: number) {
  return db.selectFrom('district').select(['district_code', 'district_name']).where('county_code', '=', countyCode).orderBy('district_name').execute();
}
