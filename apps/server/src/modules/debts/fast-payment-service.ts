import { randomUUID } from 'node:crypto';
import { maskGsm, type ParsedRequestOf } from '@ebelediye/contract';
import { requireHumanVerification } from '../../accounts/human-verification';
import { findRegistryByIdentifier } from '../../accounts/registry-repo';
import { keyedHash, randomDigits } from '../../accounts/secret-tokens';
import { smsTypeCodes } from '../../integrations/sms/message-codes';
import { DomainError } from '../../platform/domain-error';
import type { OperationContext } from '../../platform/operation-context';
import { insertFastPaymentCode } from './verification-repo';

/**
 * ValidateRegistries: fast payment's second factor (KVKK 2022/388, domain.md §10). A TCKN
 * or VKN alone shows nothing; with the phone registered on it, a one-time code goes to
 * that phone, and ValidateCode turns the code into a paymentProof for that registry. An
 * unknown number and a wrong phone get the same 404, so neither can be probed.
 */
export async function validateRegistries(ctx: OperationContext, body: ParsedRequestOf<'ValidateRegistries'>) {
  const now = ctx.now();
  await requireHumanVerification(ctx.db, ctx.config, body.altcha, now);
  await ctx.services.limiter.hit('registryLookupPerIp', ctx.ip);
  await ctx.services.limiter.hit('smsPerIp', ctx.ip);
  const registry = await findRegistryByIdentifier(ctx.db, body.filter);
  if (!registry?.gsm || registry.gsm !== body.gsmNumber) throw new DomainError('NOT_FOUND', 'Girdiğiniz kimlik numarası ve cep telefonu ile eşleşen bir kayıt bulunamadı.');
  await ctx.services.limiter.hit('smsPerPhone', registry.gsm);

  const { length, seconds } = ctx.config.identity.smsCode;
  const code = randomDigits(length);
  // A UUID: ValidateCode accepts only letters, digits and hyphens as a reference.
  const operationRef = randomUUID();
  const { sms } = ctx.services;
  const outboxOid = await ctx.db.transaction().execute(async (trx) => {
    await insertFastPaymentCode(trx, {
      operation_ref: operationRef,
      purpose: 'FAST_PAYMENT',
      national_id: body.filter,
      gsm: registry.gsm!,
      // The same keyed hash ValidateCode checks (verification module): purpose 'sms-code', "<ref>:<code>".
      code_hash: keyedHash(ctx.config, 'sms-code', `${operationRef}:${code}`),
      created_at: now,
      expires_at: new Date(now.getTime() + seconds * 1000),
    });
    return sms.enqueue(trx, {
      gsm: registry.gsm!,
      typeCode: smsTypeCodes.verification,
      messageCode: null,
      title: 'Hızlı Ödeme Doğrulama',
      body: `${ctx.config.publicSetting.MunicipalityName} hızlı ödeme doğrulama kodunuz: ${code}. Kod ${Math.round(seconds / 60)} dakika geçerlidir. Bu kodu kimseyle paylaşmayınız.`,
    });
  });
  await sms.deliver(ctx.db, outboxOid);
  return { operationReferenceNumber: operationRef, maskedGsm: maskGsm(registry.gsm), expiresInSeconds: seconds };
}
