import { istanbulDate, type ParsedRequestOf } from '@ebelediye/contract';
import { payerScope } from '../../ledger/payer-scope';
import { DomainError } from '../../platform/domain-error';
import type { OperationContext } from '../../platform/operation-context';
import { addressTextWithPlace } from '../../reference-data/address-text';
import { findRegistryOidByIdentifier, findSubscriptionsOfRegistries } from './subscription-repo';
import { subscriptionInScope, waterScope } from './subscription-scope';
import { toSubscription } from './subscription-view';

/** GetSubscriptionList: the member's subscriptions, or the proven one (holder masked). */
export async function listSubscriptions(ctx: OperationContext, body: ParsedRequestOf<'GetSubscriptionList'>) {
  const scope = await waterScope(ctx, body.paymentProof);
  const rows = await findSubscriptionsOfRegistries(ctx.db, scope.registryOids, body.subscriberNo);
  return rows.filter((row) => scope.subscriptionOid === undefined || row.oid === scope.subscriptionOid).map((row) => toSubscription(row, scope.kind === 'proof'));
}

/** GetSubscriberListByIdentityNumber: only the member's own ID or a company they represent; any other is 404. */
export async function listSubscriptionsByIdentity(ctx: OperationContext, body: ParsedRequestOf<'GetSubscriberListByIdentityNumber'>) {
  const scope = await payerScope(ctx.db, ctx.config, { member: ctx.member }, ctx.now(), 'own');
  const registry = await findRegistryOidByIdentifier(ctx.db, body.identityNumber);
  if (!registry || !scope.registryOids.includes(registry.oid)) throw new DomainError('NOT_FOUND');
  const rows = await findSubscriptionsOfRegistries(ctx.db, [registry.oid]);
  return rows.map((row) => toSubscription(row, false));
}

export async function subscriberAddress(ctx: OperationContext, body: ParsedRequestOf<'GetSubscriberAddressString'>) {
  const scope = await waterScope(ctx, body.paymentProof);
  const row = await subscriptionInScope(ctx.db, scope, body.subscriberAddressOid);
  return { address: addressTextWithPlace(row) };
}

export const todayIn = (ctx: OperationContext) => istanbulDate(ctx.now());
