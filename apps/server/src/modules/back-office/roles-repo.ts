import type { BackOfficeRole } from '@ebelediye/contract';
import type { Db } from '../../db/kysely';

/** The member's own role code (ADMIN or USER) and status, read fresh on every call. */
export function findMemberRole(db: Db, memberOid: number) {
  return db.selectFrom('member').select(['role_code', 'status']).where('oid', '=', memberOid).executeTakeFirst();
}

export async function rolesOf(db: Db, memberOid: number): Promise<BackOfficeRole[]> {
  const rows = await db.selectFrom('staff_role').select('role_code').where('member_oid', '=', memberOid).orderBy('role_code').execute();
  return rows.map((r) => r.role_code);
}

export async function holds(db: Db, memberOid: number, role: BackOfficeRole): Promise<boolean> {
  const row = await db.selectFrom('staff_role').select('member_oid').where('member_oid', '=', memberOid).where('role_code', '=', role).executeTakeFirst();
  return row !== undefined;
}

export { memberName } from '../../platform/work-queue';

/** Active employees who have an active member account, with the member oid: who may hold a role. */
export function activeStaff(db: Db) {
  return db
    .selectFrom('employee as e')
    .innerJoin('registry as r', 'r.national_id', 'e.national_id')
    .innerJoin('member as m', 'm.registry_oid', 'r.oid')
    .where('e.is_active', '=', true)
    .where('m.status', '=', 'ACTIVE');
}

export function findActiveStaffMember(db: Db, memberOid: number) {
  return activeStaff(db).select(['m.oid', 'e.first_name', 'e.last_name', 'e.title', 'e.department']).where('m.oid', '=', memberOid).executeTakeFirst();
}

/** Every active staff member (a municipality has hundreds, not millions): the ADMIN's list filters them in Turkish. */
export function findAllStaff(db: Db) {
  return activeStaff(db).select(['m.oid', 'e.first_name', 'e.last_name', 'e.title', 'e.department']).orderBy('m.oid').execute();
}

/** A member's name, and their employee title and department when they have one (also after leaving). */
export function findPerson(db: Db, memberOid: number) {
  return db
    .selectFrom('member as m')
    .innerJoin('registry as r', 'r.oid', 'm.registry_oid')
    .leftJoin('employee as e', 'e.national_id', 'r.national_id')
    .select(['m.oid', 'r.first_name', 'r.last_name', 'e.title', 'e.department'])
    .where('m.oid', '=', memberOid)
    .executeTakeFirst();
}

export function findGrants(db: Db, memberOids: number[]) {
  if (memberOids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('staff_role as s')
    .innerJoin('member as m', 'm.oid', 's.granted_by')
    .innerJoin('registry as r', 'r.oid', 'm.registry_oid')
    .select(['s.member_oid', 's.role_code', 's.granted_at', 'r.first_name', 'r.last_name', 'r.title'])
    .where('s.member_oid', 'in', memberOids)
    .orderBy('s.role_code')
    .execute();
}

export function insertRole(db: Db, row: { member_oid: number; role_code: BackOfficeRole; granted_by: number; granted_at: Date }) {
  return db
    .insertInto('staff_role')
    .values(row)
    .onConflict((oc) => oc.columns(['member_oid', 'role_code']).doNothing())
    .returning('member_oid')
    .executeTakeFirst();
}

export function deleteRole(db: Db, memberOid: number, role: BackOfficeRole) {
  return db.deleteFrom('staff_role').where('member_oid', '=', memberOid).where('role_code', '=', role).returning('member_oid').executeTakeFirst();
}

export function insertRoleAudit(
  db: Db,
  row: {
    at: Date;
    change: 'grant' | 'revoke' | 'units';
    role_code: BackOfficeRole;
    member_oid: number;
    by_member_oid: number;
    reason: string;
    items_handed_over?: number;
    handed_to_member_oid?: number | null;
    unit_codes?: string | null;
  },
) {
  return db.insertInto('staff_role_audit').values(row).execute();
}

export function findRoleAuditPage(db: Db, pageIndex: number, pageSize: number) {
  return db
    .selectFrom('staff_role_audit as a')
    .innerJoin('member as hm', 'hm.oid', 'a.member_oid')
    .innerJoin('registry as hr', 'hr.oid', 'hm.registry_oid')
    .innerJoin('member as bm', 'bm.oid', 'a.by_member_oid')
    .innerJoin('registry as br', 'br.oid', 'bm.registry_oid')
    .leftJoin('member as tm', 'tm.oid', 'a.handed_to_member_oid')
    .leftJoin('registry as tr', 'tr.oid', 'tm.registry_oid')
    .select([
      'a.reason',
      'a.items_handed_over',
      'a.handed_to_member_oid',
      'a.unit_codes',
      'tr.first_name as to_first',
      'tr.last_name as to_last',
      'a.at',
      'a.change',
      'a.role_code',
      'a.member_oid',
      'a.by_member_oid',
      'hr.first_name as holder_first',
      'hr.last_name as holder_last',
      'br.first_name as by_first',
      'br.last_name as by_last',
    ])
    .orderBy('a.at', 'desc')
    .orderBy('a.oid', 'desc')
    .limit(pageSize)
    .offset(pageIndex * pageSize)
    .execute();
}

export async function countRoleAudit(db: Db): Promise<number> {
  return Number(
    (
      await db
        .selectFrom('staff_role_audit')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
}

/** Colleagues for assigning: active staff members with at least one back-office role, with their roles. */
export function findColleagues(db: Db) {
  return activeStaff(db)
    .innerJoin('staff_role as s', 's.member_oid', 'm.oid')
    .select(['m.oid', 'e.first_name', 'e.last_name', 's.role_code'])
    .orderBy('e.first_name')
    .orderBy('e.last_name')
    .orderBy('s.role_code')
    .execute();
}

/** The units each of these staff members works for (docs/architecture.md, "Units and routing"). */
export function findStaffUnits(db: Db, memberOids: number[]) {
  if (memberOids.length === 0) return Promise.resolve([]);
  return db.selectFrom('staff_unit').select(['member_oid', 'unit_code']).where('member_oid', 'in', memberOids).orderBy('unit_code').execute();
}

export function findUnitCodes(db: Db, unitCodes: string[]) {
  if (unitCodes.length === 0) return Promise.resolve([]);
  return db.selectFrom('backoffice_unit').select('unit_code').where('unit_code', 'in', unitCodes).execute();
}

/** Replaces a staff member's units; call in the transaction that audits the change. */
export async function replaceStaffUnits(db: Db, memberOid: number, unitCodes: string[]) {
  await db.deleteFrom('staff_unit').where('member_oid', '=', memberOid).execute();
  if (unitCodes.length > 0)
    await db
      .insertInto('staff_unit')
      .values(unitCodes.map((unit_code) => ({ member_oid: memberOid, unit_code })))
      .execute();
}
