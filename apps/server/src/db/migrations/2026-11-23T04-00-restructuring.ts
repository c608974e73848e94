import { sql, type Kysely } from 'kysely';

/**
 * Debt restructuring: the scheme of a law as data (docs/domain/restructuring.md: versioned,
 * entered by the finance department), the monthly price index it restates debts with, and
 * each member's application with its plan, instalments and documents.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('price_index')
    .addColumn('index_name', 'text', (c) => c.notNull())
    .addColumn('period', 'text', (c) => c.notNull().check(sql`period ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`))
    .addColumn('value_hundredths', 'bigint', (c) => c.notNull().check(sql`value_hundredths > 0`))
    .addColumn('is_demo', 'boolean', (c) => c.notNull())
    .addColumn('note', 'text')
    .addPrimaryKeyConstraint('price_index_pk', ['index_name', 'period'])
    .execute();

  await db.schema
    .createTable('restructuring_scheme')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('law_no', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('is_demo', 'boolean', (c) => c.notNull())
    .addColumn('note', 'text')
    .addColumn('effective_from', 'date', (c) => c.notNull())
    .addColumn('application_deadline', 'date', (c) => c.notNull())
    .addColumn('due_date_cutoff', 'date', (c) => c.notNull())
    .addColumn('index_name', 'text', (c) => c.notNull())
    .addColumn('index_end_period', 'text', (c) => c.notNull())
    .addColumn('first_instalment_deadline', 'date', (c) => c.notNull())
    .addColumn('waives_delay_fine', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('cash_discount_on_index', 'integer', (c) => c.notNull().check(sql`cash_discount_on_index between 0 and 10000`))
    .addColumn('write_off_threshold', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('tolerated_late_instalments', 'integer', (c) => c.notNull())
    .addColumn('grace_days', 'integer', (c) => c.notNull())
    .addCheckConstraint('restructuring_scheme_dates', sql`effective_from <= application_deadline and due_date_cutoff < effective_from`)
    .execute();

  await db.schema
    .createTable('restructuring_scheme_income_type')
    .addColumn('scheme_oid', 'bigint', (c) => c.notNull().references('restructuring_scheme.oid'))
    .addColumn('income_type_code', 'text', (c) => c.notNull().references('income_type.code'))
    .addPrimaryKeyConstraint('restructuring_scheme_income_type_pk', ['scheme_oid', 'income_type_code'])
    .execute();

  await db.schema
    .createTable('restructuring_option')
    .addColumn('scheme_oid', 'bigint', (c) => c.notNull().references('restructuring_scheme.oid'))
    .addColumn('instalment_count', 'integer', (c) => c.notNull().check(sql`instalment_count between 1 and 120`))
    .addColumn('period_months', 'integer', (c) => c.notNull().check(sql`period_months between 0 and 12`))
    .addColumn('coefficient', 'integer', (c) => c.notNull().check(sql`coefficient >= 10000`))
    .addPrimaryKeyConstraint('restructuring_option_pk', ['scheme_oid', 'instalment_count'])
    .execute();

  await db.schema
    .createTable('restructuring_log')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('application_no', 'text', (c) => c.notNull().unique())
    .addColumn('registry_oid', 'bigint', (c) => c.notNull().references('registry.oid'))
    .addColumn('member_user_oid', 'bigint', (c) => c.notNull().references('member.oid'))
    .addColumn('scheme_oid', 'bigint', (c) => c.notNull().references('restructuring_scheme.oid'))
    .addColumn('instalment_count', 'integer', (c) => c.notNull())
    .addColumn('period_months', 'integer', (c) => c.notNull())
    .addColumn('coefficient', 'integer', (c) => c.notNull())
    .addColumn('principal', 'bigint', (c) => c.notNull())
    .addColumn('delay_fine_waived', 'bigint', (c) => c.notNull())
    .addColumn('index_amount', 'bigint', (c) => c.notNull())
    .addColumn('index_discount', 'bigint', (c) => c.notNull())
    .addColumn('restructured_total', 'bigint', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('active', 'broken', 'completed')`))
    .addColumn('applied_at', 'timestamptz', (c) => c.notNull())
    .addColumn('broken_at', 'timestamptz')
    .addColumn('restored_principal', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('petition_file_oid', 'bigint', (c) => c.notNull().references('stored_file.oid'))
    .execute();
  await db.schema.createIndex('restructuring_log_registry_idx').on('restructuring_log').columns(['registry_oid', 'applied_at']).execute();
  await db.schema.createIndex('restructuring_log_status_idx').on('restructuring_log').column('status').execute();

  await db.schema
    .createTable('restructuring_debt')
    .addColumn('log_oid', 'bigint', (c) => c.notNull().references('restructuring_log.oid'))
    .addColumn('accrual_oid', 'bigint', (c) => c.notNull().unique().references('accrual.oid'))
    .addColumn('principal', 'bigint', (c) => c.notNull())
    .addColumn('delay_fine_waived', 'bigint', (c) => c.notNull())
    .addColumn('index_amount', 'bigint', (c) => c.notNull())
    // The accrual that restored this debt's unpaid principal when the plan broke.
    .addColumn('restored_accrual_oid', 'bigint', (c) => c.references('accrual.oid'))
    .addPrimaryKeyConstraint('restructuring_debt_pk', ['log_oid', 'accrual_oid'])
    .execute();

  await db.schema
    .createTable('restructuring_instalment')
    .addColumn('log_oid', 'bigint', (c) => c.notNull().references('restructuring_log.oid'))
    .addColumn('instalment_no', 'integer', (c) => c.notNull())
    .addColumn('due_date', 'date', (c) => c.notNull())
    .addColumn('amount', 'bigint', (c) => c.notNull())
    .addColumn('accrual_oid', 'bigint', (c) => c.notNull().unique().references('accrual.oid'))
    .addPrimaryKeyConstraint('restructuring_instalment_pk', ['log_oid', 'instalment_no'])
    .execute();

  await db.schema
    .createTable('restructuring_document')
    .addColumn('log_oid', 'bigint', (c) => c.notNull().references('restructuring_log.oid'))
    .addColumn('file_oid', 'bigint', (c) => c.notNull().unique().references('stored_file.oid'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('petition', 'upload')`))
    .addPrimaryKeyConstraint('restructuring_document_pk', ['log_oid', 'file_oid'])
    .execute();

  await db
    .insertInto('menu_item')
    .values({ oid: 240, name: 'Borç Yapılandırma', path: '/DebtRestructuring', icon: 'request_quote', type: 'default', sort_order: 250 })
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('menu_item').where('oid', '=', 240).execute();
  for (const table of ['restructuring_document', 'restructuring_instalment', 'restructuring_debt', 'restructuring_log', 'restructuring_option', 'restructuring_scheme_income_type', 'restructuring_scheme', 'price_index']) {
    await db.schema.dropTable(table).execute();
  }
}
