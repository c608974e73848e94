import { createHmac, timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../config/app-config';
import { derivedKey } from '../accounts/secret-tokens';

/**
 * A fast-payment proof: the caller proved the registered phone of one registry (and
 * perhaps one subscription) with an SMS code (KVKK 2022/388, docs/domain/payments-and-banks.md). It is a
 * short-lived token signed with a key derived from the server's machine key, so the server
 * keeps no session: `<base64url claims>.<base64url HMAC>`.
 */
export interface PaymentProofClaims {
  registryOid: number;
  /** Set when the phone proven was a water subscription's, which then limits the proof. */
  subscriptionOid?: number;
  /** Expiry, ms since the epoch. */
  exp: number;
}

export const PAYMENT_PROOF_TTL_MS = 15 * 60_000;
const PURPOSE = 'payment-proof';

const sign = (config: AppConfig, payload: string) => createHmac('sha256', derivedKey(config, PURPOSE)).update(payload).digest();

export function issuePaymentProof(config: AppConfig, claims: { registryOid: number; subscriptionOid?: number }, now: Date): string {
  const body: PaymentProofClaims = { registryOid: claims.registryOid, exp: now.getTime() + PAYMENT_PROOF_TTL_MS };
  if (claims.subscriptionOid !== undefined) body.subscriptionOid = claims.subscriptionOid;
  const payload = Buffer.from(JSON.stringify(body)).toString('base64url');
  return `${payload}.${sign(config, payload).toString('base64url')}`;
}

/** The claims of a genuine, unexpired proof; null for anything else. */
export function verifyPaymentProof(config: AppConfig, token: string | undefined | null, now: Date): PaymentProofClaims | null {
  if (!token || token.length > 512) return null;
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = sign(config, payload);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as PaymentProofClaims;
    if (!Number.isSafeInteger(claims.registryOid) || typeof claims.exp !== 'number' || claims.exp <= now.getTime()) return null;
    if (claims.subscriptionOid !== undefined && !Number.isSafeInteger(claims.subscriptionOid)) return null;
    return claims;
  } catch {
    return null;
  }
}
