import type { Insertable } from 'kysely';
import type { Db } from '../db/kysely';
import type { Database } from '../db/schema';

export function insertHandle(db: Db, row: Insertable<Database['edevlet_handle']>) {
  return db.insertInto('edevlet_handle').values(row).execute();
}

/** A live handle of this purpose, without spending it. */
export function findLiveHandle(db: Db, handleHash: string, purpose: 'PERSON_INFO' | 'LOGIN', now: Date) {
  return db
    .selectFrom('edevlet_handle')
    .select(['national_id', 'sealed_token'])
    .where('handle_hash', '=', handleHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .executeTakeFirst();
}

/**
 * Spends a live handle of this purpose (and forgets its sealed token); answers whether it
 * was live. The update is the check, so a handle is spent at most once.
 */
export async function spendHandle(db: Db, handleHash: string, purpose: 'PERSON_INFO' | 'LOGIN', now: Date): Promise<boolean> {
  const spent = await db
    .updateTable('edevlet_handle')
    .set({ used_at: now, sealed_token: null })
    .where('handle_hash', '=', handleHash)
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .returning('handle_hash')
    .executeTakeFirst();
  return spent !== undefined;
}

export function deleteExpiredHandles(db: Db, now: Date) {
  return db.deleteFrom('edevlet_handle').where('expires_at', '<', now).execute();
}
