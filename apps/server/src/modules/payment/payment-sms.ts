import { formatMoney, formatTurkishDate, istanbulIso } from '@ebelediye/contract';
import { findRegistryGsm } from '../../accounts/registry-repo';
import type { AppConfig } from '../../config/app-config';
import type { Db } from '../../db/kysely';
import type { SmsGateway } from '../../integrations/sms/gateway';
import { smsMessageCodes, smsTypeCodes } from '../../integrations/sms/message-codes';

export interface CollectedPayment {
  registryOid: number;
  amount: number;
  receiptNo: string;
  verificationCode: string;
  collectedAt: Date;
}

/** The text of the payment confirmation: amount, date and time, receipt number and the code that proves it. */
export function paymentConfirmationText(municipalityName: string, payment: CollectedPayment): string {
  const at = istanbulIso(payment.collectedAt);
  return (
    `${municipalityName}: ${formatTurkishDate(at)} ${at.slice(11, 16)} tarihli ${formatMoney(payment.amount)} tutarındaki ödemeniz alınmıştır. ` +
    `Makbuz No: ${payment.receiptNo}, doğrulama kodu: ${payment.verificationCode}. Bu ödemeyi siz yapmadıysanız belediyemize başvurunuz.`
  );
}

/**
 * Queues the SMS that confirms a collected online payment to the phone registered on the
 * payer's registry (the phone a fast-payment payer proved), in the collecting transaction,
 * so it is sent once with the collection and never for one that rolled back. A registry
 * without a phone gets none.
 */
export async function queuePaymentConfirmation(trx: Db, sms: SmsGateway, config: AppConfig, payment: CollectedPayment): Promise<number | null> {
  const gsm = await findRegistryGsm(trx, payment.registryOid);
  if (!gsm) return null;
  return sms.enqueue(trx, {
    gsm,
    typeCode: smsTypeCodes.notice,
    messageCode: smsMessageCodes.debt,
    title: 'Ödeme Onayı',
    body: paymentConfirmationText(config.publicSetting.MunicipalityName, payment),
  });
}
