import { registerTranslations } from '../../lib/i18n';

export const registerMobileMenuTexts = () =>
  registerTranslations('mobileMenu', {
    tr: { title: 'Tüm Hizmetler', error: 'Menü yüklenemedi.', newTab: '(yeni sekmede açılır)' },
    en: { title: 'All services', error: 'The menu could not be loaded.', newTab: '(opens in a new tab)' },
  });
