import { open } from 'node:fs/promises';

export type FileEncoding = 'utf-8' | 'windows-1254';

export const fileEncodings: readonly FileEncoding[] = ['utf-8', 'windows-1254'];

const SAMPLE_BYTES = 1 << 20;

/**
 * UTF-8 when the file's first megabyte decodes as UTF-8, else Windows-1254, which Turkish
 * systems still export (docs/operations.md). A Windows-1254 file with Turkish letters is never
 * valid UTF-8: ş, ğ, İ are single bytes above 0x7F there.
 */
export async function detectEncoding(file: string): Promise<FileEncoding> {
  const handle = await open(file, 'r');
  try {
    const buffer = Buffer.alloc(SAMPLE_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, SAMPLE_BYTES, 0);
    return isUtf8Prefix(buffer.subarray(0, bytesRead), bytesRead === SAMPLE_BYTES) ? 'utf-8' : 'windows-1254';
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
