import { sql, type Insertable } from 'kysely';
import type { Db } from '../db/kysely';
import type { Database } from '../db/schema';

/*
 * Stored files are a platform mechanism: this is the one writer of `stored_file` (docs/architecture.md,
 * "Who owns which table"). Uploads, generated documents (a restructuring's petition) and the
 * attaching, removing and clearing of pending uploads all go through these functions.
 */

/** Who may attach a pending upload: the signed-in member who sent it, or the holder of its upload token. */
export type FileOwner = { memberUserOid: number } | { tokenHash: string };

/** Marks those of the files that are the owner's and still pending as attached; answers how many it marked. */
export async function markPendingFilesAttached(db: Db, owner: FileOwner, fileOids: readonly number[], now: Date): Promise<number> {
  const claimed = await db
    .updateTable('stored_file')
    .set({ attached_at: now })
    .where('oid', 'in', [...fileOids])
    .where('attached_at', 'is', null)
    .where('is_published', '=', false)
    .where((eb) => ('memberUserOid' in owner ? eb('owner_user_oid', '=', owner.memberUserOid) : eb('upload_token_hash', '=', owner.tokenHash)))
    .returning('oid')
    .execute();
  return claimed.length;
}

/** Stores a file's bytes and particulars; answers its oid. */
export function insertFile(db: Db, row: Insertable<Database['stored_file']>) {
  return db.insertInto('stored_file').values(row).returning('oid').executeTakeFirstOrThrow();
}

/** Removes one of the member's own uploads that nothing has attached yet; false when there is no such file. */
export async function deletePendingFile(db: Db, memberUserOid: number, fileOid: number): Promise<boolean> {
  const rows = await db
    .deleteFrom('stored_file')
    .where('oid', '=', fileOid)
    .where('owner_user_oid', '=', memberUserOid)
    .where('attached_at', 'is', null)
    .where('is_published', '=', false)
    .returning('oid')
    .execute();
  return rows.length > 0;
}

/** Removes one of the owner's uploads (a member's or an upload key's) that nothing has attached yet; false when there is no such file. */
export async function deletePendingUpload(db: Db, owner: FileOwner, fileOid: number): Promise<boolean> {
  if ('memberUserOid' in owner) return deletePendingFile(db, owner.memberUserOid, fileOid);
  const rows = await db
    .deleteFrom('stored_file')
    .where('oid', '=', fileOid)
    .where('owner_user_oid', 'is', null)
    .where('upload_token_hash', '=', owner.tokenHash)
    .where('attached_at', 'is', null)
    .where('is_published', '=', false)
    .returning('oid')
    .execute();
  return rows.length > 0;
}

/** Anonymous uploads nobody attached within a day are abandoned forms: they go. */
export function deleteAbandonedUploads(db: Db, olderThan: Date) {
  return db
    .deleteFrom('stored_file')
    .where('owner_user_oid', 'is', null)
    .where('upload_token_hash', 'is not', null)
    .where('is_published', '=', false)
    .where('attached_at', 'is', null)
    .where('created_at', '<', olderThan)
    .execute();
}

/** Tables that attach stored files to an item: each row names the file by `file_oid`. */
type FileLinkTable = { [T in keyof Database]: 'file_oid' extends keyof Database[T] ? T : never }[keyof Database];

/** Where an item's files are listed: the link table and its column naming the item. */
export type FileLink = { [T in FileLinkTable]: { table: T; itemColumn: keyof Database[T] & string } }[FileLinkTable];

/** A file's bytes, found only through the item it is attached to: another item's file is not found. */
export async function findLinkedFileContent(db: Db, link: FileLink, itemOid: number, fileOid: number) {
  const { rows } = await sql<{ file_name: string; content_type: string; content: Uint8Array }>`
    select f.file_name, f.content_type, f.content
    from ${sql.table(link.table)} l
    join stored_file f on f.oid = l.file_oid
    where ${sql.ref(`l.${link.itemColumn}`)} = ${itemOid} and l.file_oid = ${fileOid}`.execute(db);
  return rows[0];
}
