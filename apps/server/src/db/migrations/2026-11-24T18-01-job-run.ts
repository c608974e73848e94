import { sql, type Kysely } from 'kysely';

/**
 * Background jobs run once across server copies (ADR 0014): a copy runs a
 * job's interval only after inserting that interval's row here; the primary key is the claim,
 * so two copies cannot both run it. The rows are also the jobs' visible last-run status.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('job_run')
    .addColumn('job', 'text', (c) => c.notNull())
    .addColumn('slot', 'timestamptz', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('running', 'succeeded', 'failed')`))
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('claimed_by', 'text', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .addColumn('error', 'text')
    .addPrimaryKeyConstraint('job_run_pk', ['job', 'slot'])
    .execute();
  await db.schema.createIndex('job_run_started_idx').on('job_run').columns(['job', 'started_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('job_run').execute();
}
