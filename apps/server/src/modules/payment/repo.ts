import type { Selectable } from 'kysely';
import type { Db } from '../../db/kysely';
import type { Database } from '../../db/schema';
import type { OnlinePaymentStatus } from '../../db/schema/payment';
import { canMove } from './order-state';

export type OrderRow = Selectable<Database['online_payment_order']>;
type NewOrder = Omit<
  OrderRow,
  'oid' | 'bank_reference' | 'masked_pan' | 'auth_code' | 'host_reference' | 'bank_amount' | 'result_code' | 'result_message' | 'collection_oid' | 'receipt_no'
>;

export function findOrderByNumber(db: Db, orderNumber: string) {
  return db.selectFrom('online_payment_order').selectAll().where('order_number', '=', orderNumber).executeTakeFirst();
}

export function findOrderByOid(db: Db, orderOid: number) {
  return db.selectFrom('online_payment_order').selectAll().where('oid', '=', orderOid).executeTakeFirst();
}

export function findOrderForUpdate(trx: Db, orderOid: number) {
  return trx.selectFrom('online_payment_order').selectAll().where('oid', '=', orderOid).forUpdate().executeTakeFirst();
}

export function findOrderByBankReference(db: Db, bankCode: string, reference: string) {
  return db.selectFrom('online_payment_order').selectAll().where('bank_code', '=', bankCode).where('bank_reference', '=', reference).executeTakeFirst();
}

export async function insertOrder(trx: Db, order: NewOrder, lines: { accrualOid: number; principal: number; delayFine: number }[]): Promise<number> {
  const { oid } = await trx.insertInto('online_payment_order').values(order).returning('oid').executeTakeFirstOrThrow();
  await trx
    .insertInto('online_payment_accrual')
    .values(lines.map((l) => ({ order_oid: oid, accrual_oid: l.accrualOid, principal_amount: l.principal, delay_fine_amount: l.delayFine })))
    .execute();
  // The primary key on accrual_oid is the lock: a second open order for the same debt fails here.
  await trx
    .insertInto('online_payment_lock')
    .values(lines.map((l) => ({ accrual_oid: l.accrualOid, order_oid: oid })))
    .execute();
  await insertTransition(trx, oid, null, 'created', 'request', null, order.created_at);
  return oid;
}

export function insertTransition(db: Db, orderOid: number, from: OnlinePaymentStatus | null, to: OnlinePaymentStatus, source: string, note: string | null, at: Date) {
  return db.insertInto('online_payment_transition').values({ order_oid: orderOid, from_status: from, to_status: to, source, note, at }).execute();
}

/** What an adapter needs to know of an order. */
/** The registry's name as a card holder's is written: a company's title, or first and last name. */
export async function registryHolderName(db: Db, registryOid: number): Promise<string> {
  const row = await db.selectFrom('registry').select(['first_name', 'last_name', 'title']).where('oid', '=', registryOid).executeTakeFirstOrThrow();
  return row.title ?? [row.first_name, row.last_name].filter(Boolean).join(' ');
}

export const bankOrderOf = (order: OrderRow) => ({ orderNumber: order.order_number, amount: order.amount, bankReference: order.bank_reference, clientIp: order.client_ip });

/**
 * Compare-and-set: moves the order only if it is still in `from`, so two callbacks (or a
 * callback and the reconciliation job) cannot both act on one state. True when it moved.
 */
export async function moveOrder(
  db: Db,
  orderOid: number,
  from: OnlinePaymentStatus,
  to: OnlinePaymentStatus,
  changes: Partial<
    Pick<OrderRow, 'bank_reference' | 'masked_pan' | 'auth_code' | 'host_reference' | 'bank_amount' | 'result_code' | 'result_message' | 'collection_oid' | 'receipt_no'>
  >,
  transition: { source: string; note: string | null; at: Date },
): Promise<boolean> {
  if (!canMove(from, to)) throw new Error(`An online payment order cannot move from ${from} to ${to}`);
  const result = await db
    .updateTable('online_payment_order')
    .set({ ...changes, status: to, updated_at: transition.at })
    .where('oid', '=', orderOid)
    .where('status', '=', from)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) !== 1) return false;
  await insertTransition(db, orderOid, from, to, transition.source, transition.note, transition.at);
  return true;
}

export function updateOrderReference(db: Db, orderOid: number, bankReference: string | null, at: Date) {
  return db.updateTable('online_payment_order').set({ bank_reference: bankReference, updated_at: at }).where('oid', '=', orderOid).execute();
}

export function releaseLocks(db: Db, orderOid: number) {
  return db.deleteFrom('online_payment_lock').where('order_oid', '=', orderOid).execute();
}

export function findLockingOrders(db: Db, accrualOids: readonly number[]) {
  return db
    .selectFrom('online_payment_lock')
    .innerJoin('online_payment_order', 'online_payment_order.oid', 'online_payment_lock.order_oid')
    .select(['online_payment_lock.accrual_oid', 'online_payment_order.order_number', 'online_payment_order.status', 'online_payment_order.registry_oid'])
    .where('online_payment_lock.accrual_oid', 'in', accrualOids.length ? [...accrualOids] : [-1])
    .execute();
}

export async function findOrderAccrualOids(db: Db, orderOid: number): Promise<number[]> {
  const rows = await db.selectFrom('online_payment_accrual').select('accrual_oid').where('order_oid', '=', orderOid).orderBy('accrual_oid').execute();
  return rows.map((r) => r.accrual_oid);
}

export function findOrderLines(db: Db, orderOid: number) {
  return db
    .selectFrom('online_payment_accrual as l')
    .innerJoin('accrual as a', 'a.oid', 'l.accrual_oid')
    .innerJoin('income_type as t', 't.code', 'a.income_type_code')
    .select([
      'l.accrual_oid',
      'l.principal_amount',
      'l.delay_fine_amount',
      'a.description',
      'a.revenue_code',
      'a.year',
      'a.instalment_no',
      't.name as income_type_name',
      't.name_en as income_type_name_en',
    ])
    .where('l.order_oid', '=', orderOid)
    .orderBy('a.due_date')
    .orderBy('l.accrual_oid')
    .execute();
}

/** Orders the reconciliation looks at: open and older than `before`. */
export function findOpenOrdersBefore(db: Db, statuses: readonly OnlinePaymentStatus[], before: Date, limit: number) {
  return db
    .selectFrom('online_payment_order')
    .selectAll()
    .where('status', 'in', [...statuses])
    .where('created_at', '<', before)
    .orderBy('created_at')
    .limit(limit)
    .execute();
}

/** Orders never sent to the bank whose time is up, oldest first. */
export function findExpiredCreatedOrders(db: Db, now: Date, limit: number) {
  return db.selectFrom('online_payment_order').selectAll().where('status', '=', 'created').where('expires_at', '<=', now).orderBy('expires_at').limit(limit).execute();
}

export function findRegistryOrders(db: Db, registryOid: number, statuses: readonly OnlinePaymentStatus[], since: Date | null) {
  let query = db
    .selectFrom('online_payment_order')
    .selectAll()
    .where('registry_oid', '=', registryOid)
    .where('status', 'in', [...statuses]);
  if (since) query = query.where('created_at', '>=', since);
  return query.orderBy('created_at').execute();
}

/** Orders in these states that hold a debt of one water subscription. */
export function findSubscriptionOrders(db: Db, subscriptionOid: number, statuses: readonly OnlinePaymentStatus[]) {
  return db
    .selectFrom('online_payment_order as o')
    .selectAll('o')
    .where('o.status', 'in', [...statuses])
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('online_payment_accrual as l')
          .innerJoin('accrual as a', 'a.oid', 'l.accrual_oid')
          .select('l.order_oid')
          .whereRef('l.order_oid', '=', 'o.oid')
          .where('a.subscription_oid', '=', subscriptionOid),
      ),
    )
    .orderBy('o.created_at')
    .execute();
}

/** The receipt's verification code and time, for the result page's link to /ReceiptVerification. */
export function findCollectionVerification(db: Db, collectionOid: number) {
  return db.selectFrom('collection').select(['verification_code', 'collected_at']).where('oid', '=', collectionOid).executeTakeFirst();
}
