import type { ErrorEntries } from './entry';

/** Online card payment. */
export const cardPaymentErrors = {
  PAYMENT_ORDER_NOT_FOUND: { status: 404, tr: 'Ödeme kaydı bulunamadı.', en: 'The payment order was not found.' },
  PAYMENT_IN_PROGRESS: {
    status: 409,
    tr: 'Seçtiğiniz borçlar için devam eden bir ödeme işlemi var. O ödemeye devam edebilir veya ondan vazgeçip yeniden ödeyebilirsiniz.',
    en: 'A payment for these debts is already in progress. You can continue it, or give it up and pay again.',
  },
  PAYMENT_RESULT_AWAITED: {
    status: 409,
    tr: 'Bu ödeme için bankanızın yanıtı işleniyor; şu anda vazgeçilemez. Lütfen bir dakika sonra ödemenin sonucuna bakınız.',
    en: "Your bank's answer for this payment is being processed; it cannot be given up now. Please check its result in a minute.",
  },
  DEBT_IN_PAYMENT: {
    status: 409,
    tr: 'Bu borç için şu anda kartla ödeme yapılmaktadır; ödeme sonuçlanmadan iptal edilemez, yapılandırılamaz veya mahsup edilemez. Lütfen birkaç dakika sonra tekrar deneyiniz.',
    en: 'A card payment for this debt is in progress; it cannot be changed until the payment ends.',
  },
  PAYMENT_ORDER_CONFLICT: {
    status: 409,
    tr: 'Bu sipariş numarası başka bir ödeme için kullanılmış. Lütfen ödemeyi yeniden başlatınız.',
    en: 'This order number belongs to another payment.',
  },
  PAYMENT_ORDER_CLOSED: { status: 422, tr: 'Bu ödeme işlemi tamamlanmış veya süresi dolmuş. Lütfen yeni bir ödeme başlatınız.', en: 'This payment is finished or has expired.' },
  PAYMENT_BANK_MISMATCH: { status: 422, tr: 'Bu ödeme başka bir banka üzerinden başlatılmış.', en: 'This payment was started with another bank.' },
  PAYMENT_BANK_UNAVAILABLE: {
    status: 503,
    tr: 'Banka ile bağlantı kurulamadı. Kartınızdan çekim yapılmadı; lütfen daha sonra tekrar deneyiniz.',
    en: 'The bank could not be reached.',
  },
  PAYMENT_CARD_REFUSED: { status: 422, tr: 'Kartınız 3-D Secure ile ödemeye uygun değil. Lütfen başka bir kart deneyiniz.', en: 'The card cannot be used with 3-D Secure.' },
  PAYMENT_RESULT_UNTRUSTED: {
    status: 422,
    tr: 'Banka yanıtı doğrulanamadı. İşlem kaydedilmedi; ödemenizin durumu banka ile kontrol edilecektir.',
    en: 'The bank answer could not be verified.',
  },
  PAYMENT_PAUSED: {
    status: 503,
    tr: 'Gün sonu işlemleri nedeniyle şu anda ödeme alınamamaktadır. Lütfen daha sonra tekrar deneyiniz.',
    en: 'Payments are paused for end-of-day processing.',
  },
} as const satisfies ErrorEntries;
