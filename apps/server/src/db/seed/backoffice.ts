import { backOfficeRoles, type BackOfficeRole } from '@ebelediye/contract';
import type { Db } from '../kysely';

/**
 * Back-office roles of the demo (issue 16, README): FATMA ŞAHİN (ADMIN) holds every role;
 * ZEYNEP KAYA is a complaints clerk. Each grant has its audit row, as if FATMA gave it.
 */
export const demoRoleHolders: readonly { nationalId: string; roles: readonly BackOfficeRole[] }[] = [
  { nationalId: '64211142102', roles: backOfficeRoles },
  { nationalId: '12345678950', roles: ['COMPLAINTS_CLERK'] },
];

const ADMIN_NATIONAL_ID = '64211142102';

async function memberOidOf(db: Db, nationalId: string): Promise<number> {
  const row = await db
    .selectFrom('member as m')
    .innerJoin('registry as r', 'r.oid', 'm.registry_oid')
    .select('m.oid')
    .where('r.national_id', '=', nationalId)
    .executeTakeFirstOrThrow();
  return Number(row.oid);
}

export async function seedBackOfficeRoles(db: Db, now: Date): Promise<void> {
  const admin = await memberOidOf(db, ADMIN_NATIONAL_ID);
  for (const holder of demoRoleHolders) {
    const member = await memberOidOf(db, holder.nationalId);
    await db
      .insertInto('staff_role')
      .values(holder.roles.map((role_code) => ({ member_oid: member, role_code, granted_by: admin, granted_at: now })))
      .execute();
    await db
      .insertInto('staff_role_audit')
      .values(holder.roles.map((role_code) => ({ at: now, change: 'grant' as const, role_code, member_oid: member, by_member_oid: admin })))
      .execute();
  }
}
