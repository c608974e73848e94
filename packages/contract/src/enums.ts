/** The portal's coded enumerations, with the Turkish label a citizen sees and, where a citizen sees it, the English one. */
type Codes = Readonly<Record<string, { code: string | number; tr: string; en?: string }>>;

const codes = <T extends Codes>(table: T) => table;

export const subscriberTypes = codes({
  retail: { code: 'G', tr: 'Gerçek Kişi', en: 'Individual' },
  foreignRetail: { code: 'Y', tr: 'Yabancı Gerçek Kişi', en: 'Foreign individual' },
  corporate: { code: 'T', tr: 'Tüzel Kişi', en: 'Company' },
  public: { code: 'K', tr: 'Kamu', en: 'Public body' },
  other: { code: 'D', tr: 'Diğer', en: 'Other' },
  all: { code: '*', tr: 'Tümü', en: 'All' },
});

export const estateCodes = codes({
  building: { code: 1, tr: 'Bina', en: 'Building' },
  plot: { code: 2, tr: 'Arsa', en: 'Plot' },
  land: { code: 3, tr: 'Arazi', en: 'Land' },
});

export const revenueTypes = codes({
  usage: { code: 1, tr: 'Kullanım', en: 'Usage' },
  facility: { code: 2, tr: 'Tesis', en: 'Connection' },
  deposit: { code: 3, tr: 'Güvence', en: 'Deposit' },
});

export const collectionTypes = codes({
  cash: { code: 1, tr: 'Nakit', en: 'Cash' },
  postalCheque: { code: 2, tr: 'Posta Çeki', en: 'Postal cheque' },
  debitNote: { code: 3, tr: 'Virman', en: 'Transfer' },
  creditCard: { code: 4, tr: 'Kredi Kartı', en: 'Credit card' },
  depositDebitNote: { code: 5, tr: 'Güvence Virmanı', en: 'Deposit set-off' },
});

export const meterOperationTypes = codes({
  ripping: { code: 1, tr: 'Sökme', en: 'Removal' },
  mounting: { code: 2, tr: 'Takma', en: 'Mounting' },
  replacement: { code: 3, tr: 'Değiştirme', en: 'Replacement' },
});

export const applicationTypes = codes({
  newSubscription: { code: 1, tr: 'Yeni Abonelik', en: 'New subscription' },
  assignment: { code: 2, tr: 'Devir', en: 'Transfer of subscription' },
  addressAndSubscriberInfoUpdate: { code: 3, tr: 'Adres ve Abone Bilgisi Güncelleme', en: 'Address and subscriber details update' },
  depositReturn: { code: 4, tr: 'Güvence İadesi', en: 'Deposit refund' },
  tariffReduction: { code: 5, tr: 'Tarife İndirimi', en: 'Tariff reduction' },
  cancellation: { code: 6, tr: 'Abonelik İptali', en: 'Subscription cancellation' },
  meterChange: { code: 7, tr: 'Sayaç Değişimi', en: 'Meter change' },
  deactivation: { code: 8, tr: 'Pasife Alma', en: 'Deactivation' },
  waterLineActivation: { code: 10, tr: 'Su Açma', en: 'Water line opening' },
  illegalUsageAppeal: { code: 11, tr: 'Kaçak Kullanım İtirazı', en: 'Illegal usage appeal' },
  apparatusBreaking: { code: 12, tr: 'Aparat Kırma', en: 'Apparatus breaking' },
  stolenMeterChange: { code: 13, tr: 'Çalıntı Sayaç Değişimi', en: 'Stolen meter change' },
  invoiceAndMeterAppeal: { code: 14, tr: 'Fatura ve Sayaç İtirazı', en: 'Bill and meter appeal' },
  invoiceGeneration: { code: 15, tr: 'Fatura Oluşturma', en: 'Bill generation' },
  tariffChange: { code: 20, tr: 'Tarife Değişikliği', en: 'Tariff change' },
  illegalUsageNotification: { code: 21, tr: 'Kaçak Kullanım İhbarı', en: 'Illegal usage report' },
  makingInstallment: { code: 22, tr: 'Taksitlendirme', en: 'Instalments' },
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
  active: { code: 1, tr: 'Aktif', en: 'Active' },
  cutRequestSent: { code: 2, tr: 'Kesme Talebi Gönderildi', en: 'Cut request sent' },
  cut: { code: 3, tr: 'Kesildi', en: 'Cut' },
  cutRequestRejected: { code: 4, tr: 'Kesme Talebi Reddedildi', en: 'Cut request rejected' },
});

export const illegalUsageSubscriptionStatuses = codes({
  subscriber: { code: 1, tr: 'Abone' },
  notSubscriber: { code: 0, tr: 'Abone Değil' },
});

export const meterStatuses = codes({
  working: { code: 1, tr: 'Çalışıyor', en: 'Working' },
  notWorking: { code: 2, tr: 'Çalışmıyor', en: 'Not working' },
  noMeter: { code: 3, tr: 'Sayaç Yok', en: 'No meter' },
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

/** A code's label in the reader's language: English where the table has it, else Turkish; undefined for an unknown code. */
export function codeLabel(table: Codes, code: string | number | null | undefined, language: string): string | undefined {
  const entry = Object.values(table).find((e) => e.code === code);
  if (!entry) return undefined;
  return language.startsWith('en') ? (entry.en ?? entry.tr) : entry.tr;
}
