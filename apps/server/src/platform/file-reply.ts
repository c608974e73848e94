import type { FileContent } from '@ebelediye/contract';
import type { FastifyReply } from 'fastify';

/** RFC 6266 / 5987: an ASCII fallback name for old clients and the exact UTF-8 name for the rest. */
export function contentDisposition(disposition: 'inline' | 'attachment', fileName: string): string {
  const fallback =
    fileName
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'dosya';
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/** Sends a file's bytes as they are, with its own type and name (operations with responseKind 'file'). */
export function sendFile(reply: FastifyReply, file: FileContent) {
  return reply
    .type(file.contentType)
    .header('content-disposition', contentDisposition(file.disposition, file.fileName))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .send(Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength));
}
