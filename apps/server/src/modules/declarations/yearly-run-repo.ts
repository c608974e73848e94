import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db/kysely';
import type { Database } from '../../db/schema';

export const findRun = (db: Db, taxYear: number) => db.selectFrom('yearly_tax_run').selectAll().where('tax_year', '=', taxYear).executeTakeFirst();

/** Made once per year: a second start finds the first run's row, whoever made it. */
export async function insertRunIfNew(db: Db, row: Insertable<Database['yearly_tax_run']>): Promise<void> {
  await db
    .insertInto('yearly_tax_run')
    .values(row)
    .onConflict((oc) => oc.column('tax_year').doNothing())
    .execute();
}

/** The run's row, locked for the batch: two starts of the same run take turns, never the same estates. */
export const lockRun = (trx: Db, oid: number) => trx.selectFrom('yearly_tax_run').selectAll().where('oid', '=', oid).forUpdate().executeTakeFirstOrThrow();

export const updateRun = (trx: Db, oid: number, values: Updateable<Database['yearly_tax_run']>) => trx.updateTable('yearly_tax_run').set(values).where('oid', '=', oid).execute();

/**
 * The next active estates of the register after the last one done, in oid order, with the facts
 * the register keeps of them and the tables' rows of its usage and land type codes (null when the
 * tables lack the code).
 */
export const findEstatesAfter = (db: Db, afterOid: number, limit: number) =>
  db
    .selectFrom('real_estate as e')
    .leftJoin('estate_usage_type as u', 'u.code', 'e.usage_type_code')
    .leftJoin('land_type as l', 'l.code', 'e.land_type_code')
    .select([
      'e.oid',
      'e.registry_oid',
      'e.estate_code',
      'e.district_code',
      'e.street_code',
      'e.outer_door_oid',
      'e.inner_door_oid',
      'e.block_no',
      'e.parcel_no',
      'e.land_area',
      'e.share_numerator',
      'e.share_denominator',
      'e.floor_area',
      'e.usage_type_code',
      'u.oid as usage_type_oid',
      'e.construction_type_code',
      'e.building_class_code',
      'e.construction_year',
      'e.land_share_area',
      'e.central_heating',
      'e.elevator',
      'e.land_type_code',
      'l.oid as land_type_oid',
    ])
    .where('e.is_active', '=', true)
    .where('e.oid', '>', afterOid)
    .orderBy('e.oid')
    .limit(limit)
    .execute();

/**
 * The newest estate declaration of each estate up to the year, that the back office has not
 * returned: the facts the estate is assessed on (a declaration stays in force until a new one).
 */
export async function latestDeclarations(db: Db, realEstateOids: readonly number[], taxYear: number) {
  if (realEstateOids.length === 0) return new Map<number, { oid: number; taxYear: number; details: unknown }>();
  const rows = await db
    .selectFrom('declaration')
    .select(['oid', 'real_estate_oid', 'tax_year', 'details'])
    .distinctOn('real_estate_oid')
    .where('kind', '=', 'estate')
    .where('real_estate_oid', 'in', [...realEstateOids])
    .where('tax_year', '<=', taxYear)
    .where('review_status', '!=', 'returned')
    .orderBy('real_estate_oid')
    .orderBy('tax_year', 'desc')
    .orderBy('filed_at', 'desc')
    .execute();
  return new Map(rows.map((r) => [Number(r.real_estate_oid), { oid: Number(r.oid), taxYear: r.tax_year, details: r.details }]));
}

/** The estates of these with an estate declaration the back office returned: the register may hold that declaration's facts. */
export async function estatesWithReturnedDeclarations(db: Db, realEstateOids: readonly number[]): Promise<Set<number>> {
  if (realEstateOids.length === 0) return new Set();
  const rows = await db
    .selectFrom('declaration')
    .select('real_estate_oid')
    .distinct()
    .where('kind', '=', 'estate')
    .where('real_estate_oid', 'in', [...realEstateOids])
    .where('review_status', '=', 'returned')
    .execute();
  return new Set(rows.map((r) => Number(r.real_estate_oid)));
}

/** Records what was done with each subject; returns the keys recorded now (a subject's year already recorded is left as it was). */
export async function insertYearlyTaxes(trx: Db, rows: readonly Insertable<Database['yearly_tax']>[]): Promise<Set<string>> {
  if (rows.length === 0) return new Set();
  const inserted = await trx
    .insertInto('yearly_tax')
    .values([...rows])
    .onConflict((oc) => oc.columns(['subject_key', 'tax_year']).doNothing())
    .returning('subject_key')
    .execute();
  return new Set(inserted.map((r) => r.subject_key));
}

/** A workplace's or sign's declarations follow one another under its property key without the year. */
const lineage = sql<string>`regexp_replace(property_key, ':[0-9]{4}$', '')`;

/**
 * The newest ÇTV and yearly advertising declaration of each workplace and sign up to the year,
 * that the back office has not returned, after the last one done, in oid order. A weekly sign is
 * a tax of its weeks, not of the year.
 */
export function findWorkplaceDeclarationsAfter(db: Db, taxYear: number, afterOid: number, limit: number) {
  return db
    .selectFrom((eb) =>
      eb
        .selectFrom('declaration')
        .select(['oid', 'registry_oid', 'kind', 'tax_year', 'details', 'subject', lineage.as('lineage')])
        .distinctOn(['registry_oid', lineage])
        .where('kind', 'in', ['ect', 'advertising'])
        .where('tax_year', '<=', taxYear)
        .where('review_status', '!=', 'returned')
        .where(sql<boolean>`coalesce(details->>'unitName', '') not like '%/hafta'`)
        .orderBy('registry_oid')
        .orderBy(lineage)
        .orderBy('tax_year', 'desc')
        .orderBy('filed_at', 'desc')
        .as('latest'),
    )
    .selectAll()
    .where('oid', '>', afterOid)
    .orderBy('oid')
    .limit(limit)
    .execute();
}

export const countOutcomes = (db: Db, runOid: number) =>
  db
    .selectFrom('yearly_tax')
    .select((eb) => ['outcome', eb.fn.countAll<number>().as('n'), eb.fn.sum<number | null>('tax_amount').as('amount')])
    .where('run_oid', '=', runOid)
    .groupBy('outcome')
    .execute();

/** The estates the run could not assess, with why, first by estate. */
export const findNotAssessed = (db: Db, runOid: number, limit: number) =>
  db
    .selectFrom('yearly_tax')
    .select(['kind', 'subject', 'real_estate_oid', 'registry_oid', 'outcome', 'reason'])
    .where('run_oid', '=', runOid)
    .where('outcome', 'in', ['noFacts', 'invalidFacts'])
    .orderBy('oid')
    .limit(limit)
    .execute();
