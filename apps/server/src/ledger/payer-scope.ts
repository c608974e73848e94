import type { AppConfig } from '../config/app-config';
import type { Db } from '../db/kysely';
import { DomainError } from '../platform/domain-error';
import type { Member } from '../platform/operation-context';
import { findRepresentedCompanies, findSubscriptionOfRegistries } from './ledger-repo';
import { verifyPaymentProof } from './payment-proof';

/** Which registries (and, for a subscription proof, which subscription) a caller may see and pay for. */
export interface PayerScope {
  kind: 'member' | 'proof';
  registryOids: number[];
  /** Only for a proof made with a subscriber number: the one subscription it covers. */
  subscriptionOid?: number;
}

/** The registries of the companies a person represents (registry_representative). */
async function representedCompanies(db: Db, personRegistryOid: number): Promise<number[]> {
  const rows = await findRepresentedCompanies(db, personRegistryOid);
  return rows.map((r) => r.company_registry_oid);
}

/**
 * The caller's scope: a signed-in member acts for their own registry and the companies
 * they represent; an anonymous fast-payment caller only for what their paymentProof names.
 * No member and no valid proof → PAYMENT_PROOF_INVALID.
 */
export async function payerScope(db: Db, config: AppConfig, caller: { member: Member | null; paymentProof?: string | null }, now: Date): Promise<PayerScope> {
  if (caller.member) {
    return { kind: 'member', registryOids: [caller.member.registryOid, ...(await representedCompanies(db, caller.member.registryOid))] };
  }
  const claims = verifyPaymentProof(config, caller.paymentProof, now);
  if (!claims) throw new DomainError('PAYMENT_PROOF_INVALID');
  return { kind: 'proof', registryOids: [claims.registryOid], ...(claims.subscriptionOid !== undefined ? { subscriptionOid: claims.subscriptionOid } : {}) };
}

/** A registry oid from the client that is outside the scope is 404, never another's data. */
export function requireRegistryInScope(scope: PayerScope, registryOid: number): number {
  if (!scope.registryOids.includes(registryOid)) throw new DomainError('NOT_FOUND');
  return registryOid;
}

/** A subscription the caller may act for: in scope by registry and, for a subscription proof, that one only. */
export async function requireSubscriptionInScope(db: Db, scope: PayerScope, subscriptionOid: number) {
  if (scope.subscriptionOid !== undefined && scope.subscriptionOid !== subscriptionOid) throw new DomainError('NOT_FOUND');
  const row = await findSubscriptionOfRegistries(db, subscriptionOid, scope.registryOids);
  if (!row) throw new DomainError('NOT_FOUND');
  return row;
}
