import { sql, type Kysely } from 'kysely';

/**
 * Units and their inboxes (docs/architecture.md, "Units and routing"): the units a staff member
 * works for, the unit each complaint category arrives in (a category with no row arrives at Beyaz
 * Masa), and a role-audit line for a change of a clerk's units, which lists the units it set.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('staff_unit')
    .addColumn('member_oid', 'bigint', (c) => c.notNull().references('member.oid'))
    .addColumn('unit_code', 'text', (c) => c.notNull().references('backoffice_unit.unit_code'))
    .addPrimaryKeyConstraint('staff_unit_pk', ['member_oid', 'unit_code'])
    .execute();
  await db.schema.createIndex('staff_unit_unit_idx').on('staff_unit').columns(['unit_code', 'member_oid']).execute();

  await db.schema
    .createTable('complaint_category_unit')
    .addColumn('category_code', 'text', (c) => c.primaryKey())
    .addColumn('unit_code', 'text', (c) => c.notNull().references('backoffice_unit.unit_code'))
    .execute();
  await db
    .insertInto('complaint_category_unit')
    .values([
      { category_code: '1', unit_code: 'TEMIZLIK' },
      { category_code: '2', unit_code: 'FEN_ISLERI' },
      { category_code: '3', unit_code: 'FEN_ISLERI' },
      { category_code: '4', unit_code: 'PARK_BAHCE' },
      { category_code: '5', unit_code: 'ZABITA' },
      { category_code: '6', unit_code: 'SU_KANAL' },
      { category_code: '7', unit_code: 'ZABITA' },
    ])
    .execute();

  await sql`alter table staff_role_audit drop constraint staff_role_audit_change_check`.execute(db);
  await sql`alter table staff_role_audit add constraint staff_role_audit_change_check check (change in ('grant', 'revoke', 'units'))`.execute(db);
  await db.schema.alterTable('staff_role_audit').addColumn('unit_codes', 'text').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('staff_role_audit').dropColumn('unit_codes').execute();
  await sql`delete from staff_role_audit where change = 'units'`.execute(db);
  await sql`alter table staff_role_audit drop constraint staff_role_audit_change_check`.execute(db);
  await sql`alter table staff_role_audit add constraint staff_role_audit_change_check check (change in ('grant', 'revoke'))`.execute(db);
  await db.schema.dropTable('complaint_category_unit').execute();
  await db.schema.dropTable('staff_unit').execute();
}
