import { registerTranslations } from '../i18n';

/** The pay bar's texts, the same on every screen that pays debts. */
export const registerSelectionTexts = () =>
  registerTranslations('debtSelection', {
    tr: {
      selected: 'Seçilen {{count}} borç', selectedTotal: 'Ödenecek tutar',
      pay: 'Öde', checking: 'Kontrol ediliyor...',
      earlierAdded: 'Aynı tahakkukun önceki taksitleri de seçildi: taksitler sırayla ödenir.',
    },
    en: {
      selected: '{{count}} debts selected', selectedTotal: 'Amount to pay',
      pay: 'Pay', checking: 'Checking...',
      earlierAdded: 'Earlier instalments of the same accrual were selected too: instalments are paid in order.',
    },
  });
