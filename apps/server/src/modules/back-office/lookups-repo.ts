import type { Db } from '../../db/kysely';

/** The municipality's districts, for the queues' district filter. */
export function findDistricts(db: Db, countyCode: number) {
  return db.selectFrom('district').select(['district_code', 'district_name']).where('county_code', '=', countyCode).orderBy('district_name').execute();
}

/** The units a work item may be routed to, in the screen's order. */
export const findUnits = (db: Db) => db.selectFrom('backoffice_unit').select(['unit_code', 'name']).orderBy('sort_order').execute();
/** The complaint categories, for the complaints queue's filter. */
export const findCategories = (db: Db) =>
  db
    .selectFrom('parameter')
    .select(['parameter_code', 'parameter_name'])
    .where('parameter_type_code', '=', '16')
    .where('is_active', '=', true)
    .orderBy('sort_order')
    .orderBy('parameter_code')
    .execute();
