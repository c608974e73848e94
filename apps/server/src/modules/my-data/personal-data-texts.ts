import { estateCodes, formatEnglishDate, formatTurkishDate, type DocumentLanguage } from '@ebelediye/contract';

/** The personal-data report's words: one catalogue per language, one layout (`personal-data-pdf.ts`); the web has its own copy for the screens. */
export interface PersonalDataTexts {
  language: DocumentLanguage;
  title: string;
  subtitle: string;
  identity: { heading: string; id: string; name: string; father: string; mother: string; birthDate: string; birthPlace: string };
  contact: { heading: string; userName: string; gsm: string; email: string; memberSince: string };
  estates: { heading: string; kind: string; address: string; parcel: string };
  subscriptions: { heading: string; no: string; tariff: string; meter: string; started: string };
  consents: { heading: string; channel: string; kind: string; status: string; recordedAt: string; given: string; notGiven: string };
  staff: { heading: string; at: string; who: string; screen: string; reason: string };
  signIns: { heading: string; at: string; method: string; device: string; result: string; success: string; failure: string };
  channels: { sms: string; email: string };
  kinds: { reminder: string; decision: string; receipt: string };
  methods: { password: string; edevlet: string; sms: string };
  devices: { phone: string; tablet: string; computer: string; unknown: string };
  /** An estate's kind (the report's data carry its Turkish name) in the report's language. */
  estateKind: (turkishName: string) => string;
  date: (iso: string) => string;
  /** The Istanbul wall-clock time as the language writes it. */
  locale: string;
}

const turkish: PersonalDataTexts = {
  language: 'tr',
  title: 'Kişisel Verilerim',
  subtitle: '6698 sayılı KVKK md. 11 kapsamında',
  identity: {
    heading: 'Kimlik bilgileri',
    id: 'Kimlik / vergi no',
    name: 'Ad soyad / unvan',
    father: 'Baba adı',
    mother: 'Anne adı',
    birthDate: 'Doğum tarihi',
    birthPlace: 'Doğum yeri',
  },
  contact: { heading: 'İletişim bilgileri', userName: 'Kullanıcı adı', gsm: 'Cep telefonu', email: 'E-posta', memberSince: 'Üyelik tarihi' },
  estates: { heading: 'Taşınmazlar', kind: 'Tür', address: 'Adres', parcel: 'Ada / parsel' },
  subscriptions: { heading: 'Su abonelikleri', no: 'Abone no', tariff: 'Tarife', meter: 'Sayaç', started: 'Başlangıç' },
  consents: { heading: 'Bildirim izinleri', channel: 'Kanal', kind: 'Tür', status: 'Durum', recordedAt: 'Kayıt', given: 'İzin verildi', notGiven: 'İzin yok' },
  staff: { heading: 'Kaydıma erişen belediye çalışanları', at: 'Zaman', who: 'Rol / birim', screen: 'Ekran', reason: 'Gerekçe' },
  signIns: { heading: 'Hesabıma girişler', at: 'Zaman', method: 'Yöntem', device: 'Cihaz', result: 'Sonuç', success: 'Başarılı', failure: 'Başarısız' },
  channels: { sms: 'SMS', email: 'E-posta' },
  kinds: { reminder: 'Son ödeme günü hatırlatması', decision: 'Başvuru ve şikâyet kararları', receipt: 'Ödeme makbuzları' },
  methods: { password: 'Şifre', edevlet: 'e-Devlet', sms: 'SMS kodu' },
  devices: { phone: 'Telefon', tablet: 'Tablet', computer: 'Bilgisayar', unknown: 'Bilinmiyor' },
  estateKind: (turkishName) => turkishName,
  date: formatTurkishDate,
  locale: 'tr-TR',
};

/** The words of the web's English "My personal data" screen, so the report reads as the screen does. */
const english: PersonalDataTexts = {
  language: 'en',
  title: 'My Personal Data',
  subtitle: 'Under article 11 of Law No. 6698 on the Protection of Personal Data (KVKK)',
  identity: {
    heading: 'Identity',
    id: 'ID / tax number',
    name: 'Name / title',
    father: 'Father’s name',
    mother: 'Mother’s name',
    birthDate: 'Date of birth',
    birthPlace: 'Place of birth',
  },
  contact: { heading: 'Contact and membership', userName: 'User name', gsm: 'Mobile', email: 'E-mail', memberSince: 'Member since' },
  estates: { heading: 'Real estate', kind: 'Kind', address: 'Address', parcel: 'Block / parcel' },
  subscriptions: { heading: 'Water subscriptions', no: 'Subscriber no', tariff: 'Tariff', meter: 'Meter no', started: 'Started' },
  consents: { heading: 'Notification consents', channel: 'Channel', kind: 'Kind', status: 'Status', recordedAt: 'Recorded', given: 'Given', notGiven: 'Not given' },
  staff: { heading: 'Municipal staff who opened my record', at: 'Time', who: 'Role / unit', screen: 'Screen', reason: 'Reason' },
  signIns: { heading: 'Sign-ins to my account', at: 'Time', method: 'Method', device: 'Device', result: 'Result', success: 'Successful', failure: 'Failed' },
  channels: { sms: 'SMS', email: 'E-mail' },
  kinds: { reminder: 'Due-date reminders', decision: 'Decisions on applications and complaints', receipt: 'Payment receipts' },
  methods: { password: 'Password', edevlet: 'e-Devlet', sms: 'SMS code' },
  devices: { phone: 'Phone', tablet: 'Tablet', computer: 'Computer', unknown: 'Unknown' },
  estateKind: (turkishName) => Object.values(estateCodes).find((e) => e.tr === turkishName)?.en ?? turkishName,
  date: formatEnglishDate,
  locale: 'en-GB',
};

export const personalDataTexts: Readonly<Record<DocumentLanguage, PersonalDataTexts>> = { tr: turkish, en: english };
