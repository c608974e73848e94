import type { ParsedRequestOf } from '@ebelediye/contract';
import type { Db } from '../../db/kysely';
import { foldedTextMatch, orderTerm } from '../../platform/table-search';

export type ConstructionCostQuery = ParsedRequestOf<'RetrieveEstateConstructionCost'>;
export type AbrasionQuery = ParsedRequestOf<'RetrieveEstateAbrasionShares'>;

const costSort = { estateUsageType: 'u.sort_order', constructionType: 'c.construction_type_code', buildingClass: 'c.building_class_code', averageCost: 'c.average_cost' } as const;

function costs(db: Db, query: ConstructionCostQuery) {
  const search = foldedTextMatch('c.search_text', query.searchText);
  return db
    .selectFrom('construction_cost as c')
    .innerJoin('estate_usage_type as u', 'u.oid', 'c.usage_type_oid')
    .where('c.process_year', '=', query.processYear)
    .$if(query.estateUsageTypeOid !== undefined, (qb) => qb.where('c.usage_type_oid', '=', query.estateUsageTypeOid!))
    .$if(search !== null, (qb) => qb.where(search!));
}

export function findConstructionCostPage(db: Db, query: ConstructionCostQuery) {
  const direction = query.sortDirection;
  // The tebliğ's own order (usage group, construction type, class) is the default.
  const terms = query.sortBy ? [costSort[query.sortBy]] : [costSort.estateUsageType, costSort.constructionType, costSort.buildingClass];
  let page = costs(db, query)
    .innerJoin('construction_type as t', 't.code', 'c.construction_type_code')
    .innerJoin('building_class as b', 'b.code', 'c.building_class_code')
    .select([
      'c.oid',
      'c.process_year',
      'c.usage_type_oid',
      'u.name as usage_name',
      'c.construction_type_code',
      't.name as type_name',
      'c.building_class_code',
      'b.name as class_name',
      'c.minimum_cost',
      'c.maximum_cost',
      'c.average_cost',
    ]);
  for (const term of [...terms, 'c.oid']) page = page.orderBy(orderTerm(term, direction));
  return page
    .limit(query.pageSize)
    .offset(query.pageIndex * query.pageSize)
    .execute();
}

export async function countConstructionCosts(db: Db, query: ConstructionCostQuery): Promise<number> {
  return Number(
    (
      await costs(db, query)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
}

export async function findConstructionCostYears(db: Db): Promise<number[]> {
  const rows = await db.selectFrom('construction_cost').select('process_year').distinct().orderBy('process_year').execute();
  return rows.map((r) => r.process_year);
}

const abrasionSort = { constructionGroup: 'a.construction_group_code', ageFrom: 'a.age_from', sharePercent: 'a.share_percent' } as const;

function abrasions(db: Db, query: AbrasionQuery) {
  const search = foldedTextMatch('a.search_text', query.searchText);
  return db
    .selectFrom('abrasion_share as a')
    .$if(query.constructionGroupCode !== undefined, (qb) => qb.where('a.construction_group_code', '=', query.constructionGroupCode!))
    .$if(search !== null, (qb) => qb.where(search!));
}

export function findAbrasionPage(db: Db, query: AbrasionQuery) {
  const terms = query.sortBy ? [abrasionSort[query.sortBy]] : [abrasionSort.constructionGroup, abrasionSort.ageFrom];
  let page = abrasions(db, query).select(['a.oid', 'a.construction_group_code', 'a.construction_group_name', 'a.age_from', 'a.age_to', 'a.share_percent']);
  for (const term of [...terms, 'a.oid']) page = page.orderBy(orderTerm(term, query.sortDirection));
  return page
    .limit(query.pageSize)
    .offset(query.pageIndex * query.pageSize)
    .execute();
}

export async function countAbrasions(db: Db, query: AbrasionQuery): Promise<number> {
  return Number(
    (
      await abrasions(db, query)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
}

export function findAbrasionGroups(db: Db) {
  return db.selectFrom('abrasion_share').select(['construction_group_code', 'construction_group_name']).distinct().orderBy('construction_group_code').execute();
}

export const findUsageTypes = (db: Db) => db.selectFrom('estate_usage_type').select(['oid', 'code', 'name']).orderBy('sort_order').execute();
export const findLandTypes = (db: Db) => db.selectFrom('land_type').select(['oid', 'code', 'name']).orderBy('sort_order').execute();
