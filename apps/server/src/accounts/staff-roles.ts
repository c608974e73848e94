import type { Db } from '../db/kysely';

/** The back-office roles a staff member holds, and whether they are an ADMIN. */
export async function staffRolesOf(db: Db, memberOid: number): Promise<{ roles: string[]; admin: boolean }> {
  const [roles, member] = await Promise.all([
    db.selectFrom('staff_role').select('role_code').where('member_oid', '=', memberOid).execute(),
    db.selectFrom('member').select('role_code').where('oid', '=', memberOid).executeTakeFirst(),
  ]);
  return { roles: roles.map((r) => r.role_code), admin: member?.role_code === 'ADMIN' };
}
