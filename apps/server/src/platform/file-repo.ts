import type { Db } from '../db/kysely';

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
