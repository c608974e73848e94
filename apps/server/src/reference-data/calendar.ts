/**
 * Working days on Istanbul calendar dates (ISO YYYY-MM-DD, no time of day). A deadline that
 * falls on a non-working day, a Saturday, a Sunday or an official holiday, moves to the next
 * working day (VUK art. 18; docs/domain/property-tax.md). Holidays are data from `official_holiday`
 * (`holiday-calendar.ts`) and are passed in, never written here.
 */
export interface HolidayDates {
  has(isoDate: string): boolean;
}

const utcDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

export function addDays(isoDate: string, days: number): string {
  const date = utcDate(isoDate);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

export function isWeekend(isoDate: string): boolean {
  const weekday = utcDate(isoDate).getUTCDay();
  return weekday === 0 || weekday === 6;
}

export function isWorkingDay(isoDate: string, holidays: HolidayDates): boolean {
  return !isWeekend(isoDate) && !holidays.has(isoDate);
}

/** The date itself when it is a working day, otherwise the first working day after it. */
export function nextWorkingDay(isoDate: string, holidays: HolidayDates): string {
  let day = isoDate;
  // The longest run of days off (a religious holiday joined to a weekend) is about ten days;
  // the bound only stops a table that closes every day from looping for ever.
  for (let i = 0; i < 366 && !isWorkingDay(day, holidays); i++) day = addDays(day, 1);
  return day;
}
