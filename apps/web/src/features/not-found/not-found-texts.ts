import { registerTranslations } from '../../lib/i18n';

export const registerNotFoundTexts = () =>
  registerTranslations('notFound', {
    tr: { title: 'Sayfa bulunamadı', text: 'Aradığınız sayfa taşınmış ya da hiç var olmamış olabilir.', back: 'Anasayfaya Dön' },
    en: { title: 'Page not found', text: 'The page you are looking for may have moved or never existed.', back: 'Back to home' },
  });
