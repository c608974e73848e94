import { sql } from 'kysely';
import type { Db } from '../../db/kysely';

const anyOf = (oids: readonly number[]) => (oids.length ? [...oids] : [-1]);

/** Registries by oid, limited to the caller's scope. */
export function findRegistries(db: Db, registryOids: readonly number[]) {
  return db
    .selectFrom('registry')
    .select(['oid', 'registry_type', 'first_name', 'last_name', 'title', 'national_id', 'tax_number'])
    .where('oid', 'in', anyOf(registryOids))
    .orderBy('oid')
    .execute();
}

export type RegistryNameRow = Awaited<ReturnType<typeof findRegistries>>[number];

/** The income types a registry has accruals of, with the open count. */
export function findIncomeTypeSummary(db: Db, registryOid: number) {
  return db
    .selectFrom('accrual')
    .innerJoin('income_type', 'income_type.code', 'accrual.income_type_code')
    .select([
      'income_type.code',
      'income_type.name',
      'income_type.name_en',
      'income_type.sort_order',
      'income_type.subject_to_delay_fine',
      sql<number>`count(*) filter (where accrual.status = 'open')::int`.as('open_count'),
    ])
    .where('accrual.registry_oid', '=', registryOid)
    .groupBy(['income_type.code', 'income_type.name', 'income_type.name_en', 'income_type.sort_order', 'income_type.subject_to_delay_fine'])
    .orderBy('income_type.sort_order')
    .execute();
}

/** Every accrual of a registry due in a period, with what its collections paid. */
export function findAccrualsInPeriod(db: Db, registryOid: number, start: string, finish: string) {
  return db
    .selectFrom('accrual')
    .innerJoin('income_type', 'income_type.code', 'accrual.income_type_code')
    .leftJoin(
      (eb) =>
        eb
          .selectFrom('collection_line')
          .select(['accrual_oid', sql<number>`sum(principal_amount)::bigint`.as('paid_principal'), sql<number>`sum(delay_fine_amount)::bigint`.as('paid_fine')])
          .groupBy('accrual_oid')
          .as('paid'),
      (join) => join.onRef('paid.accrual_oid', '=', 'accrual.oid'),
    )
    .select([
      'accrual.oid',
      'accrual.income_type_code',
      'income_type.name as income_type_name',
      'income_type.name_en as income_type_name_en',
      'accrual.revenue_code',
      'accrual.description',
      'accrual.year',
      'accrual.instalment_no',
      'accrual.period_label',
      'accrual.due_date',
      'accrual.amount',
      'accrual.status',
      'paid.paid_principal',
      'paid.paid_fine',
    ])
    .where('accrual.registry_oid', '=', registryOid)
    .where('accrual.due_date', '>=', start)
    .where('accrual.due_date', '<=', finish)
    .orderBy('accrual.due_date')
    .orderBy('accrual.oid')
    .limit(5_000)
    .execute();
}

const collectionColumns = [
  'collection.oid',
  'collection.registry_oid',
  'collection.collected_at',
  'collection.collection_type',
  'collection.channel',
  'collection.total_amount',
  'collection.receipt_no',
  'collection.verification_code',
] as const;

export function findCollections(db: Db, registryOid: number) {
  return (
    db
      .selectFrom('collection')
      .select(collectionColumns)
      .where('registry_oid', '=', registryOid)
      // A collection its bank cancelled the same day was never the citizen's payment (docs/domain/bank-service.md).
      .where('cancelled_at', 'is', null)
      .orderBy('collected_at', 'desc')
      .orderBy('oid', 'desc')
      .limit(1_000)
      .execute()
  );
}

/** One collection, only when it belongs to one of the caller's registries. */
export function findCollection(db: Db, registryOids: readonly number[], collectionOid: number) {
  return db
    .selectFrom('collection')
    .select(collectionColumns)
    .where('oid', '=', collectionOid)
    .where('registry_oid', 'in', anyOf(registryOids))
    .where('cancelled_at', 'is', null)
    .executeTakeFirst();
}

export function findCollectionLines(db: Db, collectionOid: number) {
  return db
    .selectFrom('collection_line')
    .innerJoin('accrual', 'accrual.oid', 'collection_line.accrual_oid')
    .innerJoin('income_type', 'income_type.code', 'accrual.income_type_code')
    .select([
      'accrual.oid',
      'income_type.name as income_type_name',
      'income_type.name_en as income_type_name_en',
      'accrual.revenue_code',
      'accrual.description',
      'accrual.period_label',
      'accrual.due_date',
      'collection_line.principal_amount',
      'collection_line.delay_fine_amount',
    ])
    .where('collection_line.collection_oid', '=', collectionOid)
    .orderBy('accrual.due_date')
    .orderBy('accrual.oid')
    .execute();
}
