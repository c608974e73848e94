import { registerTranslations } from '../../lib/i18n';

export const registerAccountTexts = () =>
  registerTranslations('account', {
    tr: {
      signIn: 'Giriş Yap',
      menu: 'Hesap menüsü: {{name}}',
      update: 'Bilgilerimi Güncelle',
      changePassword: 'Şifre Değiştir',
      authorities: 'Yetkilendirmeler',
      notifications: 'Bildirim Tercihlerim',
      myData: 'Kişisel Verilerim',
      signOut: 'Çıkış',
    },
    en: {
      signIn: 'Sign in',
      menu: 'Account menu: {{name}}',
      update: 'Update my details',
      changePassword: 'Change password',
      authorities: 'Authorisations',
      notifications: 'My notification preferences',
      myData: 'My personal data',
      signOut: 'Sign out',
    },
  });
