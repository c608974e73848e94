import type { Db } from '../db/kysely';

export function findStaffRoleCodes(db: Db, memberOid: number) {
  return db.selectFrom('staff_role').select('role_code').where('member_oid', '=', memberOid).execute();
}

/** The member's own role (ADMIN or not), which the member table keeps. */
export function findMemberRoleCode(db: Db, memberOid: number) {
  return db.selectFrom('member').select('role_code').where('oid', '=', memberOid).executeTakeFirst();
}
