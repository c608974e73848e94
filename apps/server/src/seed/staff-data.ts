import type { DemoCalendar } from './demo-calendar';

/**
 * Configuration data of staff self-service, seeded with demo values. Payroll rates are
 * from the law in docs/domain/staff.md (SGK 14 %, unemployment 1 %, stamp duty 0.759 %); minimum wages and
 * income tax brackets are the published 2025/2026 wage figures as best known [B], and leave
 * entitlements follow 657 art. 102 and 4857 art. 53 [B] — a municipality replaces them.
 */
export const payrollYears = [
  {
    year: 2025,
    minimum_wage_gross: 2_600_550,
    social_security_rate_permille: 140,
    unemployment_rate_permille: 10,
    stamp_duty_rate_per_100000: 759,
    social_security_ceiling_tenths: 75,
    brackets: [
      [15_800_000, 15],
      [33_000_000, 20],
      [120_000_000, 27],
      [430_000_000, 35],
      [null, 40],
    ],
  },
  {
    year: 2026,
    minimum_wage_gross: 3_303_000,
    social_security_rate_permille: 140,
    unemployment_rate_permille: 10,
    stamp_duty_rate_per_100000: 759,
    social_security_ceiling_tenths: 75,
    brackets: [
      [19_000_000, 15],
      [40_000_000, 20],
      [150_000_000, 27],
      [530_000_000, 35],
      [null, 40],
    ],
  },
] as const;

/** The payroll years of the demo: from 2025 (or last year, if earlier) to this year (or 2026, if earlier). */
export function demoPayrollYears(calendar: DemoCalendar): number[] {
  const from = Math.min(2025, calendar.yearOf(2025));
  return Array.from({ length: Math.max(2026, calendar.year) - from + 1 }, (_, i) => from + i);
}

export type PayrollYearFigures = (typeof payrollYears)[number];

/**
 * The payroll figures of the years the demo's payslips need: a year the demo has no published
 * figures for takes those of the nearest year it has (2026's for later years) until the
 * municipality enters the real ones.
 */
export function payrollYearsFor(years: readonly number[]): { year: number; figures: PayrollYearFigures }[] {
  const first = payrollYears[0];
  const last = payrollYears[payrollYears.length - 1]!;
  return years.map((year) => ({ year, figures: payrollYears.find((y) => y.year === year) ?? (year < first.year ? first : last) }));
}

type Category = 'memur' | 'isci' | 'all';

export const leaveKinds: readonly {
  code: string;
  name: string;
  staff_category: Category;
  law_reference: string;
  day_basis: 'working' | 'calendar';
  carries_over: boolean;
  description: string;
  tiers?: readonly (readonly [category: 'memur' | 'isci', serviceYearsFrom: number, days: number])[];
}[] = [
  {
    code: 'YILLIK',
    name: 'Yıllık İzin',
    staff_category: 'all',
    law_reference: '657 s. DMK md. 102; 4857 s. İş K. md. 53',
    day_basis: 'working',
    carries_over: true,
    description:
      'Memur: 1–10 yıl hizmette 20, 10 yılı dolduranlara 30 iş günü. İşçi: 1–5 yıl 14, 5–15 yıl 20, 15 yıl ve üzeri 26 iş günü. Kullanılmayan izin yalnızca bir sonraki yıla devreder.',
    tiers: [
      ['memur', 1, 20],
      ['memur', 10, 30],
      ['isci', 1, 14],
      ['isci', 5, 20],
      ['isci', 15, 26],
    ],
  },
  {
    code: 'MAZERET',
    name: 'Mazeret İzni (Amir Takdiri)',
    staff_category: 'memur',
    law_reference: '657 s. DMK md. 104/F',
    day_basis: 'working',
    carries_over: false,
    description: 'Amirin uygun görmesiyle bir yılda toplam 10 güne kadar.',
    tiers: [['memur', 0, 10]],
  },
  {
    code: 'EVLILIK',
    name: 'Evlilik İzni',
    staff_category: 'all',
    law_reference: '657 s. DMK md. 104/D; 4857 s. İş K. Ek md. 2',
    day_basis: 'calendar',
    carries_over: false,
    description: 'Memur kendisinin veya çocuğunun evlenmesinde 7 gün, işçi 3 gün.',
  },
  {
    code: 'OLUM',
    name: 'Ölüm İzni',
    staff_category: 'all',
    law_reference: '657 s. DMK md. 104/D; 4857 s. İş K. Ek md. 2',
    day_basis: 'calendar',
    carries_over: false,
    description: 'Eş, çocuk, anne, baba veya kardeşin ölümünde memur 7 gün, işçi 3 gün.',
  },
  {
    code: 'BABALIK',
    name: 'Babalık İzni',
    staff_category: 'all',
    law_reference: '657 s. DMK md. 104/C; 4857 s. İş K. Ek md. 2',
    day_basis: 'calendar',
    carries_over: false,
    description: 'Eşinin doğum yapması hâlinde memur 10 gün, işçi 5 gün.',
  },
  {
    code: 'DOGUM',
    name: 'Doğum (Analık) İzni',
    staff_category: 'all',
    law_reference: '657 s. DMK md. 104/A; 4857 s. İş K. md. 74',
    day_basis: 'calendar',
    carries_over: false,
    description: 'Doğumdan önce 8, sonra 8 hafta; çoğul gebelikte doğumdan önceki süreye 2 hafta eklenir.',
  },
  {
    code: 'HASTALIK',
    name: 'Hastalık İzni (Rapor)',
    staff_category: 'all',
    law_reference: '657 s. DMK md. 105; 5510 s. K. md. 18',
    day_basis: 'calendar',
    carries_over: false,
    description: 'Hekim raporuyla verilen süre kadar; yıllık bir üst sınır yoktur.',
  },
  {
    code: 'REFAKAT',
    name: 'Refakat İzni',
    staff_category: 'memur',
    law_reference: '657 s. DMK md. 105',
    day_basis: 'calendar',
    carries_over: false,
    description: 'Ağır hastalığı olan eş, çocuk, anne veya babaya refakat için üç aya kadar (uzatılabilir).',
  },
  {
    code: 'AYLIKSIZ',
    name: 'Aylıksız İzin',
    staff_category: 'memur',
    law_reference: '657 s. DMK md. 108',
    day_basis: 'calendar',
    carries_over: false,
    description: 'Doğum sonrası 24 aya kadar, askerlik ve eşin yurt dışı görevi gibi durumlarda.',
  },
];

export const creditors = [
  'AKDENİZ VARLIK YÖNETİM A.Ş.',
  'ÖRNEK BANKASI A.Ş.',
  'HATAY ELEKTRONİK TİCARET LTD. ŞTİ.',
  'ORONTES TÜKETİCİ FİNANSMANI A.Ş.',
  'DEFNE OTOMOTİV SAN. VE TİC. A.Ş.',
] as const;

export const departments = [
  'Mali Hizmetler Müdürlüğü',
  'Fen İşleri Müdürlüğü',
  'Zabıta Müdürlüğü',
  'İmar ve Şehircilik Müdürlüğü',
  'Temizlik İşleri Müdürlüğü',
  'Park ve Bahçeler Müdürlüğü',
  'Yazı İşleri Müdürlüğü',
  'İnsan Kaynakları ve Eğitim Müdürlüğü',
] as const;

export const memurTitles = ['Memur', 'Şef', 'Tekniker', 'Mühendis', 'Zabıta Memuru', 'Veri Hazırlama ve Kontrol İşletmeni'] as const;
export const isciTitles = ['Kadrolu İşçi (Temizlik)', 'Kadrolu İşçi (Şoför)', 'Kadrolu İşçi (Teknisyen)', 'Kadrolu İşçi (Bahçıvan)'] as const;

/** The monthly earnings of a civil servant in January 2025 (kuruş), before the person's own factor. */
export const memurEarnings = [
  ['AYLIK', 'Aylık (Gösterge x Katsayı)', 1_250_000],
  ['TABAN', 'Taban Aylık', 920_000],
  ['KIDEM', 'Kıdem Aylığı', 115_000],
  ['YAN_ODEME', 'Yan Ödeme', 640_000],
  ['OZEL_HIZMET', 'Özel Hizmet Tazminatı', 1_980_000],
  ['EK_ODEME', 'Ek Ödeme (666 KHK)', 960_000],
] as const;

/** Civil servants' raises (July 2025, January 2026, July 2026), worker raises (January 2026): demo values, by the story's year (`demo-calendar.ts`). */
export function raiseFactor(category: 'memur' | 'isci', year: number, month: number): number {
  const period = year * 12 + month;
  if (category === 'isci') return period >= 2026 * 12 + 1 ? 1.25 : 1;
  let factor = 1;
  if (period >= 2025 * 12 + 7) factor *= 1.1595;
  if (period >= 2026 * 12 + 1) factor *= 1.1884;
  if (period >= 2026 * 12 + 7) factor *= 1.07;
  return factor;
}
