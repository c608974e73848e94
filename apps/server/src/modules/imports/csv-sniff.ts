import { open } from 'node:fs/promises';

export type FileEncoding = 'utf-8' | 'windows-1254';

export const fileEncodings: readonly FileEncoding[] = ['utf-8', 'windows-1254'];

const SAMPLE_BYTES = 1 << 20;

export interface CsvDialect {
  encoding: FileEncoding;
  delimiter: ',' | ';';
}

/**
 * How a CSV file is written, from its first megabyte. The encoding is UTF-8 when those bytes
 * decode as UTF-8, else Windows-1254, which Turkish systems still export (docs/operations.md): a
 * Windows-1254 file with Turkish letters is never valid UTF-8, as ş, ğ, İ are single bytes above
 * 0x7F there. The delimiter is the semicolon when the header has more of them than commas, as a
 * spreadsheet in the Turkish locale writes it (its decimal mark is the comma), else the comma.
 */
export async function sniffCsv(file: string, encoding?: FileEncoding): Promise<CsvDialect> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(SAMPLE_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SAMPLE_BYTES, 0);
    const sample = buffer.subarray(0, bytesRead);
    const header = sample.subarray(0, Math.max(sample.indexOf(0x0a), 0) || sample.length).toString('latin1');
    const count = (mark: string) => header.split(mark).length - 1;
    return {
      encoding: encoding ?? (isUtf8Prefix(sample, bytesRead === SAMPLE_BYTES) ? 'utf-8' : 'windows-1254'),
      delimiter: count(';') > count(',') ? ';' : ',',
    };
  } finally {
    await handle.close();
  }
}

/** Whether the bytes are UTF-8; a sample cut from a longer file may end inside a character. */
function isUtf8Prefix(bytes: Buffer, cut: boolean): boolean {
  const decoder = new TextDecoder('utf-8', { fatal: true });
  for (let trim = 0; trim <= (cut ? 3 : 0); trim++) {
    try {
      decoder.decode(bytes.subarray(0, bytes.length - trim));
      return true;
    } catch {
      // A cut character: try without its last byte(s).
    }
  }
  return false;
}
