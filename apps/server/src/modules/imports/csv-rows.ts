import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';
import iconv from 'iconv-lite';
import type { CsvDialect } from './csv-sniff';
import type { SourceRow } from './source-row';

/** The rows of a CSV file, decoded and parsed as a stream: the file is never held whole. */
export async function* csvRows(file: string, { encoding, delimiter }: CsvDialect, onBytes: (n: number) => void): AsyncGenerator<SourceRow> {
  const input = createReadStream(file);
  input.on('data', (chunk) => onBytes(chunk.length));
  const parser = input
    .pipe(iconv.decodeStream(encoding === 'utf-8' ? 'utf8' : 'win1254'))
    .pipe(parse({ bom: true, delimiter, relax_column_count: true, skip_empty_lines: true, trim: true, info: true }));
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      yield { line: info.lines, values: record };
    }
  } finally {
    input.destroy();
  }
}
