import { sql, type Insertable, type Updateable } from 'kysely';
import type { Db } from '../../db/kysely';
import type { Database } from '../../db/schema';
import type { LateDebtCaseStatus } from '../../db/schema/water-billing';
import { withAddressNames } from '../../reference-data/address-repo';
import { openStatuses } from './case-machine';

/* Late water debt cases: the one writer of water_late_debt_case (docs/architecture.md §13). */

type CaseTable = Database['water_late_debt_case'];

/** The next case number, taken before the insert so the notice number can carry it. */
export async function nextCaseOid(db: Db): Promise<number> {
  const { rows } = await sql<{ oid: string }>`select nextval(pg_get_serial_sequence('water_late_debt_case', 'oid')) as oid`.execute(db);
  return Number(rows[0]!.oid);
}

export function insertCase(db: Db, row: Insertable<CaseTable> & { oid: number }) {
  return db.insertInto('water_late_debt_case').values(row).execute();
}

export function findCase(db: Db, caseOid: number) {
  return db.selectFrom('water_late_debt_case').selectAll().where('oid', '=', caseOid).executeTakeFirst();
}

export type CaseRow = NonNullable<Awaited<ReturnType<typeof findCase>>>;

export function findOpenCases(db: Db, subscriptionOids?: readonly number[]) {
  let q = db
    .selectFrom('water_late_debt_case')
    .selectAll()
    .where('status', 'in', [...openStatuses]);
  if (subscriptionOids) q = q.where('subscription_oid', 'in', subscriptionOids.length ? [...subscriptionOids] : [-1]);
  return q.orderBy('noticed_at').orderBy('oid').execute();
}

/** Cases a payment may have ended: open and not yet waiting for the crew to reconnect. */
export function findCasesAwaitingPayment(db: Db, limit: number) {
  return db.selectFrom('water_late_debt_case').selectAll().where('status', 'in', ['noticed', 'cutOrdered', 'cut']).orderBy('oid').limit(limit).execute();
}

/** The move: only if the case is still at the version and status the caller read. */
export function updateCaseIf(db: Db, caseOid: number, expected: { version: number; status: LateDebtCaseStatus }, set: Updateable<CaseTable>) {
  return db
    .updateTable('water_late_debt_case')
    .set({ ...set, version: expected.version + 1 })
    .where('oid', '=', caseOid)
    .where('version', '=', expected.version)
    .where('status', '=', expected.status)
    .returningAll()
    .executeTakeFirst();
}

/** What the list, the notice and the SMS need of subscriptions: holder, address, line, phone. */
export function findSubscriptions(db: Db, subscriptionOids: readonly number[]) {
  return db
    .selectFrom('subscription')
    .innerJoin('registry', 'registry.oid', 'subscription.registry_oid')
    .select([
      'subscription.oid',
      'subscription.subscriber_no',
      'subscription.subscriber_type',
      'subscription.registry_oid',
      'subscription.water_line_status',
      'subscription.ended_on',
      'subscription.gsm',
      'registry.first_name',
      'registry.last_name',
      'registry.title',
    ])
    .$call(withAddressNames('subscription'))
    .where('subscription.oid', 'in', subscriptionOids.length ? [...subscriptionOids] : [-1])
    .execute();
}

export type SubscriptionRow = Awaited<ReturnType<typeof findSubscriptions>>[number];

export async function findNoticeDays(db: Db): Promise<number> {
  const row = await db.selectFrom('parameter').select('parameter_value').where('parameter_code', '=', 'WATER_NOTICE_DAYS').executeTakeFirst();
  const days = Number(row?.parameter_value);
  return Number.isInteger(days) && days > 0 ? days : 15;
}

/** The subscription's row, locked: two clerks noticing or cutting the same line take turns. */
export function lockSubscription(db: Db, subscriptionOid: number) {
  return db
    .selectFrom('subscription')
    .select(['oid', 'subscriber_no', 'subscriber_type', 'registry_oid', 'water_line_status', 'ended_on', 'gsm'])
    .where('oid', '=', subscriptionOid)
    .forUpdate()
    .execute();
}

/** The reconnection fees the cases accrued, by accrual. */
export async function findFeeAmounts(db: Db, accrualOids: readonly number[]): Promise<Map<number, number>> {
  if (accrualOids.length === 0) return new Map();
  const rows = await db
    .selectFrom('accrual')
    .select(['oid', 'amount'])
    .where('oid', 'in', [...accrualOids])
    .execute();
  return new Map(rows.map((r) => [Number(r.oid), Number(r.amount)]));
}
