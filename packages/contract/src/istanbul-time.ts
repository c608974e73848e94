/** Business dates and clock rules are in Europe/Istanbul (docs/architecture.md §3). Türkiye has no DST since 2016: UTC+3. */
export const ISTANBUL_TIME_ZONE = 'Europe/Istanbul';

// Made once: building a DateTimeFormat costs far more than formatting with one, and a page of
// debts formats a date per accrual (a third of a balance lookup's CPU before).
let istanbulFormat: Intl.DateTimeFormat | null = null;

const parts = (date: Date) =>
  Object.fromEntries(
    (istanbulFormat ??= new Intl.DateTimeFormat('en-GB', {
      timeZone: ISTANBUL_TIME_ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    }))
      .formatToParts(date)
      .map((p) => [p.type, p.value]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;

/** The calendar date in Istanbul as YYYY-MM-DD. */
export function istanbulDate(date: Date): string {
  const p = parts(date);
  return `${p.year}-${p.month}-${p.day}`;
}

/** Hour and minute on the Istanbul wall clock. */
export function istanbulClock(date: Date): { hour: number; minute: number } {
  const p = parts(date);
  return { hour: Number(p.hour), minute: Number(p.minute) };
}

/** An ISO timestamp with the Istanbul offset, e.g. 2026-11-22T20:30:00+03:00. */
export function istanbulIso(date: Date): string {
  const p = parts(date);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}+03:00`;
}

/** Formats an ISO date (YYYY-MM-DD or a timestamp) as the Turkish dd.MM.yyyy. */
export function formatTurkishDate(iso: string): string {
  const day = iso.length === 10 ? iso : istanbulDate(new Date(iso));
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y}`;
}

/** The English dd/MM/yyyy of the portal's English screens and documents. */
export const formatEnglishDate = (iso: string): string => formatTurkishDate(iso).replaceAll('.', '/');
