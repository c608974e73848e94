import { sql, type Kysely } from 'kysely';

/**
 * The yearly accrual run (docs/domain/property-tax.md, "Yearly accrual"): once per tax year, every
 * active estate of the register, then every workplace's ÇTV and every permanent sign's advertising
 * tax, is assessed from its declared facts with that year's tables. One row per subject and year
 * says what the run did with it and why, so a second run, or a run resumed after a crash, never
 * accrues a subject twice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('yearly_tax_run')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('tax_year', 'integer', (c) => c.notNull().unique())
    .addColumn('run_date', 'date', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('running', 'finished')`))
    .addColumn('phase', 'text', (c) => c.notNull().defaultTo('estates').check(sql`phase in ('estates', 'workplaces')`))
    .addColumn('last_real_estate_oid', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('last_declaration_oid', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('started_by', 'bigint')
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema
    .createTable('yearly_tax')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('run_oid', 'bigint', (c) => c.notNull().references('yearly_tax_run.oid'))
    .addColumn('kind', 'text', (c) => c.notNull().check(sql`kind in ('estate', 'ect', 'advertising')`))
    /** The estate (E:<oid>) or the workplace or sign its declarations follow (their property key without the year). */
    .addColumn('subject_key', 'text', (c) => c.notNull())
    .addColumn('real_estate_oid', 'bigint', (c) => c.references('real_estate.oid'))
    .addColumn('registry_oid', 'bigint', (c) => c.notNull())
    .addColumn('tax_year', 'integer', (c) => c.notNull())
    .addColumn('outcome', 'text', (c) => c.notNull().check(sql`outcome in ('accrued', 'declared', 'alreadyAccrued', 'noFacts', 'invalidFacts')`))
    .addColumn('declaration_oid', 'bigint')
    .addColumn('reason', 'text')
    .addColumn('tax_amount', 'bigint')
    .addColumn('tax', 'jsonb')
    .addColumn('subject', 'text', (c) => c.notNull())
    .addUniqueConstraint('yearly_tax_subject_year_key', ['subject_key', 'tax_year'])
    .execute();
  await db.schema.createIndex('yearly_tax_run_outcome_idx').on('yearly_tax').columns(['run_oid', 'outcome']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('yearly_tax').execute();
  await db.schema.dropTable('yearly_tax_run').execute();
}
