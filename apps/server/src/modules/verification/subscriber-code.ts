import { maskGsm, type ParsedRequestOf } from '@ebelediye/contract';
import { requireHumanVerification } from '../../accounts/human-verification';
import { randomUUID } from 'node:crypto';
import { keyedHash, randomDigits } from '../../accounts/secret-tokens';
import { smsTypeCodes } from '../../integrations/sms/message-codes';
import { payerScope } from '../../ledger/payer-scope';
import { DomainError } from '../../platform/domain-error';
import type { OperationContext } from '../../platform/operation-context';
import { deleteStaleCodes, findSubscriptionForCode, insertCode } from './repo';

export const smsCodeHash = (ctx: OperationContext, operationRef: string, code: string) => keyedHash(ctx.config, 'sms-code', `${operationRef}:${code}`);

/**
 * ValidateSubscriberNo: the subscriber number and the phone registered on it (KVKK 2022/388:
 * a second factor, domain.md §10) buy a one-time code to that phone. A signed-in member may
 * name one of their own subscriptions without the phone. An unknown number and a wrong phone
 * get the same 404, so neither can be probed; lookups and codes are rate-limited.
 */
export async function sendSubscriberCode(ctx: OperationContext, body: ParsedRequestOf<'ValidateSubscriberNo'>) {
  const now = ctx.now();
  if (!ctx.member) await requireHumanVerification(ctx.db, ctx.config, body.altcha, now);
  await ctx.services.limiter.hit('registryLookupPerIp', ctx.ip);
  await ctx.services.limiter.hit('smsPerIp', ctx.ip);
  const subscription = await findSubscriptionForCode(ctx.db, body.subscriberNo);
  if (!subscription?.gsm || subscription.ended_on) throw new DomainError('SUBSCRIPTION_NOT_FOUND');
  if (ctx.member) {
    const scope = await payerScope(ctx.db, ctx.config, { member: ctx.member }, now);
    if (!scope.registryOids.includes(subscription.registry_oid)) throw new DomainError('SUBSCRIPTION_NOT_FOUND');
  }
  if ((body.gsmNumber ?? (ctx.member ? subscription.gsm : null)) !== subscription.gsm) throw new DomainError('SUBSCRIPTION_NOT_FOUND');
  await ctx.services.limiter.hit('smsPerPhone', subscription.gsm);

  const { length, seconds } = ctx.config.identity.smsCode;
  const code = randomDigits(length);
  // ValidateCode takes letters, digits and dashes: a UUID is one.
  const operationRef = randomUUID();
  const { sms } = ctx.services;
  const outboxOid = await ctx.db.transaction().execute(async (trx) => {
    await deleteStaleCodes(trx, now);
    await insertCode(trx, {
      operation_ref: operationRef,
      purpose: body.purpose,
      national_id: subscription.national_id ?? subscription.tax_number ?? '',
      subscription_oid: subscription.oid,
      gsm: subscription.gsm!,
      code_hash: smsCodeHash(ctx, operationRef, code),
      created_at: now,
      expires_at: new Date(now.getTime() + seconds * 1000),
    });
    return sms.enqueue(trx, {
      gsm: subscription.gsm!,
      typeCode: smsTypeCodes.verification,
      messageCode: null,
      title: body.purpose === 'CONTRACT_CANCELLATION' ? 'Abonelik İptali Doğrulama' : 'Su Borcu Ödeme Doğrulama',
      body: `${ctx.config.publicSetting.MunicipalityName} ${subscription.subscriber_no} abone no doğrulama kodunuz: ${code}. Kod ${Math.round(seconds / 60)} dakika geçerlidir. Bu kodu kimseyle paylaşmayınız.`,
    });
  });
  await sms.deliver(ctx.db, outboxOid);
  return { operationReferenceNumber: operationRef, maskedGsm: maskGsm(subscription.gsm), expiresInSeconds: seconds };
}
