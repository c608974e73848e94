import { istanbulDate } from '@ebelediye/contract';

/**
 * A payslip is shown once its month is paid: months before the current one always, the
 * current month from the LastSalaryHideTillDay day on (configuration; Europe/Istanbul),
 * later months never.
 */
export function isSlipVisible(period: { year: number; month: number }, now: Date, hideTillDay: number): boolean {
  const [y, m, d] = istanbulDate(now).split('-').map(Number) as [number, number, number];
  const key = period.year * 12 + period.month;
  const current = y * 12 + m;
  return key < current || (key === current && d >= hideTillDay);
}

/** The date the current month's slip appears (YYYY-MM-DD). */
export function currentSlipShownFrom(now: Date, hideTillDay: number): { year: number; month: number; shownFrom: string } {
  const [y, m] = istanbulDate(now).split('-').map(Number) as [number, number];
  return { year: y, month: m, shownFrom: `${y}-${String(m).padStart(2, '0')}-${String(Math.max(1, hideTillDay)).padStart(2, '0')}` };
}
