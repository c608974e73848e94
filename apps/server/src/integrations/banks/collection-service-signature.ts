import { createHash, createHmac, timingSafeEqual } from 'node:crypto';

/** The parts of a bank's request that its signature covers (docs/domain/bank-service.md, "Signing"). */
export interface SignedParts {
  method: string;
  /** The path with its query string, as sent: `/bank-service/v1/collections?date=2026-11-23`. */
  path: string;
  timestamp: string;
  nonce: string;
  /** The body exactly as sent (empty for a GET). */
  body: string;
}

export const bodyHash = (body: string) => createHash('sha256').update(body, 'utf8').digest('hex');

/** METHOD \n path \n timestamp \n nonce \n hex SHA-256 of the body. */
export const stringToSign = (parts: SignedParts) => [parts.method.toUpperCase(), parts.path, parts.timestamp, parts.nonce, bodyHash(parts.body)].join('\n');

/** HMAC-SHA256 of the string to sign with the bank's service key, hex. */
export const signRequest = (key: string, parts: SignedParts) => createHmac('sha256', key).update(stringToSign(parts), 'utf8').digest('hex');

/** Compares the sent signature with the expected one in constant time. */
export function signatureMatches(key: string, parts: SignedParts, sent: string): boolean {
  const expected = Buffer.from(signRequest(key, parts), 'utf8');
  const given = Buffer.from(sent, 'utf8');
  return expected.length === given.length && timingSafeEqual(expected, given);
}
