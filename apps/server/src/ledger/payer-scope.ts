import type { AuthorityScope } from '@ebelediye/contract';
import { authoritiesInForce, recordAuthorityUse } from '../accounts/authority';
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
  /** Registries in scope only through another member's authorisation, each with that authorisation (for its use log). */
  authorities: { registryOid: number; authorityOid: number }[];
}

/**
 * What the caller means to do. An authorisation from another member covers only the scopes it
 * names; `own` is for what only the registry's own member or a company officer may do
 * (docs/security.md, "Acting for another").
 */
export type ScopePurpose = AuthorityScope | 'own';

/** The registries of the companies a person represents (registry_representative). */
async function representedCompanies(db: Db, personRegistryOid: number): Promise<number[]> {
  const rows = await findRepresentedCompanies(db, personRegistryOid);
  return rows.map((r) => r.company_registry_oid);
}

/**
 * The caller's scope: a signed-in member acts for their own registry, the companies they
 * represent and, for this purpose, the registries whose authorisation to them is in force
 * today; an anonymous fast-payment caller only for what their paymentProof names.
 * No member and no valid proof → PAYMENT_PROOF_INVALID.
 */
export async function payerScope(
  db: Db,
  config: AppConfig,
  caller: { member: Member | null; paymentProof?: string | null },
  now: Date,
  purpose: ScopePurpose,
): Promise<PayerScope> {
  if (caller.member) {
    const own = [caller.member.registryOid, ...(await representedCompanies(db, caller.member.registryOid))];
    const granted = purpose === 'own' ? [] : await authoritiesInForce(db, caller.member.userOid, purpose, now);
    const authorities = granted.filter((a, i) => !own.includes(a.registryOid) && granted.findIndex((b) => b.registryOid === a.registryOid) === i);
    return { kind: 'member', registryOids: [...own, ...authorities.map((a) => a.registryOid)], authorities };
  }
  const claims = verifyPaymentProof(config, caller.paymentProof, now);
  if (!claims) throw new DomainError('PAYMENT_PROOF_INVALID');
  return {
    kind: 'proof',
    registryOids: [claims.registryOid],
    authorities: [],
    ...(claims.subscriptionOid !== undefined ? { subscriptionOid: claims.subscriptionOid } : {}),
  };
}

/** The authorisation through which the caller reaches this registry, or null when it is their own or their company's. */
export function authorityOf(scope: PayerScope, registryOid: number): number | null {
  return scope.authorities.find((a) => a.registryOid === registryOid)?.authorityOid ?? null;
}

/**
 * When the caller reached this registry through another member's authorisation, the use is
 * recorded for the principal to see (docs/security.md, "Acting for another"); own and company
 * registries record nothing.
 */
export async function noteAuthorityUse(db: Db, scope: PayerScope, registryOid: number, member: Member | null, action: AuthorityScope, detail: string | null, at: Date) {
  const authorityOid = authorityOf(scope, registryOid);
  if (authorityOid === null || !member) return;
  await recordAuthorityUse(db, { authorityOid, actingMemberOid: member.userOid, action, detail }, at);
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
