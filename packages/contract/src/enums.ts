/** The portal's coded enumerations, with the Turkish label a citizen sees. */
type Codes = Readonly<Record<string, { code: string | number; tr: string }>>;

const codes = <T extends Codes>(table: T) => table;

export const subscriberTypes = codes({
  retail: { code: 'G', tr: 'Gerçek Kişi' },
  foreignRetail: { code: 'Y', tr: 'Yabancı Gerçek Kişi' },
  corporate: { code: 'T', tr: 'Tüzel Kişi' },
  public: { code: 'K', tr: 'Kamu' },
  other: { code: 'D', tr: 'Diğer' },
  all: { code: '*', tr: 'Tümü' },
});

export const estateCodes = codes({
  building: { code: 1, tr: 'Bina' },
  plot: { code: 2, tr: 'Arsa' },
  land: { code: 3, tr: 'Arazi' },
});

export const revenueTypes = codes({
  usage: { code: 1, tr: 'Kullanım' },
  facility: { code: 2, tr: 'Tesis' },
  deposit: { code: 3, tr: 'Güvence' },
});

export const collectionTypes = codes({
  cash: { code: 1, tr: 'Nakit' },
  postalCheque: { code: 2, tr: 'Posta Çeki' },
  debitNote: { code: 3, tr: 'Virman' },
  creditCard: { code: 4, tr: 'Kredi Kartı' },
  depositDebitNote: { code: 5, tr: 'Güvence Virmanı' },
});

export const meterOperationTypes = codes({
  ripping: { code: 1, tr: 'Sökme' },
  mounting: { code: 2, tr: 'Takma' },
  replacement: { code: 3, tr: 'Değiştirme' },
});

export const applicationTypes = codes({
  newSubscription: { code: 1, tr: 'Yeni Abonelik' },
  assignment: { code: 2, tr: 'Devir' },
  addressAndSubscriberInfoUpdate: { code: 3, tr: 'Adres ve Abone Bilgisi Güncelleme' },
  depositReturn: { code: 4, tr: 'Güvence İadesi' },
  tariffReduction: { code: 5, tr: 'Tarife İndirimi' },
  cancellation: { code: 6, tr: 'Abonelik İptali' },
  meterChange: { code: 7, tr: 'Sayaç Değişimi' },
  deactivation: { code: 8, tr: 'Pasife Alma' },
  waterLineActivation: { code: 10, tr: 'Su Açma' },
  illegalUsageAppeal: { code: 11, tr: 'Kaçak Kullanım İtirazı' },
  apparatusBreaking: { code: 12, tr: 'Aparat Kırma' },
  stolenMeterChange: { code: 13, tr: 'Çalıntı Sayaç Değişimi' },
  invoiceAndMeterAppeal: { code: 14, tr: 'Fatura ve Sayaç İtirazı' },
  invoiceGeneration: { code: 15, tr: 'Fatura Oluşturma' },
  tariffChange: { code: 20, tr: 'Tarife Değişikliği' },
  illegalUsageNotification: { code: 21, tr: 'Kaçak Kullanım İhbarı' },
  makingInstallment: { code: 22, tr: 'Taksitlendirme' },
});

export const lateDebtQueryTypes = codes({
  amountDue: { code: 1, tr: 'Borç Tutarı' },
  billsDue: { code: 2, tr: 'Fatura Sayısı' },
});

export const lateDebtOperationTypes = codes({
  sendNotice: { code: 1, tr: 'İhbarname Gönder' },
  cutWater: { code: 2, tr: 'Su Kes' },
});

export const waterLineStatuses = codes({
  active: { code: 1, tr: 'Aktif' },
  cutRequestSent: { code: 2, tr: 'Kesme Talebi Gönderildi' },
  cut: { code: 3, tr: 'Kesildi' },
  cutRequestRejected: { code: 4, tr: 'Kesme Talebi Reddedildi' },
});

export const illegalUsageSubscriptionStatuses = codes({
  subscriber: { code: 1, tr: 'Abone' },
  notSubscriber: { code: 0, tr: 'Abone Değil' },
});

export const meterStatuses = codes({
  working: { code: 1, tr: 'Çalışıyor' },
  notWorking: { code: 2, tr: 'Çalışmıyor' },
  noMeter: { code: 3, tr: 'Sayaç Yok' },
});

export const installmentMethods = codes({
  allDebts: { code: 1, tr: 'Tüm Borçlar' },
  lateDebts: { code: 2, tr: 'Gecikmiş Borçlar' },
});

export const fileDirections = codes({ outgoing: { code: 'O', tr: 'Giden' }, incoming: { code: 'I', tr: 'Gelen' } });

export const fileSectionKinds = codes({
  header: { code: 'H', tr: 'Başlık' },
  footer: { code: 'F', tr: 'Alt Bilgi' },
  debt: { code: 'B', tr: 'Borç' },
  fileName: { code: 'N', tr: 'Dosya Adı' },
});

export const fillDirections = codes({ right: { code: 'R', tr: 'Sağa' }, left: { code: 'L', tr: 'Sola' } });

export const addressSourceTypes = codes({
  nationalAddressDatabase: { code: 1, tr: 'Ulusal Adres Veri Tabanı' },
  municipality: { code: 2, tr: 'Belediye Adres Sistemi' },
  waterAuthority: { code: 3, tr: 'Su İdaresi Adres Sistemi' },
  manual: { code: 4, tr: 'Elle Girilen Adres' },
});

export const advertisingCalculationTypes = codes({ area: { code: 1, tr: 'Alan (m²)' } });

/** Card brands and their codes. */
export const cardBrands = codes({ visa: { code: 100, tr: 'VISA' }, master: { code: 200, tr: 'MASTER' } });

/** County codes of the municipalities the product serves. */
export const countyCodes = { antakya: 2080, erdemli: 33, agri: 4, develi: 1275, kilis: 1476 } as const;

/** Bank merchant codes: Vakıf, Ziraat, İş, Halk. */
export const bankMerchantCodes = { vakif: '0015', ziraat: '0010', is: '0064', halk: '0012' } as const;
