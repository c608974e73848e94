import { sql } from 'kysely';
import type { Db } from '../../db/kysely';
import type { FileOwner } from '../../platform/file-ownership';

export function findFile(db: Db, fileOid: number) {
  return db
    .selectFrom('stored_file')
    .select(['oid', 'owner_user_oid', 'upload_token_hash', 'is_published', 'file_name', 'content_type', 'content'])
    .where('oid', '=', fileOid)
    .executeTakeFirst();
}

/**
 * Holds the owner's uploads for the rest of the caller's transaction, so concurrent uploads of
 * one member or one upload key count and insert one after another and the cap holds. An
 * advisory lock, because an upload key has no row of its own to lock; the first key names the
 * uploads' namespace so it never meets another lock of the database.
 */
export async function lockOwnerUploads(trx: Db, owner: FileOwner): Promise<void> {
  const key = 'memberUserOid' in owner ? `member:${owner.memberUserOid}` : `key:${owner.tokenHash}`;
  await sql`select pg_advisory_xact_lock(hashtext('stored_file'), hashtext(${key}))`.execute(trx);
}

/**
 * Files of one owner not yet attached to anything and sent since `since`: what one upload session
 * holds. Refused uploads were never stored and removed ones are deleted, so only kept files count.
 */
export async function countPendingFiles(db: Db, owner: FileOwner, since: Date): Promise<number> {
  const row = await db
    .selectFrom('stored_file')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('attached_at', 'is', null)
    .where('created_at', '>=', since)
    .where((eb) => ('memberUserOid' in owner ? eb('owner_user_oid', '=', owner.memberUserOid) : eb('upload_token_hash', '=', owner.tokenHash)))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function tokenExists(db: Db, tokenHash: string): Promise<boolean> {
  return !!(await db.selectFrom('stored_file').select('oid').where('upload_token_hash', '=', tokenHash).limit(1).executeTakeFirst());
}
