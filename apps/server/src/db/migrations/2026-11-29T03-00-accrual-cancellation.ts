import type { Kysely } from 'kysely';

/** A cancelled debt says when, by whom (no one: the portal itself) and why, for the record and the citizen. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('accrual')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('cancelled_by', 'bigint')
    .addColumn('cancel_reason', 'text')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('accrual').dropColumn('cancelled_at').dropColumn('cancelled_by').dropColumn('cancel_reason').execute();
}
