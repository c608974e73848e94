import { registerTranslations } from '../../../lib/i18n';

export const registerFieldTexts = () =>
  registerTranslations('fields', {
    tr: {
      showPassword: 'Şifreyi göster',
      hidePassword: 'Şifreyi gizle',
      passwordRules: 'Şifre kuralları',
      rulePassed: 'sağlandı',
      ruleFailed: 'sağlanmadı',
      loading: 'Yükleniyor...',
      ok: 'Tamam',
      error: 'Hata!',
    },
    en: {
      showPassword: 'Show password',
      hidePassword: 'Hide password',
      passwordRules: 'Password rules',
      rulePassed: 'met',
      ruleFailed: 'not met',
      loading: 'Loading...',
      ok: 'OK',
      error: 'Error!',
    },
  });
