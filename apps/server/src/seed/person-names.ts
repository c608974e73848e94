/** Common Turkish given names and surnames for the generated demo registries. */
export const maleNames = [
  'MEHMET', 'MUSTAFA', 'AHMET', 'ALİ', 'HÜSEYİN', 'HASAN', 'İBRAHİM', 'İSMAİL', 'OSMAN', 'YUSUF', 'MURAT', 'ÖMER',
  'RAMAZAN', 'HALİL', 'SÜLEYMAN', 'ABDULLAH', 'MAHMUT', 'RECEP', 'SALİH', 'FATİH', 'KADİR', 'EMRE', 'HAKAN', 'BURAK',
  'SERKAN', 'ONUR', 'OĞUZ', 'ÇAĞRI', 'GÖKHAN', 'ERKAN', 'KEMAL', 'TUNCAY', 'UĞUR', 'ŞAHİN', 'CENGİZ', 'BARIŞ',
];
export const femaleNames = [
  'FATMA', 'AYŞE', 'EMİNE', 'HATİCE', 'ZEYNEP', 'ELİF', 'MERYEM', 'ŞERİFE', 'ZEHRA', 'SULTAN', 'HANİFE', 'MERVE',
  'ÖZLEM', 'YASEMİN', 'HÜLYA', 'ESRA', 'DERYA', 'GÜLSÜM', 'SEVGİ', 'ÇİĞDEM', 'TUĞBA', 'BÜŞRA', 'DİLEK', 'NURAY',
  'GÜLAY', 'SİBEL', 'AYŞEGÜL', 'İREM', 'ŞEYMA', 'NESLİHAN', 'EBRU', 'KÜBRA', 'SEDA', 'PINAR', 'GÖNÜL', 'ÜMMÜHAN',
];
export const surnames = [
  'YILMAZ', 'KAYA', 'DEMİR', 'ŞAHİN', 'ÇELİK', 'YILDIZ', 'YILDIRIM', 'ÖZTÜRK', 'AYDIN', 'ÖZDEMİR', 'ARSLAN', 'DOĞAN',
  'KILIÇ', 'ASLAN', 'ÇETİN', 'KARA', 'KOÇ', 'KURT', 'ÖZKAN', 'ŞİMŞEK', 'POLAT', 'ÖZCAN', 'KORKMAZ', 'ÇAKIR',
  'ERDOĞAN', 'YAVUZ', 'CAN', 'ACAR', 'ŞEN', 'AKTAŞ', 'GÜLER', 'YALÇIN', 'GÜNEŞ', 'BOZKURT', 'BULUT', 'KESKİN',
  'ÜNAL', 'TURAN', 'GÜL', 'ÖZER', 'IŞIK', 'KAPLAN', 'AVCI', 'SARI', 'TEKİN', 'TAŞ', 'KÖSE', 'YÜKSEL', 'ATEŞ', 'AKSOY',
];
export const birthPlaces = [
  'ANTAKYA', 'ANTAKYA', 'ANTAKYA', 'DEFNE', 'İSKENDERUN', 'SAMANDAĞ', 'KIRIKHAN', 'REYHANLI', 'ALTINÖZÜ', 'DÖRTYOL',
  'ADANA', 'GAZİANTEP', 'MERSİN', 'KAHRAMANMARAŞ', 'OSMANİYE', 'İSTANBUL', 'ANKARA',
];

const companyWords = ['ASİ', 'DEFNE', 'HATAY', 'ORONTES', 'SEYHAN', 'AMANOS', 'HARBİYE', 'KUZEYTEPE', 'CEYLAN', 'ZEYTİNLİ', 'ÇINAR', 'İPEKYOLU'];
const companyTrades = ['GIDA', 'İNŞAAT', 'TEKSTİL', 'OTOMOTİV', 'TURİZM', 'LOJİSTİK', 'ENERJİ', 'TARIM', 'MOBİLYA', 'KUYUMCULUK', 'ECZA DEPOSU', 'YAPI MALZEMELERİ'];
const companyForms = ['SANAYİ VE TİCARET A.Ş.', 'TİCARET LTD. ŞTİ.', 'SANAYİ VE TİCARET LTD. ŞTİ.', 'A.Ş.'];

export function companyTitle(pick: <T>(items: readonly T[]) => T): string {
  return `${pick(companyWords)} ${pick(companyTrades)} ${pick(companyForms)}`;
}

const ascii: Record<string, string> = { Ç: 'c', Ğ: 'g', I: 'i', İ: 'i', Ö: 'o', Ş: 's', Ü: 'u' };

/** An e-mail local part from a Turkish name: "ŞERİFE ÖZTÜRK" → "serife.ozturk". */
export function emailLocalPart(...words: string[]): string {
  return words
    .map((w) => [...w].map((ch) => ascii[ch] ?? ch.toLowerCase()).join('').replace(/[^a-z0-9]/g, ''))
    .filter(Boolean)
    .join('.');
}
