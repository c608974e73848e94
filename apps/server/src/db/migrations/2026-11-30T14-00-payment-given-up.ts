import { sql, type Kysely } from 'kysely';

/**
 * A payer may give up an unfinished card payment (status `cancelled`): its debts are freed at once,
 * and the bank is still asked about it until its time is up (docs/domain/payments-and-banks.md).
 */
const statusesBefore = ['created', 'sentTo3d', 'threeDResult', 'provisioned', 'declined', 'collected', 'expired', 'failed'];
const list = (values: string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

async function statusCheck(db: Kysely<any>, statuses: string[]) {
  await sql`alter table online_payment_order drop constraint if exists online_payment_order_status_check`.execute(db);
  await sql`alter table online_payment_order add constraint online_payment_order_status_check check (status in (${list(statuses)}))`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await statusCheck(db, [...statusesBefore, 'cancelled']);
}

export async function down(db: Kysely<any>): Promise<void> {
  // A given-up order that nothing settled since is closed as expired, which the old states knew.
  await db.updateTable('online_payment_order').set({ status: 'expired' }).where('status', '=', 'cancelled').execute();
  await statusCheck(db, statusesBefore);
}
