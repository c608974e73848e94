import { createReadStream } from 'node:fs';
import ExcelJS from 'exceljs';
import type { SourceRow } from './source-row';

/** A cell as the text a CSV would have carried: dates as YYYY-MM-DD, decimals with a comma. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'number') return String(value).replace('.', ',');
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    return '';
  }
  return String(value);
}

/** The rows of an .xlsx file's first sheet through ExcelJS's streaming reader: the workbook is never held whole. */
export async function* xlsxRows(file: string, onBytes: (n: number) => void): AsyncGenerator<SourceRow> {
  const input = createReadStream(file);
  input.on('data', (chunk) => onBytes(chunk.length));
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(input, { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'emit' });
  try {
    for await (const sheet of workbook) {
      for await (const row of sheet) {
        const values = Array.isArray(row.values) ? row.values.slice(1) : [];
        const texts = Array.from(values, (v) => cellText(v ?? null).trim());
        if (texts.some((t) => t !== '')) yield { line: row.number, values: texts };
      }
      // The data is on the first sheet; later sheets (notes, pivots) are not rows to import.
      break;
    }
  } finally {
    input.destroy();
  }
}
