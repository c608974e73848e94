import { registerTranslations } from '../../lib/i18n';

/** The texts of a fast payment's verified session (how long it lasts, what to do when it ran out). */
export const registerFastPaymentTexts = () =>
  registerTranslations('fastPayment', {
    tr: {
      validFor_one: 'Doğrulamanız {{count}} dakika daha geçerlidir.',
      validFor_other: 'Doğrulamanız {{count}} dakika daha geçerlidir.',
      validForUnderMinute: 'Doğrulamanızın süresi dolmak üzere (1 dakikadan az kaldı).',
      refresh: 'Borçları Yenile',
      expiredTitle: 'Doğrulamanızın süresi doldu',
      expired: 'Güvenliğiniz için doğrulama kısa bir süre geçerlidir. Borçlarınızı yeniden görmek için telefonunuza yeni bir doğrulama kodu isteyiniz.',
    },
    en: {
      validFor_one: 'Your verification is valid for {{count}} more minute.',
      validFor_other: 'Your verification is valid for {{count}} more minutes.',
      validForUnderMinute: 'Your verification is about to expire (less than 1 minute left).',
      refresh: 'Refresh debts',
      expiredTitle: 'Your verification has expired',
      expired: 'For your security a verification is valid for a short time. To see your debts again, ask for a new verification code to your phone.',
    },
  });
