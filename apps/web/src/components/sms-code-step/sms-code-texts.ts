import { registerTranslations } from '../../lib/i18n';

/** The texts every SMS-code step shows the same way, whatever the flow. */
export const SMS_CODE_NAMESPACE = 'smsCode';

export const registerSmsCodeTexts = () =>
  registerTranslations(SMS_CODE_NAMESPACE, {
    tr: {
      human: 'Gerçek kişi olduğumu doğrula',
      humanBusy: 'Doğrulanıyor...',
      humanDone: 'Gerçek kişi doğrulaması tamamlandı.',
      humanRequired: 'Lütfen gerçek kişi olduğunuzu doğrulayınız',
      send: 'Doğrulama Kodu Gönder',
      resend: 'Kodu Yeniden Gönder',
      resendIn_one: 'Yeni kodu {{count}} saniye sonra isteyebilirsiniz.',
      resendIn_other: 'Yeni kodu {{count}} saniye sonra isteyebilirsiniz.',
      sent: 'Doğrulama kodu {{gsm}} numarasına gönderildi. Kod {{minutes}} dakika geçerlidir.',
      sentIfKnown: 'Bilgileriniz kayıtlı bilgilerle eşleşiyorsa {{gsm}} numarasına bir doğrulama kodu gönderildi. Kod {{minutes}} dakika geçerlidir.',
      resendsLeft_one: 'Kod gelmezse yeniden isteyebilirsiniz (kalan hak: {{count}}).',
      resendsLeft_other: 'Kod gelmezse yeniden isteyebilirsiniz (kalan hak: {{count}}).',
      noResend: 'Bu telefon için yeni kod isteme hakkınız şimdilik doldu.',
      code: 'Doğrulama kodu',
      verify: 'Kodu Doğrula',
      invalidCode: 'Telefonunuza gönderilen doğrulama kodunu giriniz.',
    },
    en: {
      human: 'Verify that I am a person',
      humanBusy: 'Verifying...',
      humanDone: 'Verified.',
      humanRequired: 'Please verify that you are a person.',
      send: 'Send verification code',
      resend: 'Send the code again',
      resendIn_one: 'You can ask for a new code in {{count}} second.',
      resendIn_other: 'You can ask for a new code in {{count}} seconds.',
      sent: 'A verification code was sent to {{gsm}}. It is valid for {{minutes}} minutes.',
      sentIfKnown: 'If your details match our records, a code was sent to {{gsm}}. It is valid for {{minutes}} minutes.',
      resendsLeft_one: 'If it does not arrive, you can ask again ({{count}} left).',
      resendsLeft_other: 'If it does not arrive, you can ask again ({{count}} left).',
      noResend: 'No more codes can be sent to this phone for now.',
      code: 'Verification code',
      verify: 'Verify the code',
      invalidCode: 'Enter the code sent to your phone.',
    },
  });
