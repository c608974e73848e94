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
      datePlaceholder: 'gg.aa.yyyy',
      dateFormat: 'Tarihi gg.aa.yyyy biçiminde, geçerli bir gün olarak giriniz.',
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
      datePlaceholder: 'dd.mm.yyyy',
      dateFormat: 'Enter a real date as dd.mm.yyyy.',
    },
  });
