import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/kysely';
import { markPendingFilesAttached, type FileOwner } from './file-repo';

export type { FileOwner };

/** An anonymous upload session's key: 256 random bits kept by the browser; the database keeps only its hash. */
export const newUploadToken = () => randomBytes(32).toString('base64url');
export const hashUploadToken = (token: string) => createHash('sha256').update(token).digest('hex');

export const fileOwnerOf = (memberUserOid: number | null, uploadToken: string | undefined): FileOwner | null =>
  memberUserOid !== null ? { memberUserOid } : uploadToken ? { tokenHash: hashUploadToken(uploadToken) } : null;

/**
 * Marks the owner's pending files as attached. All or nothing: false (and nothing changed
 * by the caller's transaction) when any oid is not a pending file of this owner.
 */
export async function claimPendingFiles(db: Db, owner: FileOwner, fileOids: number[], now: Date): Promise<boolean> {
  const unique = [...new Set(fileOids)];
  if (unique.length === 0) return true;
  return (await markPendingFilesAttached(db, owner, unique, now)) === unique.length;
}
