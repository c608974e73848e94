import type { ErrorEntries } from './entry';

/** Notifications and personal data. */
export const notificationErrors = {
  UNSUBSCRIBE_LINK_INVALID: {
    status: 422,
    tr: 'Bu abonelikten çıkma bağlantısı geçersiz. Bağlantıyı e-postadan eksiksiz kopyaladığınızdan emin olunuz; tercihlerinizi profil sayfanızdan da değiştirebilirsiniz.',
    en: 'This unsubscribe link is not valid.',
  },
  UNSUBSCRIBE_LINK_USED: {
    status: 409,
    tr: 'Bu abonelikten çıkma bağlantısı daha önce kullanılmış; tercihiniz zaten kaydedildi.',
    en: 'This unsubscribe link has already been used.',
  },
  ACCESS_REASON_REQUIRED: { status: 422, tr: 'Vatandaş kaydını açma gerekçesini yazınız.', en: 'Give the reason for opening the citizen record.' },
} as const satisfies ErrorEntries;
