import { sql, type Kysely } from 'kysely';

const orderStatuses = ['created', 'sentTo3d', 'threeDResult', 'provisioned', 'declined', 'collected', 'expired', 'failed'];

/**
 * Online card payment: the order with every transition, the accruals it pays
 * with the amounts computed on the server, the locks that keep one debt in one open order,
 * and the bank simulators' own record (it stands in for the bank's database). No column
 * holds a card number or security code; only a masked number.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('online_payment_order')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('order_number', 'text', (c) => c.notNull().unique())
    .addColumn('registry_oid', 'bigint', (c) => c.notNull())
    .addColumn('member_user_oid', 'bigint')
    .addColumn('payer_kind', 'text', (c) => c.notNull().check(sql`payer_kind in ('member', 'proof')`))
    .addColumn('bank_code', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull().check(sql`amount > 0`))
    .addColumn('accrual_key', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in (${sql.join(orderStatuses.map((s) => sql.lit(s)))})`))
    .addColumn('bank_reference', 'text')
    .addColumn('masked_pan', 'text')
    .addColumn('auth_code', 'text')
    .addColumn('host_reference', 'text')
    .addColumn('bank_amount', 'bigint')
    .addColumn('result_code', 'text')
    .addColumn('result_message', 'text')
    .addColumn('collection_oid', 'bigint')
    .addColumn('receipt_no', 'text')
    .addColumn('client_ip', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('online_payment_order_registry_idx').on('online_payment_order').columns(['registry_oid', 'created_at']).execute();
  await db.schema.createIndex('online_payment_order_status_idx').on('online_payment_order').columns(['status', 'created_at']).execute();
  await db.schema.createIndex('online_payment_order_reference_idx').on('online_payment_order').column('bank_reference').execute();

  await db.schema
    .createTable('online_payment_accrual')
    .addColumn('order_oid', 'bigint', (c) => c.notNull().references('online_payment_order.oid'))
    .addColumn('accrual_oid', 'bigint', (c) => c.notNull())
    .addColumn('principal_amount', 'bigint', (c) => c.notNull())
    .addColumn('delay_fine_amount', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('online_payment_accrual_pk', ['order_oid', 'accrual_oid'])
    .execute();
  await db.schema.createIndex('online_payment_accrual_accrual_idx').on('online_payment_accrual').column('accrual_oid').execute();

  await db.schema
    .createTable('online_payment_transition')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('order_oid', 'bigint', (c) => c.notNull().references('online_payment_order.oid'))
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('online_payment_transition_order_idx').on('online_payment_transition').columns(['order_oid', 'oid']).execute();

  // One open order per accrual: the primary key is the lock two tabs race for.
  await db.schema
    .createTable('online_payment_lock')
    .addColumn('accrual_oid', 'bigint', (c) => c.primaryKey())
    .addColumn('order_oid', 'bigint', (c) => c.notNull().references('online_payment_order.oid'))
    .execute();
  await db.schema.createIndex('online_payment_lock_order_idx').on('online_payment_lock').column('order_oid').execute();

  await db.schema
    .createTable('bank_simulator_transaction')
    .addColumn('bank_code', 'text', (c) => c.notNull())
    .addColumn('order_number', 'text', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'approved', 'declined', 'abandoned')`))
    .addColumn('masked_pan', 'text')
    .addColumn('auth_code', 'text')
    .addColumn('sms_code', 'text')
    .addColumn('request', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('bank_simulator_transaction_pk', ['bank_code', 'order_number'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['bank_simulator_transaction', 'online_payment_lock', 'online_payment_transition', 'online_payment_accrual', 'online_payment_order']) {
    await db.schema.dropTable(table).execute();
  }
}
