import type { ErrorEntries } from './entry';

/** Debts and the shared ledger. */
export const debtErrors = {
  SELECTION_ORDER: {
    status: 422,
    tr: 'Aynı tahakkukun önceki taksitleri ödenmeden sonraki taksitleri ödenemez. Lütfen önceki taksitleri de seçiniz.',
    en: 'Earlier instalments of the same accrual must be paid first.',
  },
  ACCRUAL_NOT_PAYABLE: {
    status: 422,
    tr: 'Seçilen borçlardan biri ödenmiş veya ödenemez durumda. Lütfen borç listesini yenileyiniz.',
    en: 'One of the selected debts is already paid or cannot be paid.',
  },
  FINE_DATE_IN_PAST: {
    status: 422,
    tr: 'Gecikme zammı hesaplama tarihi bugünden önce olamaz. Lütfen bugünü veya ileri bir tarihi seçiniz.',
    en: 'The delay fine date cannot be before today.',
  },
  FINE_DATE_NOT_PAYABLE: {
    status: 422,
    tr: 'İleri bir tarihe göre hesaplanan tutarlar yalnızca öngörüdür ve ödenemez. Ödeme için gecikme zammı hesaplama tarihini bugüne getiriniz.',
    en: 'Amounts computed for a later date are a forecast and cannot be paid. Set the delay fine date to today to pay.',
  },
  COLLECTION_EXCEEDS_DEBT: {
    status: 409,
    tr: 'Tahsilat, borcun kalan tutarını aşıyor ya da borç artık açık değil.',
    en: 'The collection exceeds what is left of the debt, or the debt is no longer open.',
  },
  AMOUNT_MISMATCH: { status: 422, tr: 'Ödenecek tutar borç toplamı ile uyuşmuyor. Lütfen borç listesini yenileyiniz.', en: 'The amount does not match the total of the debts.' },
  PAYMENT_PROOF_INVALID: {
    status: 422,
    tr: 'Doğrulamanın süresi dolmuş. Lütfen cep telefonunuza gönderilen kod ile yeniden doğrulayınız.',
    en: 'The verification has expired. Please verify your phone again.',
  },
  RECEIPT_NOT_FOUND: { status: 404, tr: 'Bu doğrulama koduna ait bir makbuz bulunamadı.', en: 'No receipt has this verification code.' },
} as const satisfies ErrorEntries;
