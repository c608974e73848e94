import type { Kysely } from 'kysely';

/**
 * A payment made for another's registry under an authorisation (docs/security.md, "Acting for
 * another") names the member who made it: the order records them when it is opened, and its
 * collection when it is collected, so the receipt can say who paid for the taxpayer.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('online_payment_order').addColumn('acted_by_member_oid', 'integer', (c) => c.references('member.oid')).execute();
  await db.schema.alterTable('collection').addColumn('acted_by_member_oid', 'integer', (c) => c.references('member.oid')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('collection').dropColumn('acted_by_member_oid').execute();
  await db.schema.alterTable('online_payment_order').dropColumn('acted_by_member_oid').execute();
}
