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
      phoneFormat: 'Cep telefonunu 5 ile başlayan 10 haneli numara olarak giriniz (ör. 0505 111 22 33).',
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
      phoneFormat: 'Enter the mobile phone as a 10-digit number starting with 5 (e.g. 0505 111 22 33).',
    },
  });
