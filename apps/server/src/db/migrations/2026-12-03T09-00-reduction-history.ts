import type { Kysely } from 'kysely';

/**
 * A subscription's social reduction changes with a reason, and every change is kept: who set or
 * removed which reduction, when and why (docs/domain/water.md, "Social tariffs"). A reduction
 * given before this history existed gets its first line from the record it already has.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('water_reduction_change')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('subscription_oid', 'bigint', (c) => c.notNull().references('subscription.oid'))
    .addColumn('reduction_code', 'text', (c) => c.references('water_reduction.code'))
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('changed_by', 'bigint', (c) => c.notNull())
    .addColumn('changed_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('water_reduction_change_subscription_idx').on('water_reduction_change').columns(['subscription_oid', 'changed_at']).execute();
  await db
    .insertInto('water_reduction_change')
    .columns(['subscription_oid', 'reduction_code', 'reason', 'changed_by', 'changed_at'])
    .expression((eb) =>
      eb
        .selectFrom('water_subscription_reduction')
        .select(['subscription_oid', 'reduction_code', eb.val('Önceki kayıttan aktarıldı.').as('reason'), 'granted_by', 'granted_at']),
    )
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('water_reduction_change').execute();
}
