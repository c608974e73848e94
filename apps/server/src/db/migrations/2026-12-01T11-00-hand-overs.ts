import { sql, type Kysely } from 'kysely';

/**
 * Hand-overs (docs/architecture.md, "Hand-overs"): every grant and revoke of a back-office role
 * carries the administrator's reason, and a revoke says how many open items it moved and to whom
 * (null: back to the inbox). Rows from before have no reason. The access log's dedupe looks up a
 * staff member's latest rows, so they get their own index (docs/security.md, the access log).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('staff_role_audit')
    .addColumn('reason', 'text')
    .addColumn('items_handed_over', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('handed_to_member_oid', 'integer', (c) => c.references('member.oid'))
    .execute();
  await db.schema.createIndex('record_access_staff_idx').on('record_access').columns(['staff_member_oid', 'accessed_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('record_access_staff_idx').execute();
  await sql`alter table staff_role_audit drop column handed_to_member_oid, drop column items_handed_over, drop column reason`.execute(db);
}
