import { createHash } from 'node:crypto';
import type { CheckedRow, ImportKind, RowIssues } from './kind';
import type { ProgressMeter } from './progress';
import type { Rejection, RejectionCode } from './rejections';
import type { FileSource } from './row-source';

/** The header's refusals: a required column missing, or a column the kind does not know. */
function checkHeader(kind: ImportKind<unknown>, header: readonly string[]): Rejection[] {
  const known = new Set(kind.columns.map((c) => c.header));
  const present = new Set(header);
  return [
    ...kind.columns.filter((c) => c.required && !present.has(c.header)).map((c) => ({ line: 1, field: c.header, code: 'HEADER_MISSING_COLUMN' as const, value: '' })),
    ...header.filter((h) => h !== '' && !known.has(h)).map((h) => ({ line: 1, field: h, code: 'HEADER_UNKNOWN_COLUMN' as const, value: h })),
  ];
}

/** Header names as a spreadsheet may write them: any case, Turkish letters folded the Turkish way. */
const headerName = (text: string) => text.trim().toLocaleLowerCase('tr-TR');

export type RowOutcome<T> = { row: CheckedRow<T>; rejections?: undefined } | { row?: undefined; rejections: Rejection[] };

/**
 * One pass over a file: the header checked once, then each data row parsed by the kind. A
 * row answers either its checked record (with the hash of what it said) or its refusals; a
 * header that is wrong ends the pass with its refusals.
 */
export async function* checkedRows<T>(kind: ImportKind<T>, source: FileSource, today: string, meter: ProgressMeter): AsyncGenerator<RowOutcome<T>> {
  let header: string[] | null = null;
  let sawData = false;
  for await (const { line, values } of source.rows(meter.bytes)) {
    if (header === null) {
      header = values.map(headerName);
      const refused = checkHeader(kind as ImportKind<unknown>, header);
      if (refused.length > 0) {
        yield { rejections: refused };
        return;
      }
      continue;
    }
    sawData = true;
    meter.row();
    const cells = Object.fromEntries(header.map((h, i) => [h, values[i] ?? '']));
    const rejections: Rejection[] = [];
    const issues: RowIssues = { reject: (field: string, code: RejectionCode, value = '') => void rejections.push({ line, field, code, value }) };
    const record = kind.parse(cells, issues, today);
    if (rejections.length > 0 || record === null) yield { rejections };
    else yield { row: { line, key: kind.key(record), record, hash: createHash('sha1').update(JSON.stringify(record)).digest('hex') } };
  }
  meter.finish();
  if (!sawData) yield { rejections: [{ line: 1, field: '', code: 'FILE_EMPTY', value: '' }] };
}
