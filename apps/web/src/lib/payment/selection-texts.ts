import { registerTranslations } from '../i18n';

/** The pay bar's texts, the same on every screen that pays debts. */
export const registerSelectionTexts = () =>
  registerTranslations('debtSelection', {
    tr: {
      selected_one: 'Seçilen {{count}} borç',
      selected_other: 'Seçilen {{count}} borç',
      selectedNone: 'Seçili borç yok',
      selectedTotal: 'Ödenecek tutar',
      pay: 'Öde',
      checking: 'Kontrol ediliyor...',
      anyBankCard: 'Her bankanın kredi kartı ve banka kartı geçer (3-D Secure).',
      selectFirst: 'Ödemek için önce listeden en az bir borç seçiniz.',
      earlierAdded: 'Aynı tahakkukun önceki taksitleri de seçildi: taksitler sırayla ödenir.',
      forecastNotPayable: '{{date}} tarihine göre gösterilen tutarlar öngörüdür ve ödenemez; ödeme bugünün tutarlarıyla yapılır.',
      backToToday: 'Bugünün tutarlarına dön',
      forecastTotal: 'Öngörülen tutar',
    },
    en: {
      selected_one: '{{count}} debt selected',
      selected_other: '{{count}} debts selected',
      selectedNone: 'No debt selected',
      selectedTotal: 'Amount to pay',
      pay: 'Pay',
      checking: 'Checking...',
      anyBankCard: 'Credit and debit cards of any bank are accepted (3-D Secure).',
      selectFirst: 'Select at least one debt from the list to pay.',
      earlierAdded: 'Earlier instalments of the same accrual were selected too: instalments are paid in order.',
      forecastNotPayable: 'The amounts shown for {{date}} are a forecast and cannot be paid; a payment is charged at today’s amounts.',
      backToToday: 'Back to today’s amounts',
      forecastTotal: 'Forecast amount',
    },
  });
