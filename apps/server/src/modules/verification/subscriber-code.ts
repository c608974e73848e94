import type { ParsedRequestOf } from '@ebelediye/contract';
import { beforeSmsCode } from '../../accounts/request-sms';
import { issueSmsCode } from '../../accounts/sms-code';
import { payerScope } from '../../ledger/payer-scope';
import { DomainError } from '../../platform/domain-error';
import type { OperationContext } from '../../platform/operation-context';
import { findSubscriptionForCode } from './repo';

/**
 * ValidateSubscriberNo: the subscriber number and the phone registered on it (KVKK 2022/388:
 * a second factor, docs/domain/payments-and-banks.md) buy a one-time code to that phone. A signed-in member may
 * name one of their own subscriptions without the phone. An unknown number and a wrong phone
 * get the same 404, so neither can be probed; lookups and codes are rate-limited.
 */
export async function sendSubscriberCode(ctx: OperationContext, body: ParsedRequestOf<'ValidateSubscriberNo'>) {
  const now = ctx.now();
  await beforeSmsCode(ctx, { altcha: body.altcha, memberMaySkipHumanCheck: true, lookup: true });
  const subscription = await findSubscriptionForCode(ctx.db, body.subscriberNo);
  if (!subscription?.gsm || subscription.ended_on) throw new DomainError('SUBSCRIPTION_NOT_FOUND');
  if (ctx.member) {
    const scope = await payerScope(ctx.db, ctx.config, { member: ctx.member }, now, 'own');
    if (!scope.registryOids.includes(subscription.registry_oid)) throw new DomainError('SUBSCRIPTION_NOT_FOUND');
  }
  if ((body.gsmNumber ?? (ctx.member ? subscription.gsm : null)) !== subscription.gsm) throw new DomainError('SUBSCRIPTION_NOT_FOUND');
  return issueSmsCode(ctx, {
    purpose: body.purpose,
    gsm: subscription.gsm,
    nationalId: subscription.national_id ?? subscription.tax_number ?? '',
    subscriptionOid: subscription.oid,
    title: body.purpose === 'CONTRACT_CANCELLATION' ? 'Abonelik İptali Doğrulama' : 'Su Borcu Ödeme Doğrulama',
    lead: `${ctx.config.publicSetting.MunicipalityName} ${subscription.subscriber_no} abone no doğrulama kodunuz`,
  });
}
