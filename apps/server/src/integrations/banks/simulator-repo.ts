import type { Db } from '../../db/kysely';
import type { Database } from '../../db/schema';

type Row = Database['bank_simulator_transaction'];
export type SimTransaction = Row;

/** The simulated bank's own book of transactions (it plays the bank's database). */
export async function findSimTransaction(db: Db, bankCode: string, orderNumber: string): Promise<SimTransaction | undefined> {
  return db.selectFrom('bank_simulator_transaction').selectAll().where('bank_code', '=', bankCode).where('order_number', '=', orderNumber).executeTakeFirst();
}

/** Opens a transaction unless one exists for the order; answers the stored one. */
export async function openSimTransaction(db: Db, row: Omit<Row, 'updated_at'>): Promise<SimTransaction> {
  await db
    .insertInto('bank_simulator_transaction')
    .values({ ...row, request: JSON.stringify(row.request) as unknown as Record<string, string>, updated_at: row.created_at })
    .onConflict((oc) => oc.columns(['bank_code', 'order_number']).doNothing())
    .execute();
  return (await findSimTransaction(db, row.bank_code, row.order_number))!;
}

export async function updateSimTransaction(
  db: Db,
  bankCode: string,
  orderNumber: string,
  changes: Partial<Pick<Row, 'status' | 'masked_pan' | 'auth_code' | 'sms_code' | 'request'>>,
  at: Date,
): Promise<void> {
  const { request, ...rest } = changes;
  await db
    .updateTable('bank_simulator_transaction')
    .set({ ...rest, ...(request ? { request: JSON.stringify(request) as unknown as Record<string, string> } : {}), updated_at: at })
    .where('bank_code', '=', bankCode)
    .where('order_number', '=', orderNumber)
    .execute();
}
