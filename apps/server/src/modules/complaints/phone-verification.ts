import { checkSmsCode, issueSmsCode } from '../../accounts/sms-code';
import { beforeSmsCode } from '../../accounts/request-sms';
import type { OperationContext } from '../../platform/operation-context';

/**
 * An anonymous sender proves the phone a complaint is answered on: the ALTCHA challenge,
 * then a one-time code by SMS through the one SMS-code module, under the complaint's own
 * limit. The code is checked when the complaint is sent and is good for that one complaint.
 */
export async function sendComplaintCode(ctx: OperationContext, body: { gsmNumber: string; altcha?: string | undefined }) {
  await beforeSmsCode(ctx, { altcha: body.altcha });
  return issueSmsCode(ctx, {
    purpose: 'COMPLAINT',
    gsm: body.gsmNumber,
    nationalId: '',
    title: 'Şikayet ve Talep Doğrulama',
    lead: `${ctx.config.publicSetting.MunicipalityName} şikayet ve talep doğrulama kodunuz`,
  });
}

/**
 * Checks the code and answers the verification to spend inside the complaint's transaction.
 * The attempt is counted outside that transaction, so a wrong code still uses up a try.
 */
export async function checkComplaintCode(ctx: OperationContext, proof: { operationReferenceNumber?: string | undefined; verificationCode?: string | undefined }, gsm: string) {
  const code = await checkSmsCode(ctx, { operationRef: proof.operationReferenceNumber, code: proof.verificationCode, purposes: ['COMPLAINT'], gsm });
  return { spend: (db: Parameters<typeof code.verify>[0], now: Date) => code.verify(db, now) };
}
