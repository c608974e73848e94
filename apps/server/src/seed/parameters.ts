import { applicationTypes, parameterTypeCodes as t, subscriberTypes, systemSettingCodes } from '@ebelediye/contract';
import type { Db } from '../db/kysely';

type Row = [code: string, name: string, value?: string];

const lists: Record<string, Row[]> = {
  [t.revenueType]: [
    ['1', 'Kullanım'],
    ['2', 'Tesis'],
    ['3', 'Güvence'],
  ],
  [t.vat]: [
    ['1', 'KDV %1', '1'],
    ['10', 'KDV %10', '10'],
    ['20', 'KDV %20', '20'],
  ],
  [t.region]: [
    ['1', 'Merkez'],
    ['2', 'Kırsal'],
    ['3', 'Sanayi Bölgesi'],
  ],
  [t.usageUnit]: [
    ['1', 'm³'],
    ['2', 'm²'],
    ['3', 'Adet'],
    ['4', 'Ay'],
    ['5', 'Gün'],
  ],
  // Deposit per subscriber type in kuruş (demo values: 20 m³ at the demo tariff, as ASAT does).
  [t.deposit]: [
    ['G', 'Konut güvence bedeli', '96840'],
    ['Y', 'Konut güvence bedeli (yabancı uyruklu)', '96840'],
    ['T', 'İşyeri güvence bedeli', '253530'],
    ['K', 'Kamu güvence bedeli', '253530'],
    ['D', 'Diğer güvence bedeli', '253530'],
  ],
  // Connection (facility) fee of a new subscription, per subscriber type, kuruş (demo values).
  [t.waterConnectionFee]: [
    ['G', 'Konut bağlantı bedeli', '45000'],
    ['Y', 'Konut bağlantı bedeli', '45000'],
    ['T', 'İşyeri bağlantı bedeli', '90000'],
    ['K', 'Kamu bağlantı bedeli', '90000'],
    ['D', 'Diğer bağlantı bedeli', '90000'],
  ],
  [t.waterTariffReductionGround]: [
    ['1', 'Engelli (en az %40 engel oranı)'],
    ['2', 'Şehit yakını'],
    ['3', 'Gazi ve gazi yakını'],
    ['4', 'Sosyal yardım alan hane'],
  ],
  [t.subscriberType]: Object.values(subscriberTypes).map(({ code, tr }) => [String(code), tr]),
  [t.applicationType]: Object.values(applicationTypes).map(({ code, tr }) => [String(code), tr]),
  [t.meter]: [
    ['15', 'Q3 2,5 (DN15)'],
    ['20', 'Q3 4 (DN20)'],
    ['25', 'Q3 6,3 (DN25)'],
    ['50', 'Q3 25 (DN50)'],
  ],
  [t.occupation]: [
    ['1', 'Memur'],
    ['2', 'İşçi'],
    ['3', 'Serbest Meslek'],
    ['4', 'Emekli'],
    ['5', 'Öğrenci'],
    ['6', 'Ev Hanımı'],
    ['7', 'Esnaf'],
    ['99', 'Diğer'],
  ],
  [t.tariffGroup]: [
    ['1', '1. Grup'],
    ['2', '2. Grup'],
    ['3', '3. Grup'],
    ['4', '4. Grup'],
    ['5', '5. Grup'],
  ],
  [t.taxOffice]: [
    ['031250', 'Antakya Vergi Dairesi'],
    ['031251', 'Şükrükanatlı Vergi Dairesi'],
    ['031260', 'İskenderun Vergi Dairesi'],
    ['031270', 'Reyhanlı Vergi Dairesi'],
    ['031280', 'Dörtyol Vergi Dairesi'],
  ],
  [t.cancellationReason]: [
    ['1', 'Taşınma'],
    ['2', 'Binanın yıkılması'],
    ['3', 'Kullanılmaması'],
    ['4', 'Mülkün satılması'],
    ['99', 'Diğer'],
  ],
  [t.installmentMethod]: [
    ['1', 'Tüm Borçlar'],
    ['2', 'Gecikmiş Borçlar'],
  ],
  [t.fileStatus]: [
    ['1', 'Hazırlanıyor'],
    ['2', 'Gönderildi'],
    ['3', 'İşlendi'],
    ['4', 'Hatalı'],
  ],
  [t.fileEncoding]: [
    ['UTF-8', 'UTF-8'],
    ['ISO-8859-9', 'ISO-8859-9 (Türkçe)'],
  ],
  [t.complaintCategory]: [
    ['1', 'Temizlik ve Çöp'],
    ['2', 'Yol, Kaldırım ve Asfalt'],
    ['3', 'Sokak Aydınlatması'],
    ['4', 'Park ve Bahçeler'],
    ['5', 'Zabıta'],
    ['6', 'Su ve Kanalizasyon'],
    ['7', 'Gürültü'],
    ['8', 'Sokak Hayvanları'],
    ['99', 'Diğer'],
  ],
  [t.depositReturnType]: [
    ['1', 'IBAN numarasına iade'],
    ['2', 'Banka şubesinden ödeme'],
    ['3', 'Borçlara mahsup'],
  ],
  [t.streetType]: [
    ['CADDE', 'Cadde'],
    ['SOKAK', 'Sokak'],
    ['BULVAR', 'Bulvar'],
    ['MEYDAN', 'Meydan'],
  ],
  [t.buildingType]: [
    ['1', 'Konut'],
    ['2', 'İşyeri'],
    ['3', 'Karma'],
    ['4', 'Kamu Binası'],
  ],
  [t.bankAccountType]: [
    ['1', 'Vadesiz TL'],
    ['2', 'Tahsilat Hesabı'],
  ],
  [t.matrimonyFee]: [['83', 'Evlendirme harcı', '150000']],
  [t.cardExpiryMonth]: Array.from({ length: 12 }, (_, i) => [String(i + 1).padStart(2, '0'), String(i + 1).padStart(2, '0')] as Row),
  [t.cardType]: [
    ['100', 'VISA'],
    ['200', 'MASTER'],
  ],
  [t.systemSetting]: [
    [systemSettingCodes.collectionExpenseRatio, 'Tahsilat masraf oranı (binde)', '0'],
    [systemSettingCodes.receiptCount, 'Makbuz nüsha sayısı', '1'],
    ['ADDRESS_SOURCE', 'Etkin adres kaynağı', '1'],
    ['DEFAULT_TAX_OFFICE', 'Varsayılan vergi dairesi', '031250'],
  ],
};

/** The English names of the lists a citizen picks from, shown when the portal is read in English. */
const englishNames: Record<string, Record<string, string>> = {
  [t.complaintCategory]: {
    '1': 'Cleaning and Rubbish',
    '2': 'Roads, Pavements and Asphalt',
    '3': 'Street Lighting',
    '4': 'Parks and Gardens',
    '5': 'Municipal Police',
    '6': 'Water and Sewerage',
    '7': 'Noise',
    '8': 'Street Animals',
    '99': 'Other',
  },
};

export async function seedParameters(db: Db): Promise<void> {
  const rows = Object.entries(lists).flatMap(([typeCode, entries]) =>
    entries.map(([code, name, value], index) => ({
      parameter_type_code: typeCode,
      parameter_code: code,
      parameter_name: name,
      parameter_name_en: englishNames[typeCode]?.[code] ?? null,
      parameter_value: value ?? null,
      sort_order: index + 1,
    })),
  );
  await db.insertInto('parameter').values(rows).execute();
}
