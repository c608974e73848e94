/**
 * A date typed as `dd.MM.yyyy` whatever the browser's language, kept by the
 * forms as ISO `yyyy-MM-dd`. The dots come by themselves while typing, and a backspace that only
 * removed a dot removes the digit before it, so deleting never gets stuck.
 */
export function maskDate(next: string, previous = ''): string {
  let digits = next.replace(/\D/g, '').slice(0, 8);
  if (next.length < previous.length && digits === previous.replace(/\D/g, '').slice(0, 8)) digits = digits.slice(0, -1);
  return [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter(Boolean).join('.');
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** `31.12.2026` as `2026-12-31`; null for an incomplete or impossible date (31.02, 00.10). */
export function isoOfTypedDate(text: string): string | null {
  const match = /^(\d{2})\.(\d{2})\.(\d{4})$/.exec(text);
  if (!match) return null;
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || month < 1 || month > 12 || day < 1 || day > daysIn(year, month)) return null;
  return `${match[3]}-${match[2]}-${match[1]}`;
}

/** `2026-12-31` as `31.12.2026`; anything that is not an ISO date is shown as it is. */
export function typedDateOfIso(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : value;
}

/**
 * What the field hands its form: the ISO date once the text is a real date, '' when empty, and
 * otherwise the text itself, so a form's date rule names the mistake instead of "required".
 */
export const formValueOfTypedDate = (text: string) => isoOfTypedDate(text) ?? text;

/** A value a filter can use: an ISO date, or '' for none (a half-typed date leaves the filter as it was). */
export const isFilterDate = (value: string) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value);
