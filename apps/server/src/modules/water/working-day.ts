/**
 * The water line is cut by a field crew, so the wanted cutting date must be a working day:
 * not in the past, not a Saturday or Sunday, not an official holiday. Holidays (including
 * the half days before a religious holiday and on 28 October) are data from the
 * `official_holiday` table, never constants here (domain.md: keep [B] facts as data).
 */
export type CuttingDateProblem = 'past' | 'weekend' | 'holiday';

const dayOfWeek = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).getUTCDay();

export const addDays = (isoDate: string, days: number) => {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

export function isWorkingDay(isoDate: string, holidays: ReadonlySet<string>): boolean {
  const weekday = dayOfWeek(isoDate);
  return weekday !== 0 && weekday !== 6 && !holidays.has(isoDate);
}

/** Why a date cannot be the cutting date, or null when it can. `today` is the Istanbul date. */
export function cuttingDateProblem(isoDate: string, today: string, holidays: ReadonlySet<string>): CuttingDateProblem | null {
  if (isoDate < today) return 'past';
  const weekday = dayOfWeek(isoDate);
  if (weekday === 0 || weekday === 6) return 'weekend';
  if (holidays.has(isoDate)) return 'holiday';
  return null;
}

/** The first working day on or after `from`. */
export function firstWorkingDayFrom(from: string, holidays: ReadonlySet<string>): string {
  let day = from;
  // A year of holidays cannot close more than a few weeks in a row; the bound only guards bad data.
  for (let i = 0; i < 366 && !isWorkingDay(day, holidays); i++) day = addDays(day, 1);
  return day;
}

export const cuttingDateMessages: Record<CuttingDateProblem, string> = {
  past: 'Su kesim tarihi bugünden önce olamaz.',
  weekend: 'Su kesim tarihi hafta sonuna denk gelemez; lütfen bir iş günü seçiniz.',
  holiday: 'Su kesim tarihi resmî tatile denk gelemez; lütfen bir iş günü seçiniz.',
};
