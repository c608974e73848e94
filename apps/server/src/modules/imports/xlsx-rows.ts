import type { Readable } from 'node:stream';
import ExcelJS from 'exceljs';
import unzipper, { type File as ArchiveFile } from 'unzipper';
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

/**
 * The parts of ExcelJS's streaming reader this file drives itself. ExcelJS reads the archive in
 * one pass, in stored order, and on Node 18 and later that pass now and then loses the archive's
 * last entries (xlsx-rows.test.ts reads one file 400 times to catch it): the sheet is then read
 * without the workbook or its shared strings. Reading the parts through the archive's central directory, workbook first, makes the
 * order ours, and the sheet is still read row by row, never held whole.
 */
interface WorkbookParts {
  workbookRels?: { Id: string; Target: string }[];
  model?: { sheets?: { rId: string }[] };
  _parseRels(entry: Readable): Promise<void>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseStyles(entry: Readable): Promise<void>;
  _parseWorksheet(chunks: AsyncIterable<Buffer>, sheetNo: string): Generator<{ value: ExcelJS.stream.xlsx.WorksheetReader }>;
}

/** The archive path of the workbook's first sheet, as the workbook orders its sheets. */
function firstSheetPath(parts: WorkbookParts, files: ArchiveFile[]): string | undefined {
  const first = parts.model?.sheets?.[0];
  const target = parts.workbookRels?.find((rel) => rel.Id === first?.rId)?.Target;
  if (target) return `xl/${target.replace(/^\/?xl\//, '')}`;
  return files
    .map((f) => f.path)
    .filter((p) => /^xl\/worksheets\/sheet\d+\.xml$/.test(p))
    .sort((a, b) => Number(/\d+/.exec(a)![0]) - Number(/\d+/.exec(b)![0]))[0];
}

/**
 * The rows of an .xlsx file's first sheet. The data is on the first sheet; later sheets (notes,
 * pivots) are not rows to import. `onBytes` hears the sheet's progress scaled to the file's size.
 */
export async function* xlsxRows(file: string, fileSize: number, onBytes: (n: number) => void): AsyncGenerator<SourceRow> {
  const archive = await unzipper.Open.file(file);
  const entry = (p: string) => archive.files.find((f) => f.path === p);
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, { sharedStrings: 'cache', styles: 'cache', hyperlinks: 'ignore', worksheets: 'emit', entries: 'ignore' });
  const parts = reader as unknown as WorkbookParts;
  const rels = entry('xl/_rels/workbook.xml.rels');
  if (rels) await parts._parseRels(rels.stream());
  const workbook = entry('xl/workbook.xml');
  if (workbook) await parts._parseWorkbook(workbook.stream());
  const strings = entry('xl/sharedStrings.xml');
  if (strings) for await (const _ of parts._parseSharedStrings(strings.stream()));
  const styles = entry('xl/styles.xml');
  if (styles) await parts._parseStyles(styles.stream());

  const sheetPath = firstSheetPath(parts, archive.files);
  const sheetFile = sheetPath ? entry(sheetPath) : undefined;
  if (!sheetFile) return;
  const scale = sheetFile.uncompressedSize > 0 ? fileSize / sheetFile.uncompressedSize : 0;
  const input = sheetFile.stream();
  async function* counted(): AsyncGenerator<Buffer> {
    for await (const chunk of input as AsyncIterable<Buffer>) {
      onBytes(chunk.length * scale);
      yield chunk;
    }
  }
  try {
    for (const { value: sheet } of parts._parseWorksheet(counted(), /\d+/.exec(sheetPath!)![0])) {
      for await (const row of sheet) {
        const values = Array.isArray(row.values) ? row.values.slice(1) : [];
        const texts = Array.from(values, (v) => cellText(v ?? null).trim());
        if (texts.some((t) => t !== '')) yield { line: row.number, values: texts };
      }
    }
  } finally {
    input.destroy();
  }
}
