import type { Db } from '../db/kysely';
import { DomainError } from '../platform/domain-error';
import { tokenHash } from './secret-tokens';
import { findRegistryProof, findSubscriptionProof, spendProof, spendSubscriptionProofRow } from './verification-proof-repo';

/** Spends a proof inside the caller's transaction; a proof spent meanwhile fails the whole change. */
const spendOnce = (oid: number) => async (trx: Db, at: Date) => {
  if (!(await spendSubscriptionProofRow(trx, oid, at))) throw new DomainError('VERIFICATION_REQUIRED');
};

/**
 * The verificationToken of ValidateCode proves that the caller holds a phone. Registration
 * and a phone change spend it once; the answer is the phone it proved.
 */
export async function spendPhoneProof(db: Db, token: string | undefined, purpose: 'REGISTER' | 'UPDATE_PHONE', nationalId: string, now: Date): Promise<string> {
  const spent = token ? await spendProof(db, { proofHash: tokenHash(token), purpose, nationalId }, now) : undefined;
  if (!spent) throw new DomainError('VERIFICATION_REQUIRED');
  return spent.gsm;
}

/**
 * The subscription a ValidateSubscriberNo proof of this purpose opens, and the phone it
 * proved; VERIFICATION_REQUIRED when the token is unknown, spent or expired.
 */
export async function subscriptionProof(db: Db, token: string, purpose: 'CONTRACT_CANCELLATION' | 'WATER_FAST_PAYMENT', now: Date) {
  const proof = await findSubscriptionProof(db, { proofHash: tokenHash(token), purpose }, now);
  if (!proof || proof.subscription_oid === null) throw new DomainError('VERIFICATION_REQUIRED');
  return {
    subscriptionOid: proof.subscription_oid,
    gsm: proof.gsm,
    spend: spendOnce(proof.oid),
  };
}

/**
 * What a proof that names no subscription was made for: the ID number and its registered phone
 * (WATER_APPLICATION: SendWaterApplicationCode → ValidateCode), or only the phone given on a water
 * application (WATER_DOCUMENTS: SendWaterDocumentsCode → ValidateCode, no ID number).
 * VERIFICATION_REQUIRED when the token is unknown, spent or expired.
 */
export async function registryProof(db: Db, token: string, purpose: 'WATER_APPLICATION' | 'WATER_DOCUMENTS', now: Date) {
  const proof = await findRegistryProof(db, { proofHash: tokenHash(token), purpose }, now);
  if (!proof) throw new DomainError('VERIFICATION_REQUIRED');
  return { nationalId: proof.national_id, gsm: proof.gsm, spend: spendOnce(proof.oid) };
}
