import { createHash, timingSafeEqual } from 'node:crypto';

/** Keys Nestpay leaves out of the ver3 hash (docs/domain/payments-and-banks.md step 2). */
const excluded = new Set(['hash', 'encoding', 'nationalidno']);

const escapeValue = (value: string) => value.replace(/\\/g, '\\\\').replace(/\|/g, '\\|');

/**
 * Nestpay hash version 3 (EstV3PosCrypt, docs/domain/payments-and-banks.md): all fields but hash/encoding/
 * nationalidno, sorted case-insensitively by key (upper-case, code-unit order — never a
 * Turkish locale fold), values escaped and joined with '|' after the store key, SHA-512, base64.
 */
export function nestpayHashV3(fields: Record<string, string | number | null | undefined>, storeKey: string): string {
  const keys = Object.keys(fields)
    .filter((key) => !excluded.has(key.toLowerCase()))
    .sort((a, b) => {
      const x = a.toUpperCase();
      const y = b.toUpperCase();
      return x < y ? -1 : x > y ? 1 : 0;
    });
  const values = keys.map((key) => {
    const value = fields[key];
    return value === null || value === undefined ? '' : String(value);
  });
  values.push(storeKey);
  return createHash('sha512').update(values.map(escapeValue).join('|'), 'utf8').digest('base64');
}

/** The callback check: recompute over the whole posted body and compare with HASH in constant time. */
export function verifyNestpayCallback(body: Record<string, string>, storeKey: string): boolean {
  const posted = body.HASH ?? body.hash;
  if (!posted) return false;
  const expected = Buffer.from(nestpayHashV3(body, storeKey));
  const actual = Buffer.from(posted);
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}
