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
 * The official holidays as the rules need them. The table holds the years the municipality
 * has loaded (2026–2027 in the migration); for any other year only weekends are known, so a
 * deadline on a holiday of that year stays where it is until its holidays are loaded.
 */
export interface HolidayCalendar {
  holidays: readonly OfficialHoliday[];
  /**
   * Whole-day holidays. A half day is a working day for a deadline: offices are open in the
   * morning, so a payment or a filing is still possible that day.
   */
  deadlineHolidays: HolidayDates;
  /** Every holiday, half days included: work that takes a whole day (a field crew's) is not planned on them. */
  fieldWorkHolidays: HolidayDates;
  /** The years the table has holidays for. */
  years: ReadonlySet<number>;
}

export function holidayCalendarOf(holidays: readonly OfficialHoliday[]): HolidayCalendar {
  return {
    holidays,
    deadlineHolidays: new Set(holidays.filter((h) => !h.halfDay).map((h) => h.date)),
    fieldWorkHolidays: new Set(holidays.map((h) => h.date)),
    years: new Set(holidays.map((h) => Number(h.date.slice(0, 4)))),
  };
}

/** The calendar of the database, cached for a minute: holidays are added once a year. */
export const holidayCalendar = perDbCache(async (db: Db) =>
  holidayCalendarOf((await findOfficialHolidays(db)).map((h) => ({ date: h.holiday_date, name: h.name, halfDay: h.half_day }))),
);

/**
 * A due date in a year whose holidays are not loaded was moved off weekends only, and may still
 * fall on a holiday: the citizen is told so (domain.md: say so where a citizen would care).
 */
export function holidayCoverageNote(dueDates: readonly string[], calendar: HolidayCalendar): string | null {
  const years = [...new Set(dueDates.map((d) => Number(d.slice(0, 4))))].filter((year) => !calendar.years.has(year)).sort((a, b) => a - b);
  if (years.length === 0) return null;
  if (years.length === 1) {
    return `${years[0]} yılı için resmî tatil takvimi henüz tanımlı değildir; bu yıla düşen son ödeme tarihleri yalnızca hafta sonları dikkate alınarak belirlenmiştir.`;
  }
  const named = `${years.slice(0, -1).join(', ')} ve ${years.at(-1)}`;
  return `${named} yılları için resmî tatil takvimi henüz tanımlı değildir; bu yıllara düşen son ödeme tarihleri yalnızca hafta sonları dikkate alınarak belirlenmiştir.`;
}
