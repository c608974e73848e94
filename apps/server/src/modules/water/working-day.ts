import { isWeekend, type HolidayDates } from '../../reference-data/calendar';

/**
 * The water line is cut by a field crew, so the wanted cutting date must be a working day:
 * not in the past, not a Saturday or Sunday, not an official holiday. Holidays, including the
 * half days before a religious holiday and on 28 October, come from the shared calendar's
 * `fieldWorkHolidays` (the `official_holiday` table, never constants here).
 */
export type CuttingDateProblem = 'past' | 'weekend' | 'holiday';

/** Why a date cannot be the cutting date, or null when it can. `today` is the Istanbul date. */
export function cuttingDateProblem(isoDate: string, today: string, holidays: HolidayDates): CuttingDateProblem | null {
  if (isoDate < today) return 'past';
  if (isWeekend(isoDate)) return 'weekend';
  if (holidays.has(isoDate)) return 'holiday';
  return null;
}

export const cuttingDateMessages: Record<CuttingDateProblem, string> = {
  past: 'Su kesim tarihi bugünden önce olamaz.',
  weekend: 'Su kesim tarihi hafta sonuna denk gelemez; lütfen bir iş günü seçiniz.',
  holiday: 'Su kesim tarihi resmî tatile denk gelemez; lütfen bir iş günü seçiniz.',
};
