import { isValidTckn, isValidVkn, normalizeGsm, parseMoney } from '@ebelediye/contract';
import type { Cells, RowIssues } from './kind';

/**
 * Reading one cell of a row. Each reader records a refusal through `issues` and then answers a
 * placeholder ('' or 0); the row is dropped when it has any refusal, so the placeholder never
 * reaches the database.
 */
const cell = (cells: Cells, header: string) => (cells[header] ?? '').trim();

export function requiredText(cells: Cells, issues: RowIssues, header: string, max = 200): string {
  const value = cell(cells, header);
  if (value === '') issues.reject(header, 'REQUIRED');
  else if (value.length > max) issues.reject(header, 'TOO_LONG', value);
  return value;
}

export function optionalText(cells: Cells, issues: RowIssues, header: string, max = 200): string | null {
  const value = cell(cells, header);
  if (value.length > max) issues.reject(header, 'TOO_LONG', value);
  return value === '' ? null : value;
}

/** A positive whole number that fits a PostgreSQL integer column (national address codes, years). */
export function optionalCode(cells: Cells, issues: RowIssues, header: string): number | null {
  const value = cell(cells, header);
  if (value === '') return null;
  if (!/^\d{1,10}$/.test(value) || Number(value) <= 0 || Number(value) > 2_147_483_647) {
    issues.reject(header, 'NOT_A_CODE', value);
    return 0;
  }
  return Number(value);
}

/** An area in m², zero or more, with at most two decimals after a comma or a dot ("12,5", "12.5"). */
export function optionalArea(cells: Cells, issues: RowIssues, header: string): number | null {
  const value = cell(cells, header);
  if (value === '') return null;
  if (!/^\d{1,9}([.,]\d{1,2})?$/.test(value)) {
    issues.reject(header, 'BAD_AREA', value);
    return 0;
  }
  return Number(value.replace(',', '.'));
}

export function requiredCode(cells: Cells, issues: RowIssues, header: string): number {
  const value = optionalCode(cells, issues, header);
  if (value === null) issues.reject(header, 'REQUIRED');
  return value ?? 0;
}

/** A key of the source system: any non-empty text, compared exactly as written. */
export const requiredKey = (cells: Cells, issues: RowIssues, header: string) => requiredText(cells, issues, header, 64);

export function choice<C extends string>(cells: Cells, issues: RowIssues, header: string, allowed: readonly C[], fallback?: C): C {
  const value = cell(cells, header).toLocaleUpperCase('tr-TR');
  if (value === '' && fallback !== undefined) return fallback;
  if (value === '') issues.reject(header, 'REQUIRED');
  else if (!(allowed as readonly string[]).includes(value)) issues.reject(header, 'BAD_CHOICE', value);
  return value as C;
}

const isRealDate = (iso: string) => !Number.isNaN(Date.parse(`${iso}T00:00:00Z`)) && new Date(`${iso}T00:00:00Z`).toISOString().startsWith(iso);

/** A date written YYYY-MM-DD or DD.MM.YYYY (as Turkish spreadsheets show it), answered as ISO. */
export function optionalDate(cells: Cells, issues: RowIssues, header: string, notAfter?: string): string | null {
  const value = cell(cells, header);
  if (value === '') return null;
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(value);
  const iso = dotted ? `${dotted[3]}-${dotted[2]!.padStart(2, '0')}-${dotted[1]!.padStart(2, '0')}` : value;
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso) || !isRealDate(iso) || iso < '1900-01-01') {
    issues.reject(header, 'BAD_DATE', value);
    return '';
  }
  if (notAfter !== undefined && iso > notAfter) issues.reject(header, 'FUTURE_DATE', value);
  return iso;
}

export function requiredDate(cells: Cells, issues: RowIssues, header: string, notAfter?: string): string {
  const value = optionalDate(cells, issues, header, notAfter);
  if (value === null) issues.reject(header, 'REQUIRED');
  return value ?? '';
}

/** An amount in lira with kuruş after a comma ("1.234,56", "1234,5"); a dot is taken as the decimal mark only when there is no comma and at most two digits follow it. */
export function requiredAmount(cells: Cells, issues: RowIssues, header: string): number {
  const value = cell(cells, header);
  if (value === '') {
    issues.reject(header, 'REQUIRED');
    return 0;
  }
  const decimalDot = /^-?\d+\.\d{1,2}$/.test(value) ? value.replace('.', ',') : value;
  const kurus = parseMoney(decimalDot);
  if (kurus === null || !Number.isSafeInteger(kurus)) {
    issues.reject(header, 'BAD_AMOUNT', value);
    return 0;
  }
  if (kurus <= 0) issues.reject(header, 'AMOUNT_NOT_POSITIVE', value);
  return kurus;
}

export function optionalTckn(cells: Cells, issues: RowIssues, header: string): string | null {
  const value = cell(cells, header);
  if (value !== '' && !isValidTckn(value)) issues.reject(header, 'BAD_TCKN', value);
  return value === '' ? null : value;
}

export function optionalVkn(cells: Cells, issues: RowIssues, header: string): string | null {
  const value = cell(cells, header);
  if (value !== '' && !isValidVkn(value)) issues.reject(header, 'BAD_VKN', value);
  return value === '' ? null : value;
}

/** A mobile number in any usual writing, stored as its 10 national digits. */
export function optionalGsm(cells: Cells, issues: RowIssues, header: string): string | null {
  const value = cell(cells, header);
  if (value === '') return null;
  const national = normalizeGsm(value);
  if (national === null) {
    issues.reject(header, 'BAD_GSM', value);
    return '';
  }
  return national;
}
