/**
 * Why a row of an import file was refused: a stable code for each reason and its Turkish text,
 * listed in docs/operations.md ("Importing a municipality's data") for the municipality's IT staff.
 */
export const rejectionTexts = {
  HEADER_MISSING_COLUMN: 'Başlık satırında bu sütun yok.',
  HEADER_UNKNOWN_COLUMN: 'Başlık satırında tanınmayan sütun.',
  FILE_EMPTY: 'Dosyada başlık satırından sonra veri satırı yok.',
  REQUIRED: 'Zorunlu alan boş.',
  NOT_A_CODE: 'Pozitif tam sayı bir kod olmalı.',
  TOO_LONG: 'Alan izin verilen uzunluğu aşıyor.',
  BAD_CHOICE: 'Alan izin verilen değerlerden biri değil.',
  BAD_DATE: 'Tarih geçersiz; YYYY-AA-GG ya da GG.AA.YYYY biçiminde gerçek bir tarih olmalı.',
  FUTURE_DATE: 'Tarih bugünden sonra olamaz.',
  BAD_AMOUNT: 'Tutar geçersiz; 1234,56 ya da 1.234,56 biçiminde, kuruşu en çok iki hane olmalı.',
  AMOUNT_NOT_POSITIVE: 'Tutar sıfırdan büyük olmalı.',
  BAD_TCKN: 'T.C. Kimlik No geçersiz (11 hane, sağlama hanesi tutmuyor).',
  BAD_VKN: 'Vergi Kimlik No geçersiz (10 hane, sağlama hanesi tutmuyor).',
  BAD_GSM: 'Cep telefonu geçersiz; 5 ile başlayan 10 haneli numara olmalı.',
  BAD_EMAIL: 'E-posta adresi geçersiz.',
  BAD_TAX_OFFICE: 'Vergi dairesi kodu 6 haneli olmalı.',
  IDENTIFIER_CONFLICT: 'T.C. Kimlik No ile Vergi Kimlik No birlikte ya da hiç verilmemiş; biri verilmeli.',
  DUPLICATE_KEY: 'Aynı anahtar dosyada daha önce geçti.',
  DUPLICATE_VALUE: 'Bu değer dosyada başka bir satırda da var.',
  UNKNOWN_REFERENCE: 'Başvurulan kayıt yok; önce onu içeren dosya yüklenmeli.',
  INCONSISTENT: 'Aynı kod için dosyada farklı bilgi verilmiş.',
  TAKEN_BY_OTHER_KEY: 'Bu numara, başka bir kaynak anahtarıyla yüklenmiş bir kayıtta var.',
  ALREADY_COLLECTED: 'Borç tahsil edilmiş, yapılandırılmış ya da iptal edilmiş; değiştirilemez.',
  ROW_ORDER: 'Tahakkuk tarihi vade tarihinden sonra olamaz.',
  ADDRESS_CONFLICT: 'Adres kodu ile bina kodu birlikte verilmiş; yalnız biri verilmeli.',
  BAD_SHARE: 'Hisse payı paydasından büyük olamaz.',
  BAD_AREA: 'Alan geçersiz; sıfır ya da pozitif, en çok iki ondalık basamaklı bir m² değeri olmalı (12,5 ya da 12.5).',
  NOT_FOR_ESTATE_KIND: 'Bu alan bu taşınmaz türünde verilmez: kullanım türü kodu, yapı sınıfı, arsa payı, kalorifer ve asansör yalnız binada, arazi cinsi yalnız arazide.',
  METER_IN_USE: 'Bu sayaç numarası başka bir abonelikte takılı.',
  READINGS_SINCE_IMPORT: 'Aboneliğin aktarımdan sonra okunmuş endeksleri var; son endeks artık değiştirilemez.',
  READING_BEFORE_START: 'Başlama tarihi son endeks tarihinden sonra olamaz.',
  COLLECTION_EXCEEDS_DEBT: 'Tahsilat tutarı borcun kalan tutarını aşıyor ya da borç açık değil.',
  NOT_FOR_INCOME_TYPE: 'Bu alan bu gelir türünde verilmez: abone numarası yalnız SU, taşınmaz numarası yalnız EMLAK borcunda.',
  NOT_THE_DEBTORS: 'Abonelik ya da taşınmaz, borcun sicilindeki kişiye ait değil.',
  COLLECTION_RECORDED: 'Bu tahsilat daha önce kaydedildi; değiştirilemez (gerekirse arka ofisten iptal edilir).',
} as const;

export type RejectionCode = keyof typeof rejectionTexts;

/** One refused field of one row; `line` is the line in the file (the header is line 1). */
export interface Rejection {
  line: number;
  field: string;
  code: RejectionCode;
  value: string;
}

export const rejectionText = (code: RejectionCode) => rejectionTexts[code];
