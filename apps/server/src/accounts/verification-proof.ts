import type { Db } from '../db/kysely';
import { DomainError } from '../platform/domain-error';
import { tokenHash } from './secret-tokens';
import { spendProof } from './verification-proof-repo';

/**
 * The verificationToken of ValidateCode proves that the caller holds a phone. Registration
 * and a phone change spend it once; the answer is the phone it proved.
 */
export async function spendPhoneProof(
  db: Db,
  token: string | undefined,
  purpose: 'REGISTER' | 'UPDATE_PHONE',
  nationalId: string,
  now: Date,
): Promise<string> {
  const spent = token ? await spendProof(db, { proofHash: tokenHash(token), purpose, nationalId }, now) : undefined;
  if (!spent) throw new DomainError('VERIFICATION_REQUIRED');
  return spent.gsm;
}
