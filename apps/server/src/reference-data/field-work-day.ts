import { isWeekend, type HolidayDates } from './calendar';

/**
 * A day for a field crew (a water line cut, a site visit) is a working day: not in the past,
 * not a Saturday or Sunday, not an official holiday. Holidays, including the half days before
 * a religious holiday and on 28 October, come from the shared calendar's `fieldWorkHolidays`
 * (the `official_holiday` table, never constants here).
 */
export type FieldWorkDayProblem = 'past' | 'weekend' | 'holiday';

/** Why a date cannot be a field crew's day, or null when it can. `today` is the Istanbul date. */
export function fieldWorkDayProblem(isoDate: string, today: string, holidays: HolidayDates): FieldWorkDayProblem | null {
  if (isoDate < today) return 'past';
  if (isWeekend(isoDate)) return 'weekend';
  if (holidays.has(isoDate)) return 'holiday';
  return null;
}
