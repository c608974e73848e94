import type { Db } from '../../db/kysely';

export { findAdvertisingLocation, findAdvertisingType, findEctActivity, findUsageType } from '../../reference-data/tax-table-rows-repo';

/** The rows of the municipality's tax tables one declaration is computed from. */
export const findYearSetting = (db: Db, year: number) =>
  db
    .selectFrom('tax_year_setting')
    .select(['tax_year', 'is_metropolitan', 'municipality_group', 'value_cap_base_year', 'value_cap_factor_percent'])
    .where('tax_year', '=', year)
    .executeTakeFirst();

export const findYearRange = (db: Db) =>
  db
    .selectFrom('tax_year_setting')
    .select((eb) => [eb.fn.min('tax_year').as('first'), eb.fn.max('tax_year').as('last')])
    .executeTakeFirstOrThrow();

export const findStreetValuation = (db: Db, year: number, streetCode: number) =>
  db.selectFrom('street_valuation').select(['estate_type_code', 'unit_value']).where('valuation_year', '=', year).where('street_code', '=', streetCode).executeTakeFirst();

export const findLandType = (db: Db, oid: number) => db.selectFrom('land_type').select(['oid', 'code', 'name']).where('oid', '=', oid).executeTakeFirst();
export const findConstructionType = (db: Db, code: number) =>
  db.selectFrom('construction_type').select(['code', 'name', 'abrasion_group_code']).where('code', '=', code).executeTakeFirst();
export const findBuildingClass = (db: Db, code: number) => db.selectFrom('building_class').select(['code', 'name']).where('code', '=', code).executeTakeFirst();

export const findConstructionCost = (db: Db, year: number, usageTypeOid: number, constructionTypeCode: number, buildingClassCode: number) =>
  db
    .selectFrom('construction_cost')
    .select('average_cost')
    .where('process_year', '=', year)
    .where('usage_type_oid', '=', usageTypeOid)
    .where('construction_type_code', '=', constructionTypeCode)
    .where('building_class_code', '=', buildingClassCode)
    .executeTakeFirst();

export const findAbrasionShare = (db: Db, groupCode: number, age: number) =>
  db
    .selectFrom('abrasion_share')
    .select(['share_percent', 'construction_group_name', 'age_from', 'age_to'])
    .where('construction_group_code', '=', groupCode)
    .where('age_from', '<=', age)
    .where((eb) => eb.or([eb('age_to', '>=', age), eb('age_to', 'is', null)]))
    .executeTakeFirst();

export const findAdvertisingTariff = (db: Db, year: number, typeOid: number, locationOid: number) =>
  db
    .selectFrom('advertising_tariff as a')
    .innerJoin('advertising_type as t', 't.oid', 'a.advertising_type_oid')
    .innerJoin('advertising_tax_location as l', 'l.oid', 'a.location_oid')
    .select(['a.amount', 'a.is_demo', 't.name as type_name', 't.unit_name', 'l.name as location_name', 'l.tariff_group'])
    .where('a.process_year', '=', year)
    .where('a.advertising_type_oid', '=', typeOid)
    .where('a.location_oid', '=', locationOid)
    .executeTakeFirst();

export const findEctPrice = (db: Db, year: number, activityOid: number) =>
  db
    .selectFrom('ect_annual_price')
    .select(['amount', 'is_demo', 'building_group'])
    .where('process_year', '=', year)
    .where('activity_type_oid', '=', activityOid)
    .executeTakeFirst();

export const findEntertainmentPlaceType = (db: Db, oid: number) =>
  db.selectFrom('entertainment_place_type').select(['oid', 'name', 'period', 'amount', 'is_demo']).where('oid', '=', oid).executeTakeFirst();
export const findEntertainmentType = (db: Db, oid: number) =>
  db.selectFrom('entertainment_type').select(['oid', 'name', 'ticket_rate_percent', 'is_demo']).where('oid', '=', oid).executeTakeFirst();
