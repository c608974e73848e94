import type { Db } from '../../db/kysely';
import { payerScope, type PayerScope } from '../../ledger/payer-scope';
import { DomainError } from '../../platform/domain-error';
import type { OperationContext } from '../../platform/operation-context';
import { findSubscriptionOfRegistries, type SubscriptionRow } from './subscription-repo';

/**
 * The caller's water scope: a signed-in member's own and represented registries, or the one
 * subscription a paymentProof from ValidateSubscriberNo → ValidateCode names.
 */
export function waterScope(ctx: OperationContext, paymentProof: string | undefined): Promise<PayerScope> {
  return payerScope(ctx.db, ctx.config, { member: ctx.member, paymentProof: paymentProof ?? null }, ctx.now(), 'own');
}

/** A subscription the scope covers; anything else — unknown or another's — is the same 404. */
export async function subscriptionInScope(db: Db, scope: PayerScope, subscriptionOid: number): Promise<SubscriptionRow> {
  if (scope.subscriptionOid !== undefined && scope.subscriptionOid !== subscriptionOid) throw new DomainError('NOT_FOUND');
  const row = await findSubscriptionOfRegistries(db, subscriptionOid, scope.registryOids);
  if (!row) throw new DomainError('NOT_FOUND');
  return row;
}
