import type { ParsedRequestOf } from '@ebelediye/contract';
import { sql } from 'kysely';
import type { Db } from '../../db/kysely';
import { foldedTextMatch, orderTerm } from '../../platform/table-search';

export type ValuationQuery = ParsedRequestOf<'RetrieveEstateStreetValuationsWithoutAuthorization'>;

const sortColumns = { streetName: 'v.name_sort', streetType: 'v.street_type', unitValue: 'v.unit_value' } as const;

function filtered(db: Db, query: ValuationQuery) {
  const search = foldedTextMatch('v.search_text', query.searchText);
  return db
    .selectFrom('street_valuation as v')
    .where('v.valuation_year', '=', query.valuationYear)
    .where('v.district_code', '=', query.districtCode)
    .$if(query.streetCode !== undefined, (qb) => qb.where('v.street_code', '=', query.streetCode!))
    .$if(search !== null, (qb) => qb.where(search!));
}

/** One page of a district's valuations for a year; the (year, district, order) indexes make this a short index walk. */
export function findValuationPage(db: Db, query: ValuationQuery) {
  const column = sortColumns[query.sortBy ?? 'streetName'];
  return filtered(db, query)
    .innerJoin('district as d', 'd.district_code', 'v.district_code')
    .select(['v.oid', 'v.valuation_year', 'v.district_code', 'd.district_name', 'v.street_code', 'v.street_name', 'v.street_type', 'v.estate_type_code', 'v.unit_value'])
    .orderBy(orderTerm(column, query.sortDirection, column === 'v.name_sort'))
    .orderBy(orderTerm('v.oid', query.sortDirection))
    .limit(query.pageSize)
    .offset(query.pageIndex * query.pageSize)
    .execute();
}

export async function countValuations(db: Db, query: ValuationQuery): Promise<number> {
  const row = await filtered(db, query)
    .select((eb) => eb.fn.countAll<number>().as('total'))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Distinct years by skipping through the leading index column (a loose index scan), not by reading every row. */
export async function findValuationYears(db: Db): Promise<number[]> {
  const { rows } = await sql<{ year: number }>`
    with recursive years as (
      select min(valuation_year) as year from street_valuation
      union all
      select (select min(valuation_year) from street_valuation where valuation_year > years.year) from years where years.year is not null
    )
    select year from years where year is not null order by year`.execute(db);
  return rows.map((r) => Number(r.year));
}

export function findDistrictOfCounty(db: Db, districtCode: number, countyCode: number) {
  return db.selectFrom('district').select('district_code').where('district_code', '=', districtCode).where('county_code', '=', countyCode).executeTakeFirst();
}

export function findStreetOfDistrict(db: Db, streetCode: number, districtCode: number) {
  return db.selectFrom('street').select('street_code').where('street_code', '=', streetCode).where('district_code', '=', districtCode).executeTakeFirst();
}
