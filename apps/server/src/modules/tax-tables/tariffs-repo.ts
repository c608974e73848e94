import type { ParsedRequestOf } from '@ebelediye/contract';
import type { Db } from '../../db/kysely';
import { foldedTextMatch, orderTerm } from '../../platform/table-search';

export type AdvertisingQuery = ParsedRequestOf<'GetAdvertisingTaxAnnualGroupTariffByProcessYear'>;
export type EctQuery = ParsedRequestOf<'RetrieveECTAnnualPrices'>;

const advertisingSort = { advertisingType: 't.sort_order', location: 'l.sort_order', tariffGroup: 'l.tariff_group', amount: 'a.amount' } as const;

function advertising(db: Db, query: AdvertisingQuery) {
  const search = foldedTextMatch('a.search_text', query.searchText);
  return db
    .selectFrom('advertising_tariff as a')
    .innerJoin('advertising_type as t', 't.oid', 'a.advertising_type_oid')
    .innerJoin('advertising_tax_location as l', 'l.oid', 'a.location_oid')
    .where('a.process_year', '=', query.processYear)
    .$if(query.advertisingTypeOid !== undefined, (qb) => qb.where('a.advertising_type_oid', '=', query.advertisingTypeOid!))
    .$if(query.advertisingTaxLocationOid !== undefined, (qb) => qb.where('a.location_oid', '=', query.advertisingTaxLocationOid!))
    .$if(search !== null, (qb) => qb.where(search!));
}

export function findAdvertisingPage(db: Db, query: AdvertisingQuery) {
  const terms = query.sortBy ? [advertisingSort[query.sortBy]] : [advertisingSort.advertisingType, advertisingSort.location];
  let page = advertising(db, query).select([
    'a.oid',
    'a.process_year',
    'a.advertising_type_oid',
    't.name as type_name',
    'a.location_oid',
    'l.name as location_name',
    'l.tariff_group',
    't.unit_name',
    'a.amount',
    'a.is_demo',
    'a.note',
  ]);
  for (const term of [...terms, 'a.oid']) page = page.orderBy(orderTerm(term, query.sortDirection));
  return page
    .limit(query.pageSize)
    .offset(query.pageIndex * query.pageSize)
    .execute();
}

export async function countAdvertising(db: Db, query: AdvertisingQuery): Promise<number> {
  return Number(
    (
      await advertising(db, query)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
}

export async function findAdvertisingYears(db: Db): Promise<number[]> {
  return (await db.selectFrom('advertising_tariff').select('process_year').distinct().orderBy('process_year').execute()).map((r) => r.process_year);
}

const ectSort = { activityType: 't.sort_order', buildingGroup: 'p.building_group', amount: 'p.amount' } as const;

function ect(db: Db, query: EctQuery) {
  const search = foldedTextMatch('p.search_text', query.searchText);
  return db
    .selectFrom('ect_annual_price as p')
    .innerJoin('ect_activity_type as t', 't.oid', 'p.activity_type_oid')
    .where('p.process_year', '=', query.processYear)
    .$if(query.ectActivityTypeOid !== undefined, (qb) => qb.where('p.activity_type_oid', '=', query.ectActivityTypeOid!))
    .$if(query.buildingGroup !== undefined, (qb) => qb.where('p.building_group', '=', query.buildingGroup!))
    .$if(search !== null, (qb) => qb.where(search!));
}

export function findEctPage(db: Db, query: EctQuery) {
  const terms = query.sortBy ? [ectSort[query.sortBy]] : [ectSort.buildingGroup, ectSort.activityType];
  let page = ect(db, query).select([
    'p.oid',
    'p.process_year',
    'p.activity_type_oid',
    't.name as activity_name',
    'p.building_group',
    'p.unit_name',
    'p.amount',
    'p.is_demo',
    'p.note',
  ]);
  for (const term of [...terms, 'p.oid']) page = page.orderBy(orderTerm(term, query.sortDirection));
  return page
    .limit(query.pageSize)
    .offset(query.pageIndex * query.pageSize)
    .execute();
}

export async function countEct(db: Db, query: EctQuery): Promise<number> {
  return Number(
    (
      await ect(db, query)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
}

export async function findEctYears(db: Db): Promise<number[]> {
  return (await db.selectFrom('ect_annual_price').select('process_year').distinct().orderBy('process_year').execute()).map((r) => r.process_year);
}

export const findAdvertisingTypes = (db: Db) => db.selectFrom('advertising_type').select(['oid', 'code', 'name', 'unit_name']).orderBy('sort_order').execute();
export const findAdvertisingLocations = (db: Db) => db.selectFrom('advertising_tax_location').select(['oid', 'code', 'name', 'tariff_group']).orderBy('sort_order').execute();
export const findEctActivities = (db: Db) => db.selectFrom('ect_activity_type').select(['oid', 'code', 'name', 'building_group']).orderBy('sort_order').execute();
export const findEntertainmentPlaceTypes = (db: Db) =>
  db.selectFrom('entertainment_place_type').select(['oid', 'code', 'name', 'period', 'amount', 'is_demo', 'note']).orderBy('sort_order').execute();
export const findEntertainmentTypes = (db: Db) =>
  db.selectFrom('entertainment_type').select(['oid', 'code', 'name', 'ticket_rate_percent', 'is_demo', 'note']).orderBy('sort_order').execute();
