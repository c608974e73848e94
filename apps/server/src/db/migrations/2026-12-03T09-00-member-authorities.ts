import { sql, type Kysely } from 'kysely';

/**
 * Authorisations a member gives another member to act for a registry (docs/security.md,
 * "Acting for another"): the offer, its history of who moved it and when, and every operation
 * done under it, which the principal sees. Whether it is in force on a day is read from status
 * and dates together; "ended" is never stored.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('member_authority')
    .addColumn('oid', 'serial', (c) => c.primaryKey())
    .addColumn('principal_registry_oid', 'integer', (c) => c.notNull().references('registry.oid'))
    .addColumn('granted_by_member_oid', 'integer', (c) => c.notNull().references('member.oid'))
    .addColumn('grantee_member_oid', 'integer', (c) => c.notNull().references('member.oid'))
    .addColumn('scopes', sql`text[]`, (c) => c.notNull())
    .addColumn('valid_from', 'date', (c) => c.notNull())
    .addColumn('valid_until', 'date', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('offered', 'active', 'declined', 'revoked')`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('member_authority_dates', sql`valid_until >= valid_from`)
    .execute();
  await db.schema.createIndex('member_authority_grantee_idx').on('member_authority').columns(['grantee_member_oid', 'status']).execute();
  await db.schema.createIndex('member_authority_principal_idx').on('member_authority').column('principal_registry_oid').execute();
  await db.schema
    .createTable('member_authority_event')
    .addColumn('oid', 'serial', (c) => c.primaryKey())
    .addColumn('authority_oid', 'integer', (c) => c.notNull().references('member_authority.oid'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('by_member_oid', 'integer', (c) => c.notNull().references('member.oid'))
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_authority_event_idx').on('member_authority_event').column('authority_oid').execute();
  await db.schema
    .createTable('member_authority_use')
    .addColumn('oid', 'serial', (c) => c.primaryKey())
    .addColumn('authority_oid', 'integer', (c) => c.notNull().references('member_authority.oid'))
    .addColumn('acting_member_oid', 'integer', (c) => c.notNull().references('member.oid'))
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('detail', 'text')
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('member_authority_use_idx').on('member_authority_use').columns(['authority_oid', 'at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('member_authority_use').execute();
  await db.schema.dropTable('member_authority_event').execute();
  await db.schema.dropTable('member_authority').execute();
}
