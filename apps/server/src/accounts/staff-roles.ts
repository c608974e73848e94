import type { Db } from '../db/kysely';
import { findMemberRoleCode, findStaffRoleCodes } from './staff-role-repo';

/** The back-office roles a staff member holds, and whether they are an ADMIN. */
export async function staffRolesOf(db: Db, memberOid: number): Promise<{ roles: string[]; admin: boolean }> {
  const [roles, member] = await Promise.all([findStaffRoleCodes(db, memberOid), findMemberRoleCode(db, memberOid)]);
  return { roles: roles.map((r) => r.role_code), admin: member?.role_code === 'ADMIN' };
}
