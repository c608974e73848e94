import type { Insertable } from 'kysely';
import type { Db } from '../db/kysely';
import type { Database } from '../db/schema';

export type SmsCodePurpose = Database['verification_code']['purpose'];

/** Forgets codes that can no longer be checked and whose proof, if any, can no longer be spent. */
export function deleteStaleCodes(db: Db, now: Date) {
  return db
    .deleteFrom('verification_code')
    .where('expires_at', '<', now)
    .where((eb) => eb.or([eb('proof_expires_at', 'is', null), eb('proof_expires_at', '<', now)]))
    .execute();
}

/** Answers false when the operation reference is already taken. */
export async function insertCode(db: Db, row: Insertable<Database['verification_code']>): Promise<boolean> {
  const inserted = await db
    .insertInto('verification_code')
    .values(row)
    .onConflict((oc) => oc.column('operation_ref').doNothing())
    .returning('oid')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * Counts one attempt at a live code of one of these purposes (and this phone, when given) and
 * answers it; nothing when the code is unknown, already verified, expired or out of attempts.
 * Counting first makes the limit hold under concurrent guesses.
 */
export function countAttempt(db: Db, code: { operationRef: string; purposes: readonly SmsCodePurpose[]; gsm?: string | undefined }, maxAttempts: number, now: Date) {
  let query = db
    .updateTable('verification_code')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('operation_ref', '=', code.operationRef)
    .where('purpose', 'in', code.purposes)
    .where('verified_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '<', maxAttempts);
  if (code.gsm !== undefined) query = query.where('gsm', '=', code.gsm);
  return query.returning(['oid', 'code_hash', 'attempts', 'purpose', 'national_id', 'subscription_oid']).executeTakeFirst();
}

/** Marks a code verified, once: false when it was verified meanwhile. A proof, when given, may be spent later. */
export async function markVerified(db: Db, oid: number, proof: { proof_hash: string; proof_expires_at: Date } | null, now: Date): Promise<boolean> {
  const updated = await db
    .updateTable('verification_code')
    .set({ ...(proof ?? {}), verified_at: now })
    .where('oid', '=', oid)
    .where('verified_at', 'is', null)
    .executeTakeFirst();
  return updated.numUpdatedRows > 0n;
}
