import { stat } from 'node:fs/promises';
import { csvRows } from './csv-rows';
import { sniffCsv, type FileEncoding } from './csv-sniff';
import type { SourceRow } from './source-row';
import { xlsxRows } from './xlsx-rows';

export interface FileSource {
  format: 'csv' | 'xlsx';
  /** The CSV's encoding as given or detected; null for .xlsx (always UTF-8 inside). */
  encoding: FileEncoding | null;
  size: number;
  /** A fresh pass over the rows; `onBytes` hears how much of the file has been read. */
  rows(onBytes: (n: number) => void): AsyncGenerator<SourceRow>;
}

/** How to read a file: .xlsx by its name, anything else as CSV in the given or detected encoding. */
export async function openSource(file: string, encoding?: FileEncoding): Promise<FileSource> {
  const { size } = await stat(file);
  if (/\.xlsx$/i.test(file)) return { format: 'xlsx', encoding: null, size, rows: (onBytes) => xlsxRows(file, size, onBytes) };
  const dialect = await sniffCsv(file, encoding);
  return { format: 'csv', encoding: dialect.encoding, size, rows: (onBytes) => csvRows(file, dialect, onBytes) };
}
