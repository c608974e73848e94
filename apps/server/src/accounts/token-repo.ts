import type { Db } from '../db/kysely';

/** Forgets the member's tokens that expired: a rotated token is kept until then, to recognise its reuse. */
export function deleteExpiredTokens(db: Db, memberOid: number, now: Date) {
  return db.deleteFrom('refresh_token').where('member_oid', '=', memberOid).where('expires_at', '<', now).execute();
}

export function insertRefreshToken(db: Db, row: { member_oid: number; family_id: string; token_hash: string; created_at: Date; expires_at: Date }) {
  return db.insertInto('refresh_token').values(row).execute();
}

export function findRefreshToken(db: Db, tokenHash: string) {
  return db
    .selectFrom('refresh_token')
    .innerJoin('member', 'member.oid', 'refresh_token.member_oid')
    .select([
      'refresh_token.oid',
      'refresh_token.member_oid',
      'refresh_token.family_id',
      'refresh_token.expires_at',
      'refresh_token.rotated_at',
      'refresh_token.revoked_at',
      'member.registry_oid',
      'member.user_name',
      'member.status',
    ])
    .where('refresh_token.token_hash', '=', tokenHash)
    .executeTakeFirst();
}

/** Marks a live token rotated; answers nothing when another request rotated or revoked it first. */
export function markRotated(db: Db, oid: number, now: Date) {
  return db
    .updateTable('refresh_token')
    .set({ rotated_at: now })
    .where('oid', '=', oid)
    .where('rotated_at', 'is', null)
    .where('revoked_at', 'is', null)
    .returning('oid')
    .executeTakeFirst();
}

/** Is this sign-in still on: a token of its family that was not revoked (logout, password change, reuse)? */
export async function isFamilyLive(db: Db, familyId: string, memberOid: number): Promise<boolean> {
  const row = await db
    .selectFrom('refresh_token')
    .select('oid')
    .where('family_id', '=', familyId)
    .where('member_oid', '=', memberOid)
    .where('revoked_at', 'is', null)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

export function revokeFamily(db: Db, familyId: string, now: Date) {
  return db.updateTable('refresh_token').set({ revoked_at: now }).where('family_id', '=', familyId).where('revoked_at', 'is', null).execute();
}

/** Ends every sign-in of a member, except the family named (the caller's own), if any. */
export function revokeMemberFamilies(db: Db, memberOid: number, now: Date, keepFamily?: string) {
  let query = db.updateTable('refresh_token').set({ revoked_at: now }).where('member_oid', '=', memberOid).where('revoked_at', 'is', null);
  if (keepFamily) query = query.where('family_id', '!=', keepFamily);
  return query.execute();
}
