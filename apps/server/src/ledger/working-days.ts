/**
 * A deadline on a non-working day moves to the next working day (domain.md §4.1). Only
 * weekends are known here: the holiday calendar (religious holidays move every year) is
 * not in the data yet, so a deadline on a weekday holiday stays where it is.
 */
export function nextWorkingDay(iso: string): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
}
