import type { Db } from '../db/kysely';

/**
 * Spends a phone-verification proof: only a verified, unexpired, unspent proof for this
 * purpose and this ID number. The update is the check, so a proof is spent exactly once.
 */
export function spendProof(db: Db, proof: { proofHash: string; purpose: 'REGISTER' | 'UPDATE_PHONE'; nationalId: string }, now: Date) {
  return db
    .updateTable('verification_code')
    .set({ consumed_at: now })
    .where('proof_hash', '=', proof.proofHash)
    .where('purpose', '=', proof.purpose)
    .where('national_id', '=', proof.nationalId)
    .where('verified_at', 'is not', null)
    .where('consumed_at', 'is', null)
    .where('proof_expires_at', '>', now)
    .returning(['gsm'])
    .executeTakeFirst();
}

/** A live, unspent subscription proof (ValidateSubscriberNo → ValidateCode) of one purpose; read, not spent. */
export function findSubscriptionProof(db: Db, proof: { proofHash: string; purpose: 'CONTRACT_CANCELLATION' | 'WATER_FAST_PAYMENT' }, now: Date) {
  return db
    .selectFrom('verification_code')
    .select(['oid', 'subscription_oid', 'gsm'])
    .where('proof_hash', '=', proof.proofHash)
    .where('purpose', '=', proof.purpose)
    .where('subscription_oid', 'is not', null)
    .where('verified_at', 'is not', null)
    .where('consumed_at', 'is', null)
    .where('proof_expires_at', '>', now)
    .executeTakeFirst();
}

/** Spends a subscription or registry proof once; the update is the check. */
export function spendSubscriptionProofRow(db: Db, oid: number, now: Date) {
  return db
    .updateTable('verification_code')
    .set({ consumed_at: now })
    .where('oid', '=', oid)
    .where('consumed_at', 'is', null)
    .where('proof_expires_at', '>', now)
    .returning(['gsm'])
    .executeTakeFirst();
}

/**
 * A live, unspent proof of one purpose that names no subscription: a registry proof (an ID number
 * and its registered phone, then ValidateCode) or a phone proof (WATER_DOCUMENTS); read, not spent.
 */
export function findRegistryProof(db: Db, proof: { proofHash: string; purpose: 'WATER_APPLICATION' | 'WATER_DOCUMENTS' }, now: Date) {
  return db
    .selectFrom('verification_code')
    .select(['oid', 'national_id', 'gsm'])
    .where('proof_hash', '=', proof.proofHash)
    .where('purpose', '=', proof.purpose)
    .where('subscription_oid', 'is', null)
    .where('verified_at', 'is not', null)
    .where('consumed_at', 'is', null)
    .where('proof_expires_at', '>', now)
    .executeTakeFirst();
}
