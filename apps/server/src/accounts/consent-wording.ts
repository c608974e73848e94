import type { NotificationChannel, NotificationKind } from '../db/schema/privacy';

export const notificationChannels = ['sms', 'email'] as const satisfies readonly NotificationChannel[];
export const notificationKinds = ['reminder', 'decision', 'receipt'] as const satisfies readonly NotificationKind[];

/** The version of the sentences below; a changed sentence gets a new version, so each record says what was agreed to. */
export const CONSENT_WORDING_VERSION = '2026-11-v1';

const channelText: Record<NotificationChannel, string> = { sms: 'SMS ile', email: 'e-posta ile' };
const kindText: Record<NotificationKind, string> = {
  reminder: 'vergi ve harç borçlarımın son ödeme günlerinden 7 gün önce ve son gün hatırlatılmasını',
  decision: 'başvurularım ve şikâyetlerim hakkında verilen kararların bildirilmesini',
  receipt: 'yaptığım ödemelerin makbuzlarının gönderilmesini',
};

/** The sentence a member agrees to (or withdraws) for one channel and kind, as recorded with the consent. */
export const consentWording = (channel: NotificationChannel, kind: NotificationKind) =>
  `Belediyenin ${channelText[channel]} ${kindText[kind]} kabul ediyorum. Bu onayı dilediğim zaman geri alabilirim.`;
