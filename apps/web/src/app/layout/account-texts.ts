import { registerTranslations } from '../../lib/i18n';

export const registerAccountTexts = () =>
  registerTranslations('account', {
    tr: { signIn: 'Giriş Yap', menu: 'Hesap menüsü: {{name}}', update: 'Bilgilerimi Güncelle', changePassword: 'Şifre Değiştir', signOut: 'Çıkış' },
    en: { signIn: 'Sign in', menu: 'Account menu: {{name}}', update: 'Update my details', changePassword: 'Change password', signOut: 'Sign out' },
  });
