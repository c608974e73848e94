import { backOfficeRoles, type BackOfficeRole } from '@ebelediye/contract';
import type { Db } from '../db/kysely';
import { demoPeople } from './demo-accounts';

export const ADMIN_NATIONAL_ID = '64211142102';

/**
 * Back-office roles of the demo (docs/demo.md): FATMA ŞAHİN (ADMIN) holds every role;
 * ZEYNEP KAYA is a complaints clerk. Each grant has its audit row, as if FATMA gave it.
 */
export const demoRoleHolders: readonly { nationalId: string; roles: readonly BackOfficeRole[] }[] = [
  { nationalId: ADMIN_NATIONAL_ID, roles: backOfficeRoles },
  { nationalId: '12345678950', roles: ['COMPLAINTS_CLERK'] },
];

export async function memberOidOf(db: Db, nationalId: string): Promise<number> {
  const row = await db
    .selectFrom('member as m')
    .innerJoin('registry as r', 'r.oid', 'm.registry_oid')
    .select('m.oid')
    .where('r.national_id', '=', nationalId)
    .executeTakeFirstOrThrow();
  return Number(row.oid);
}

/**
 * The water clerk: the first generated employee (by staff number) who is also a member — a
 * second clerk, so a refund FATMA approves can be marked paid by someone else (four eyes).
 * Same seed, same person; the start-up text prints who it is.
 */
export const waterClerkNationalId = (db: Db) => generatedClerkNationalId(db, 0);

/**
 * The Parks complaints clerk: the second generated employee who is also a member, working the
 * inbox of the Parks unit, so a complaint forwarded there from Beyaz Masa is answered by someone
 * else (docs/architecture.md, "Units and routing").
 */
export const parksClerkNationalId = (db: Db) => generatedClerkNationalId(db, 1);

/** The demo's units of its complaints clerks: ZEYNEP at Beyaz Masa and Fen İşleri, the Parks clerk at Park ve Bahçeler. */
export const demoUnits = { zeynep: ['BEYAZ_MASA', 'FEN_ISLERI'], parks: ['PARK_BAHCE'] } as const;

async function generatedClerkNationalId(db: Db, index: number): Promise<string> {
  const row = await db
    .selectFrom('employee as e')
    .innerJoin('registry as r', 'r.national_id', 'e.national_id')
    .innerJoin('member as m', 'm.registry_oid', 'r.oid')
    .select('e.national_id')
    .where('e.is_active', '=', true)
    .where('m.status', '=', 'ACTIVE')
    .where(
      'e.national_id',
      'not in',
      demoPeople.map((p) => p.nationalId),
    )
    .orderBy('e.oid')
    .offset(index)
    .limit(1)
    .executeTakeFirstOrThrow();
  return row.national_id;
}

export async function seedBackOfficeRoles(db: Db, now: Date): Promise<void> {
  const admin = await memberOidOf(db, ADMIN_NATIONAL_ID);
  const parks = await parksClerkNationalId(db);
  const holders = [
    ...demoRoleHolders,
    { nationalId: await waterClerkNationalId(db), roles: ['WATER_CLERK'] as const },
    { nationalId: parks, roles: ['COMPLAINTS_CLERK'] as const },
  ];
  for (const holder of holders) {
    const member = await memberOidOf(db, holder.nationalId);
    await db
      .insertInto('staff_role')
      .values(holder.roles.map((role_code) => ({ member_oid: member, role_code, granted_by: admin, granted_at: now })))
      .execute();
    await db
      .insertInto('staff_role_audit')
      .values(
        holder.roles.map((role_code) => ({ at: now, change: 'grant' as const, role_code, member_oid: member, by_member_oid: admin, reason: 'Tanıtım verisi: ilk görevlendirme' })),
      )
      .execute();
  }
}

/** The complaints clerks' units, each with its audit line, as if FATMA set them. */
export async function seedStaffUnits(db: Db, now: Date): Promise<void> {
  const admin = await memberOidOf(db, ADMIN_NATIONAL_ID);
  const clerks = [
    { member: await memberOidOf(db, '12345678950'), units: demoUnits.zeynep },
    { member: await memberOidOf(db, await parksClerkNationalId(db)), units: demoUnits.parks },
  ];
  for (const { member, units } of clerks) {
    await db
      .insertInto('staff_unit')
      .values(units.map((unit_code) => ({ member_oid: member, unit_code })))
      .execute();
    await db
      .insertInto('staff_role_audit')
      .values({
        at: now,
        change: 'units',
        role_code: 'COMPLAINTS_CLERK',
        member_oid: member,
        by_member_oid: admin,
        reason: 'Tanıtım verisi: ilk görevlendirme',
        unit_codes: units.join(','),
      })
      .execute();
  }
}
