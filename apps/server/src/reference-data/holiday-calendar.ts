import type { Db } from '../db/kysely';
import { perDbCache } from '../platform/per-db-cache';
import type { HolidayDates } from './calendar';
import { findOfficialHolidays } from './holiday-repo';

export interface OfficialHoliday {
  date: string;
  name: string;
  halfDay: boolean;
}

/**
 * The holidays of Law 2429 that fall on the same date every year: known for any year without
 * a row in `official_holiday`. 28 October is a half day (from 13:00), 29 October a whole day.
 * The religious holidays move every year and come only from the table.
 */
export const fixedDateHolidays: readonly { monthDay: string; name: string; halfDay: boolean }[] = [
  { monthDay: '01-01', name: 'Yılbaşı', halfDay: false },
  { monthDay: '04-23', name: 'Ulusal Egemenlik ve Çocuk Bayramı', halfDay: false },
  { monthDay: '05-01', name: 'Emek ve Dayanışma Günü', halfDay: false },
  { monthDay: '05-19', name: 'Atatürk’ü Anma, Gençlik ve Spor Bayramı', halfDay: false },
  { monthDay: '07-15', name: 'Demokrasi ve Millî Birlik Günü', halfDay: false },
  { monthDay: '08-30', name: 'Zafer Bayramı', halfDay: false },
  { monthDay: '10-28', name: 'Cumhuriyet Bayramı Arifesi', halfDay: true },
  { monthDay: '10-29', name: 'Cumhuriyet Bayramı', halfDay: false },
];
const fixedByMonthDay = new Map(fixedDateHolidays.map((h) => [h.monthDay, h]));

/**
 * The official holidays as the rules need them: the fixed-date holidays of every year, and the
 * rows of the table (the religious holidays of the years the municipality has loaded, 2026–2027
 * in the migration). For a year without its religious holidays, a deadline on one of them stays
 * where it is until they are loaded; the citizen (`holidayCoverageNote`) and the operator
 * (`/readyz`, `missingReligiousHolidayYears`) are told.
 */
export interface HolidayCalendar {
  /** The holiday on a date, a table row before the fixed-date rule (a row may name two holidays at once). */
  holidayOn(isoDate: string): OfficialHoliday | undefined;
  /** Every holiday from `from` to `to` (inclusive), in date order. */
  holidaysBetween(from: string, to: string): OfficialHoliday[];
  /**
   * Whole-day holidays. A half day is a working day for a deadline: offices are open in the
   * morning, so a payment or a filing is still possible that day.
   */
  deadlineHolidays: HolidayDates;
  /** Every holiday, half days included: work that takes a whole day (a field crew's) is not planned on them. */
  fieldWorkHolidays: HolidayDates;
  /** The years whose religious holidays are loaded (a table row on a date that is not a fixed-date holiday). */
  years: ReadonlySet<number>;
}

const addOneDay = (isoDate: string) => new Date(Date.parse(`${isoDate}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export function holidayCalendarOf(rows: readonly OfficialHoliday[]): HolidayCalendar {
  const byDate = new Map(rows.map((h) => [h.date, h]));
  const holidayOn = (isoDate: string): OfficialHoliday | undefined => {
    const row = byDate.get(isoDate);
    if (row) return row;
    const fixed = fixedByMonthDay.get(isoDate.slice(5, 10));
    return fixed ? { date: isoDate, name: fixed.name, halfDay: fixed.halfDay } : undefined;
  };
  return {
    holidayOn,
    holidaysBetween(from, to) {
      const found: OfficialHoliday[] = [];
      for (let day = from; day <= to; day = addOneDay(day)) {
        const holiday = holidayOn(day);
        if (holiday) found.push(holiday);
      }
      return found;
    },
    deadlineHolidays: { has: (isoDate) => holidayOn(isoDate)?.halfDay === false },
    fieldWorkHolidays: { has: (isoDate) => holidayOn(isoDate) !== undefined },
    years: new Set(rows.filter((h) => !fixedByMonthDay.has(h.date.slice(5, 10))).map((h) => Number(h.date.slice(0, 4)))),
  };
}

/** The calendar of the database, cached for a minute: holidays are added once a year. */
export const holidayCalendar = perDbCache(async (db: Db) =>
  holidayCalendarOf((await findOfficialHolidays(db)).map((h) => ({ date: h.holiday_date, name: h.name, halfDay: h.half_day }))),
);

/**
 * The years, of this one and the next, whose religious holidays are not loaded: the operator
 * loads them before due dates are computed in them (shown in `/readyz`, readiness still holds).
 */
export function missingReligiousHolidayYears(calendar: HolidayCalendar, today: string): number[] {
  const year = Number(today.slice(0, 4));
  return [year, year + 1].filter((y) => !calendar.years.has(y));
}

/**
 * A due date in a year whose religious holidays are not loaded was moved off weekends and the
 * fixed-date holidays only, and may still fall on a religious holiday: the citizen is told so
 * (say so where a citizen would care).
 */
export function holidayCoverageNote(dueDates: readonly string[], calendar: HolidayCalendar): string | null {
  const years = [...new Set(dueDates.map((d) => Number(d.slice(0, 4))))].filter((year) => !calendar.years.has(year)).sort((a, b) => a - b);
  if (years.length === 0) return null;
  if (years.length === 1) {
    return `${years[0]} yılının dinî bayram tarihleri henüz tanımlı değildir; bu yıla düşen son ödeme tarihleri hafta sonları ve sabit tarihli resmî tatiller dikkate alınarak belirlenmiştir.`;
  }
  const named = `${years.slice(0, -1).join(', ')} ve ${years.at(-1)}`;
  return `${named} yıllarının dinî bayram tarihleri henüz tanımlı değildir; bu yıllara düşen son ödeme tarihleri hafta sonları ve sabit tarihli resmî tatiller dikkate alınarak belirlenmiştir.`;
}
