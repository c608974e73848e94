import { registerTranslations } from '../i18n';

/** The pay bar's texts, the same on every screen that pays debts. */
export const registerSelectionTexts = () =>
  registerTranslations('debtSelection', {
    tr: {
      selected: 'Seçilen {{count}} borç',
      selectedTotal: 'Ödenecek tutar',
      pay: 'Öde',
      checking: 'Kontrol ediliyor...',
      anyBankCard: 'Her bankanın kredi kartı ve banka kartı geçer (3-D Secure).',
      selectFirst: 'Ödemek için önce listeden en az bir borç seçiniz.',
      earlierAdded: 'Aynı tahakkukun önceki taksitleri de seçildi: taksitler sırayla ödenir.',
    },
    en: {
      selected: '{{count}} debts selected',
      selectedTotal: 'Amount to pay',
      pay: 'Pay',
      checking: 'Checking...',
      anyBankCard: 'Credit and debit cards of any bank are accepted (3-D Secure).',
      selectFirst: 'Select at least one debt from the list to pay.',
      earlierAdded: 'Earlier instalments of the same accrual were selected too: instalments are paid in order.',
    },
  });
