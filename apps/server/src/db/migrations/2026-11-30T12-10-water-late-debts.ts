import { sql, type Kysely } from 'kysely';

/**
 * Late water debts (docs/domain/water.md, "Late debts"): a case per subscriber that a water clerk
 * sends a notice to, then orders cut and, once the debt is paid, reconnects; the reconnection fee
 * of each tariff version; the notice period as a system setting; and the water line's history
 * naming the case that moved it.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('water_tariff')
    .addColumn('reconnection_fee', 'bigint', (c) => c.notNull().defaultTo(0).check(sql`reconnection_fee >= 0`))
    .execute();
  await db.schema
    .createTable('water_late_debt_case')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('subscription_oid', 'bigint', (c) => c.notNull().references('subscription.oid'))
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('noticed', 'cutOrdered', 'cut', 'reconnectionOrdered', 'reconnected', 'settled')`))
    .addColumn('notice_no', 'text', (c) => c.notNull().unique())
    .addColumn('overdue_amount', 'bigint', (c) => c.notNull().check(sql`overdue_amount > 0`))
    .addColumn('overdue_bills', 'integer', (c) => c.notNull().check(sql`overdue_bills > 0`))
    .addColumn('oldest_due_date', 'date', (c) => c.notNull())
    .addColumn('pay_by', 'date', (c) => c.notNull())
    .addColumn('noticed_at', 'timestamptz', (c) => c.notNull())
    .addColumn('noticed_by', 'bigint', (c) => c.notNull())
    .addColumn('notice_sms_sent', 'boolean', (c) => c.notNull())
    .addColumn('cut_ordered_at', 'timestamptz')
    .addColumn('cut_ordered_by', 'bigint')
    .addColumn('cut_at', 'timestamptz')
    .addColumn('cut_by', 'bigint')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('reconnection_fee_accrual_oid', 'bigint', (c) => c.references('accrual.oid'))
    .addColumn('reconnected_at', 'timestamptz')
    .addColumn('reconnected_by', 'bigint')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // One open case per subscription: a second notice while the first runs would restart its period.
  await sql`create unique index water_late_debt_case_open_key on water_late_debt_case (subscription_oid) where status not in ('reconnected', 'settled')`.execute(db);
  await db.schema.createIndex('water_late_debt_case_status_idx').on('water_late_debt_case').columns(['status', 'pay_by']).execute();
  await db.schema
    .alterTable('water_line_status_history')
    .addColumn('late_debt_case_oid', 'bigint', (c) => c.references('water_late_debt_case.oid'))
    .execute();
  await db
    .insertInto('parameter')
    .values({ parameter_type_code: '101', parameter_code: 'WATER_NOTICE_DAYS', parameter_name: 'Gecikmiş su borcu ihbarnamesinde ödeme süresi (gün)', parameter_value: '15' })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('parameter').where('parameter_code', '=', 'WATER_NOTICE_DAYS').execute();
  await db.schema.alterTable('water_line_status_history').dropColumn('late_debt_case_oid').execute();
  await db.schema.dropTable('water_late_debt_case').execute();
  await db.schema.alterTable('water_tariff').dropColumn('reconnection_fee').execute();
}
