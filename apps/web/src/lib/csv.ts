import { formatMoney } from '@ebelediye/contract';

/**
 * CSV as Turkish spreadsheets read it: UTF-8 with a byte-order mark (so Excel shows Ç, Ğ, İ,
 * Ş), ';' between cells (',' is the decimal comma) and numbers in Turkish format.
 */
export interface CsvColumn<T> {
  header: string;
  value(row: T): string | number | null;
}

const needsQuotes = /[";\r\n]/;
// A spreadsheet runs a cell that begins with one of these as a formula (CSV injection, OWASP).
const formulaStart = /^[=+\-@\t\r]/;
// A Turkish number such as -1.234,56 is read as a number, never as a formula: it may keep its sign.
const turkishNumber = /^-?\d{1,3}(\.\d{3})*(,\d+)?$/;

/** Text a spreadsheet shows as it is: a leading apostrophe makes a would-be formula plain text. */
const neutralised = (text: string) => (formulaStart.test(text) && !turkishNumber.test(text) ? `'${text}` : text);

const cell = (value: string | number | null) => {
  const text = value === null ? '' : typeof value === 'number' ? String(value) : neutralised(value);
  return needsQuotes.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
};

export function buildCsv<T>(columns: CsvColumn<T>[], rows: T[]): string {
  const lines = [columns.map((c) => cell(c.header)), ...rows.map((row) => columns.map((c) => cell(c.value(row))))];
  return `\uFEFF${lines.map((line) => line.join(';')).join('\r\n')}\r\n`;
}

/** An amount in kuruş as a Turkish number without the symbol: 206350 → '2.063,50'. */
export const csvMoney = (kurus: number) => formatMoney(kurus).replace(/\s₺$/, '');

const integerFormat = new Intl.NumberFormat('tr-TR', { maximumFractionDigits: 2 });
export const csvNumber = (value: number) => integerFormat.format(value);

/** Hands text to the browser as a download. */
export function downloadText(fileName: string, text: string, type = 'text/csv;charset=utf-8'): void {
  downloadBlob(fileName, new Blob([text], { type }));
}

export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
