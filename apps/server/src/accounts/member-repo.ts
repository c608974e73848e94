import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../db/kysely';
import type { Database } from '../db/schema';

const memberColumns = [
  'member.oid',
  'member.registry_oid',
  'member.user_name',
  'member.password_hash',
  'member.role_code',
  'member.status',
  'member.gsm',
  'member.email',
  'member.sms_consent',
  'member.member_name',
  'member.member_surname',
  'member.pending_until',
  'member.registration_key_hash',
  'member.kvkk_consent_at',
  'member.created_at',
  'member.password_changed_at',
] as const;

/** Members sign in with their registry's ID number (TCKN) or tax number (VKN). */
export function findMemberByUserName(db: Db, userName: string) {
  return db.selectFrom('member').select(memberColumns).where('member.user_name', '=', userName).executeTakeFirst();
}

/** The signed-in member's own record: the id comes from the access token. */
export function findOwnMember(db: Db, memberOid: number) {
  return db.selectFrom('member').select(memberColumns).where('member.oid', '=', memberOid).executeTakeFirst();
}

export function findMemberOfRegistry(db: Db, registryOid: number) {
  return db.selectFrom('member').select(memberColumns).where('member.registry_oid', '=', registryOid).executeTakeFirst();
}

export type MemberRow = NonNullable<Awaited<ReturnType<typeof findOwnMember>>>;

export async function insertMember(db: Db, row: Insertable<Database['member']>): Promise<number> {
  const inserted = await db.insertInto('member').values(row).returning('oid').executeTakeFirstOrThrow();
  return inserted.oid;
}

/** Changes the member's own record; member-scoped, so the id is required. */
export function updateOwnMember(db: Db, memberOid: number, changes: Updateable<Database['member']>) {
  return db.updateTable('member').set(changes).where('oid', '=', memberOid).execute();
}
