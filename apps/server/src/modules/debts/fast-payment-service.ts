import type { ParsedRequestOf } from '@ebelediye/contract';
import { beforeSmsCode, registryWithPhone } from '../../accounts/request-sms';
import { issueSmsCode } from '../../accounts/sms-code';
import type { OperationContext } from '../../platform/operation-context';

/**
 * ValidateRegistries: fast payment's second factor (KVKK 2022/388, docs/domain/payments-and-banks.md). A TCKN
 * or VKN alone shows nothing; with the phone registered on it, a one-time code goes to
 * that phone, and ValidateCode turns the code into a paymentProof for that registry. An
 * unknown number and a wrong phone get the same 404, so neither can be probed.
 */
export async function validateRegistries(ctx: OperationContext, body: ParsedRequestOf<'ValidateRegistries'>) {
  await beforeSmsCode(ctx, { altcha: body.altcha, lookup: true });
  const registry = await registryWithPhone(ctx.db, body.filter, body.gsmNumber);
  return issueSmsCode(ctx, {
    purpose: 'FAST_PAYMENT',
    gsm: registry.gsm,
    nationalId: body.filter,
    title: 'Hızlı Ödeme Doğrulama',
    lead: `${ctx.config.publicSetting.MunicipalityName} hızlı ödeme doğrulama kodunuz`,
  });
}
