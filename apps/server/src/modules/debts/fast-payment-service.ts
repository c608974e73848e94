import type { ParsedRequestOf } from '@ebelediye/contract';
import { requireHumanVerification } from '../../accounts/human-verification';
import { findRegistryByIdentifier } from '../../accounts/registry-repo';
import { issueSmsCode } from '../../accounts/sms-code';
import { DomainError } from '../../platform/domain-error';
import type { OperationContext } from '../../platform/operation-context';

/**
 * ValidateRegistries: fast payment's second factor (KVKK 2022/388, docs/domain/payments-and-banks.md). A TCKN
 * or VKN alone shows nothing; with the phone registered on it, a one-time code goes to
 * that phone, and ValidateCode turns the code into a paymentProof for that registry. An
 * unknown number and a wrong phone get the same 404, so neither can be probed.
 */
export async function validateRegistries(ctx: OperationContext, body: ParsedRequestOf<'ValidateRegistries'>) {
  const now = ctx.now();
  await requireHumanVerification(ctx.db, ctx.config, body.altcha, now);
  await ctx.services.limiter.hit('registryLookupPerIp', ctx.ip);
  const registry = await findRegistryByIdentifier(ctx.db, body.filter);
  if (!registry?.gsm || registry.gsm !== body.gsmNumber) throw new DomainError('NOT_FOUND', 'Girdiğiniz kimlik numarası ve cep telefonu ile eşleşen bir kayıt bulunamadı.');
  return issueSmsCode(ctx, {
    purpose: 'FAST_PAYMENT',
    gsm: registry.gsm,
    nationalId: body.filter,
    title: 'Hızlı Ödeme Doğrulama',
    lead: `${ctx.config.publicSetting.MunicipalityName} hızlı ödeme doğrulama kodunuz`,
  });
}
