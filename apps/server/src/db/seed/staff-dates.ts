/** Calendar helpers of the staff seed, on ISO dates in UTC (no time of day involved). */
const DAY = 86_400_000;

export const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const msOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
export const isWeekend = (ms: number) => [0, 6].includes(new Date(ms).getUTCDay());

/** The last day of a leave of `days` days from `start`: working days skip weekends (public holidays are not in the demo calendar). */
export function leaveEnd(start: string, days: number, basis: 'working' | 'calendar'): string {
  if (basis === 'calendar') return isoDay(msOf(start) + (days - 1) * DAY);
  let ms = msOf(start);
  let counted = isWeekend(ms) ? 0 : 1;
  while (counted < days) {
    ms += DAY;
    if (!isWeekend(ms)) counted++;
  }
  return isoDay(ms);
}

/** The next weekday on or after a date. */
export function weekdayFrom(iso: string): string {
  let ms = msOf(iso);
  while (isWeekend(ms)) ms += DAY;
  return isoDay(ms);
}

export const daysBefore = (iso: string, days: number) => isoDay(msOf(iso) - days * DAY);
export const pad2 = (n: number) => String(n).padStart(2, '0');
