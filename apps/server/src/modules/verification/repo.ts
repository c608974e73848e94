import type { Insertable } from 'kysely';
import type { Db } from '../../db/kysely';
import type { Database } from '../../db/schema';

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
 * Counts one attempt at a live code and answers it; nothing when the code is unknown,
 * already verified, expired or out of attempts. Counting first makes the limit hold under
 * concurrent guesses.
 */
export function countAttempt(db: Db, operationRef: string, maxAttempts: number, now: Date) {
  return db
    .updateTable('verification_code')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('operation_ref', '=', operationRef)
    .where('verified_at', 'is', null)
    .where('expires_at', '>', now)
    .where('attempts', '<', maxAttempts)
    .returning(['oid', 'code_hash', 'attempts', 'purpose', 'national_id', 'subscription_oid'])
    .executeTakeFirst();
}

export function markVerified(db: Db, oid: number, proof: { proof_hash: string; proof_expires_at: Date }, now: Date) {
  return db.updateTable('verification_code').set({ ...proof, verified_at: now }).where('oid', '=', oid).execute();
}

/** The subscription a subscriber number names, with its holder's ID for the code row. */
export function findSubscriptionForCode(db: Db, subscriberNo: string) {
  return db
    .selectFrom('subscription')
    .innerJoin('registry', 'registry.oid', 'subscription.registry_oid')
    .select(['subscription.oid', 'subscription.registry_oid', 'subscription.gsm', 'subscription.ended_on', 'subscription.subscriber_no', 'registry.national_id', 'registry.tax_number'])
    .where('subscription.subscriber_no', '=', subscriberNo)
    .executeTakeFirst();
}

export function findSubscriptionRegistry(db: Db, subscriptionOid: number) {
  return db.selectFrom('subscription').select('registry_oid').where('oid', '=', subscriptionOid).executeTakeFirst();
}
