import type { ErrorEntries } from './entry';

/** Water bills from meter readings. */
export const waterBillErrors = {
  WATER_TARIFF_DATE_NOT_FUTURE: {
    status: 422,
    tr: 'Yeni tarife ya da oran ancak yarından itibaren geçerli olacak şekilde girilebilir.',
    en: 'A new tariff or rate must start in the future.',
  },
  WATER_TARIFF_BLOCKS_INVALID: {
    status: 422,
    tr: 'Kademe sınırları artarak sıralanmalı ve yalnızca son kademe sınırsız olmalıdır.',
    en: 'Block limits must rise and only the last block may be open.',
  },
  WATER_TARIFF_VERSION_EXISTS: { status: 409, tr: 'Bu abone türü için bu tarihten geçerli bir tarife zaten var.', en: 'A tariff of this type already starts on this date.' },
  WATER_TAX_RATE_EXISTS: { status: 409, tr: 'Bu vergi için bu tarihten geçerli bir oran zaten var.', en: 'A rate of this tax already starts on this date.' },
  WATER_REDUCTION_NOT_FOUND: { status: 422, tr: 'Seçilen tarife indirimi bulunamadı.', en: 'The chosen tariff reduction does not exist.' },
  WATER_READING_BELOW_PREVIOUS: {
    status: 422,
    tr: 'Girilen endeks bir önceki endeksten düşük. Doğruysa onaylayarak tekrar gönderiniz.',
    en: 'The index is below the previous one; send it again confirmed if it is right.',
  },
  WATER_FINAL_INDEX_BELOW_PREVIOUS: {
    status: 422,
    tr: 'Son endeks sayacın daha önce okunan endeksinden düşük olamaz. Sayacı kontrol ediniz; okunamıyorsa sayaç durumunu "çalışmıyor" seçiniz.',
    en: "The final index cannot be below the meter's earlier index; check the meter, or record it as not working.",
  },
  WATER_FINAL_INDEX_UNUSUAL: {
    status: 422,
    tr: 'Son endeks abonenin ortalama tüketiminden çok farklı. Sayacı kontrol ediniz; endeks doğruysa "Endeksi kontrol ettim" kutusunu işaretleyip tekrar kaydediniz.',
    en: "The final index is far from the subscriber's average consumption; check the meter and, if it is right, tick the check box and save again.",
  },
  WATER_READING_UNUSUAL: {
    status: 422,
    tr: 'Girilen endeks ortalama tüketiminizden çok farklı. Doğruysa onaylayarak tekrar gönderiniz.',
    en: 'The index is far from the average consumption; send it again confirmed if it is right.',
  },
  WATER_READING_WINDOW_CLOSED: { status: 422, tr: 'Endeks bildirimi yalnızca ayın belirli günlerinde yapılabilir.', en: 'Readings are taken only on certain days of the month.' },
  WATER_BILLING_PERIOD_OPEN: { status: 422, tr: 'Fatura dönemi henüz bitmedi; faturalama dönem bittikten sonra yapılabilir.', en: 'The period has not ended yet.' },
  WATER_BILLING_RATES_MISSING: {
    status: 422,
    tr: 'Fatura tarihinde geçerli tarife veya vergi oranı eksik. Önce tarifeyi tamamlayınız.',
    en: 'A tariff or tax rate in force on the bill date is missing.',
  },
  WATER_BILL_NOT_FOUND: { status: 404, tr: 'Bu dönem için fatura bulunamadı.', en: 'No bill was found for this period.' },
  WATER_APPEAL_BILL_NOT_LATEST: {
    status: 422,
    tr: 'Yalnızca aboneliğin en son faturası yeniden düzenlenebilir; sonraki faturalar bu faturanın endeksinden başlar. Sonraki dönemin faturasına itiraz edilmesini isteyiniz.',
    en: "Only the subscription's latest bill can be made again; later bills start from its index.",
  },
  WATER_APPEAL_BILL_PAID: {
    status: 422,
    tr: 'İtiraz edilen fatura ödenmiş (ya da bir kısmı ödenmiş); iptal edilip yeniden düzenlenemez. Fazla ödenen tutar için iade veya sonraki faturaya mahsup işlemi yapınız.',
    en: 'The appealed bill is (partly) paid and cannot be cancelled; refund or set off the overpayment instead.',
  },
  UNIT_NOT_FOUND: { status: 422, tr: 'Seçilen birim bulunamadı.', en: 'The chosen unit does not exist.' },
  CATEGORY_NOT_FOUND: { status: 422, tr: 'Seçilen şikâyet kategorisi bulunamadı.', en: 'The chosen complaint category does not exist.' },
} as const satisfies ErrorEntries;
