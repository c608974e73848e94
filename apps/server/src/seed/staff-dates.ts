import { addDays, isWorkingDay, type HolidayDates } from '../reference-data/calendar';

/**
 * The last day of a leave of `days` days from `start`. A leave in working days skips weekends
 * and the official holidays loaded in the calendar (2026–2027 in the demo; earlier years skip
 * weekends alone). A half day counts as a working day, as it does for deadlines.
 */
export function leaveEnd(start: string, days: number, basis: 'working' | 'calendar', holidays: HolidayDates): string {
  if (basis === 'calendar') return addDays(start, days - 1);
  let day = start;
  let counted = isWorkingDay(day, holidays) ? 1 : 0;
  while (counted < days) {
    day = addDays(day, 1);
    if (isWorkingDay(day, holidays)) counted++;
  }
  return day;
}

export const pad2 = (n: number) => String(n).padStart(2, '0');
