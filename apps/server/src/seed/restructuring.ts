import type { Db } from '../db/kysely';
import { dayOf, type DemoCalendar } from './demo-calendar';
import type { Random } from './random';

/**
 * The demo restructuring scheme, shaped like Law 7440 (docs/domain/restructuring.md) and labelled as demo:
 * the final coefficients of the law are not settled in the domain document, so these are
 * the bi-monthly 6/9/12/18 set the document cites, with peşin and a 90 % discount on the
 * index amount. The dates form a window around the demo's today, so the scheme is open
 * whenever the seed runs: applications from the first day of this month to the end of the
 * month after next, for debts due by the end of the third month before this one, restated
 * with the index up to last month, first instalment at the end of the month after the
 * deadline (seeded on 23.11.2026: 01.11.2026–31.01.2027, 31.08.2026, October 2026, 28.02.2027).
 * A municipality enters its real scheme as data, without code.
 */
export function demoScheme(calendar: DemoCalendar) {
  const month = (storyMonth: number) => calendar.recentMonth(2026, storyMonth);
  const lastDay = (storyMonth: number) => lastDayOf(calendar, 2026, storyMonth);
  return {
    ...schemeTerms,
    effective_from: dayOf(month(11), 1),
    application_deadline: lastDay(13),
    due_date_cutoff: lastDay(8),
    index_end_period: dayOf(month(10), 1).slice(0, 7),
    first_instalment_deadline: lastDay(14),
  };
}

/** The last day of a month of the story, at the same distance from today as in the story. */
function lastDayOf(calendar: DemoCalendar, storyYear: number, storyMonth: number) {
  const next = calendar.recentMonth(storyYear, storyMonth + 1);
  return new Date(Date.UTC(next.year, next.month - 1, 0)).toISOString().slice(0, 10);
}

/**
 * The scheme before it, long closed, with the same terms: applications in the spring of last
 * year for debts due by the end of the year before, first instalment at the end of July
 * (seeded on 23.11.2026: 01.03.2025–31.05.2025, 31.12.2024, February 2025, 31.07.2025). Its
 * plans are the revenue office's older work in the back office (seed/restructuring-plans.ts):
 * one paid on time, one whose payments stopped. Its months keep their distance from today.
 */
export function earlierDemoScheme(calendar: DemoCalendar) {
  const month = (storyYear: number, storyMonth: number) => calendar.recentMonth(storyYear, storyMonth);
  return {
    ...schemeTerms,
    law_no: '7326',
    effective_from: dayOf(month(2025, 3), 1),
    application_deadline: lastDayOf(calendar, 2025, 5),
    due_date_cutoff: lastDayOf(calendar, 2024, 12),
    index_end_period: dayOf(month(2025, 2), 1).slice(0, 7),
    first_instalment_deadline: lastDayOf(calendar, 2025, 7),
  };
}

const schemeTerms = {
  law_no: '7440',
  title: 'Bazı Alacakların Yeniden Yapılandırılması',
  // The scheme is demo data (is_demo, docs/demo.md); a citizen reads its terms as a municipality's, with no demo label.
  is_demo: true,
  note: 'Yapılandırma koşulları belediyemizin mali hizmetler birimince belirlenmiştir. Başvurunuz incelendikten sonra kesinleşir.',
  index_name: 'YI_UFE',
  waives_delay_fine: true,
  cash_discount_on_index: 9_000,
  write_off_threshold: 0,
  tolerated_late_instalments: 2,
  grace_days: 30,
};

export const demoOptions = [
  { instalment_count: 1, period_months: 0, coefficient: 10_000 },
  { instalment_count: 6, period_months: 2, coefficient: 10_450 },
  { instalment_count: 9, period_months: 2, coefficient: 10_830 },
  { instalment_count: 12, period_months: 2, coefficient: 11_050 },
  { instalment_count: 18, period_months: 2, coefficient: 11_500 },
];

/** Property, environment cleaning, advertising and entertainment taxes: 6183 receivables of the municipality. */
const incomeTypes = ['EMLAK', 'CTV', 'ILAN', 'EGLENCE'];

/** Demo monthly change bands (per mille) by year, so the restated amounts look like the real series' shape; later years keep 2026's. */
const monthlyChange: Record<number, [number, number]> = {
  2015: [2, 12],
  2016: [2, 12],
  2017: [5, 20],
  2018: [10, 45],
  2019: [2, 15],
  2020: [5, 25],
  2021: [15, 55],
  2022: [30, 80],
  2023: [20, 50],
  2024: [15, 35],
  2025: [10, 25],
  2026: [8, 22],
};

/** The demo index from January 2015 to the scheme's last period (last month). */
export function demoIndexSeries(random: Random, endPeriod: string) {
  const rows: Array<{ index_name: string; period: string; value_hundredths: number; is_demo: boolean; note: string }> = [];
  let value = 24_500;
  const [endYear, endMonth] = endPeriod.split('-').map(Number) as [number, number];
  for (let year = 2015; year <= endYear; year++) {
    for (let month = 1; month <= (year === endYear ? endMonth : 12); month++) {
      if (rows.length > 0) {
        const [low, high] = monthlyChange[Math.min(year, 2026)]!;
        value += Math.round((value * random.int(low, high)) / 1000);
      }
      rows.push({ index_name: 'YI_UFE', period: `${year}-${String(month).padStart(2, '0')}`, value_hundredths: value, is_demo: true, note: 'Demo değer (TÜİK Yİ-ÜFE değildir)' });
    }
  }
  return rows;
}

export async function seedRestructuring(db: Db, random: Random, calendar: DemoCalendar): Promise<void> {
  const terms = demoScheme(calendar);
  await db.insertInto('price_index').values(demoIndexSeries(random, terms.index_end_period)).execute();
  // The earlier scheme first, so the open one stays the newest.
  for (const scheme of [earlierDemoScheme(calendar), terms]) {
    const { oid } = await db.insertInto('restructuring_scheme').values(scheme).returning('oid').executeTakeFirstOrThrow();
    await db
      .insertInto('restructuring_scheme_income_type')
      .values(incomeTypes.map((code) => ({ scheme_oid: oid, income_type_code: code })))
      .execute();
    await db
      .insertInto('restructuring_option')
      .values(demoOptions.map((o) => ({ ...o, scheme_oid: oid })))
      .execute();
  }
}
