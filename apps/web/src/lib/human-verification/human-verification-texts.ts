import { registerTranslations } from '../i18n';

export const registerHumanVerificationTexts = () =>
  registerTranslations('humanVerification', {
    tr: {
      label: 'Ben robot değilim',
      verifying: 'Doğrulanıyor...',
      verified: 'Doğrulandı',
      failed: 'Doğrulama yapılamadı. Lütfen tekrar deneyiniz.',
      group: 'Gerçek kişi doğrulaması',
      required: 'Lütfen gerçek kişi olduğunuzu doğrulayınız',
    },
    en: {
      label: 'I am not a robot',
      verifying: 'Verifying...',
      verified: 'Verified',
      failed: 'The verification failed. Please try again.',
      group: 'Human verification',
      required: 'Please verify that you are a person.',
    },
  });
