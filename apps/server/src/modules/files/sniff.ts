import type { FileKind } from '@ebelediye/contract';

const startsWith = (bytes: Uint8Array, signature: number[]) => signature.every((byte, i) => bytes[i] === byte);
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');

/**
 * The kind of a file judged by its bytes, never by its name: a PDF starts with `%PDF-` and
 * ends with an `%%EOF` marker, PNG and JPEG have their signatures, and a DOCX is a ZIP
 * archive holding `[Content_Types].xml` and a `word/` part. Anything else is null.
 */
export function sniffFileKind(bytes: Uint8Array): FileKind | null {
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) {
    return latin1(bytes.subarray(Math.max(0, bytes.length - 1024))).includes('%%EOF') ? 'pdf' : null;
  }
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    const text = latin1(bytes);
    return text.includes('[Content_Types].xml') && text.includes('word/') ? 'docx' : null;
  }
  return null;
}
