import { maskName } from '../../accounts/masking';
import type { Db } from '../../db/kysely';
import { DomainError } from '../../platform/domain-error';
import { findRegistryByIdentity, findSubscriptionByNumber } from './payer-repo';
import type { PayerKey } from './requests';

/** Whose debts a bank asks for: a registry, narrowed to one subscription when asked by subscriber number. */
export interface Payer {
  registryOid: number;
  subscriptionOid?: number;
  /** Masked as on a receipt opened without proof: the bank's teller confirms it with the payer. */
  maskedName: string;
}

const nameOf = (r: { first_name: string | null; last_name: string | null; title: string | null }) => maskName(r.title ?? `${r.first_name ?? ''} ${r.last_name ?? ''}`);

export async function findPayer(db: Db, key: PayerKey): Promise<Payer> {
  if (key.subscriberNo !== undefined) {
    const subscription = await findSubscriptionByNumber(db, key.subscriberNo);
    if (!subscription) throw new DomainError('BANK_PAYER_NOT_FOUND');
    return { registryOid: subscription.registry_oid, subscriptionOid: subscription.oid, maskedName: nameOf(subscription) };
  }
  const registry = await findRegistryByIdentity(db, key);
  if (!registry) throw new DomainError('BANK_PAYER_NOT_FOUND');
  return { registryOid: registry.oid, maskedName: nameOf(registry) };
}
