import type { AppConfig } from '../../config/app-config';
import type { Db } from '../../db/kysely';
import type { SmsGateway } from '../../integrations/sms/gateway';
import { smsMessageCodes, smsTypeCodes } from '../../integrations/sms/message-codes';

/** The membership message (type 7, message code 7004), queued in the caller's transaction. */
export function queueMembershipSms(db: Db, sms: SmsGateway, config: AppConfig, gsm: string): Promise<number> {
  return sms.enqueue(db, {
    gsm,
    typeCode: smsTypeCodes.notice,
    messageCode: smsMessageCodes.membership,
    title: 'Üyelik',
    body: `${config.publicSetting.MunicipalityName} e-Belediye üyeliğiniz oluşturulmuştur. Kullanıcı adınız T.C. Kimlik / Vergi numaranızdır. Bu işlemi siz yapmadıysanız belediyemize başvurunuz.`,
  });
}
