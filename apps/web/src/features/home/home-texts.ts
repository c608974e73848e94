import { registerTranslations } from '../../lib/i18n';

export const registerHomeTexts = () =>
  registerTranslations('home', {
    tr: {
      welcome: '{{name}} e-Belediye’ye hoş geldiniz',
      intro: 'Borç sorgulama ve ödeme, beyanname, başvuru ve kararlara günün her saati buradan ulaşabilirsiniz.',
      services: 'e-Belediye Hizmetleri',
      mainServices: 'Sık kullanılan hizmetler',
      servicesEmpty: 'Hizmet listesi şu anda yüklenemedi.',
      mayor: 'Belediye Başkanımız',
      mayorMore: 'Başkanımız hakkında',
      opensNewTab: '(yeni sekmede açılır)',
    },
    en: {
      welcome: 'Welcome to {{name}} e-Municipality',
      intro: 'Check and pay debts, file declarations, follow applications and read resolutions at any hour.',
      services: 'e-Municipality services',
      mainServices: 'Frequently used services',

      servicesEmpty: 'The list of services could not be loaded now.',
      mayor: 'Our Mayor',
      mayorMore: 'About the mayor',
      opensNewTab: '(opens in a new tab)',
    },
  });
