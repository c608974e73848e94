import { sql } from 'kysely';
import type { Db } from '../../db/kysely';

export function insertVerification(db: Db, row: { operation_ref: string; gsm: string; code_hash: string; created_at: Date; expires_at: Date }) {
  return db.insertInto('complaint_verification').values(row).execute();
}

/** Counts one attempt on a live, unused code of this phone; undefined when there is none left. */
export function countAttempt(db: Db, operationRef: string, gsm: string, maxAttempts: number, now: Date) {
  return db
    .updateTable('complaint_verification')
    .set({ attempts: sql`attempts + 1` })
    .where('operation_ref', '=', operationRef)
    .where('gsm', '=', gsm)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '<', maxAttempts)
    .returning(['oid', 'code_hash', 'attempts'])
    .executeTakeFirst();
}

export function markUsed(db: Db, oid: number, now: Date) {
  return db.updateTable('complaint_verification').set({ used_at: now }).where('oid', '=', oid).where('used_at', 'is', null).execute();
}
