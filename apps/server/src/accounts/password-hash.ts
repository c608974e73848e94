import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

/**
 * Password hashes (docs/architecture.md §5): scrypt from Node's own crypto with a per-user salt.
 * Stored as `scrypt$N$r$p$salt$hash` so the cost can be raised later and old hashes still verify.
 */
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
const KEY_LENGTH = 32;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  // Room for the largest cost we accept (N = 2^17 needs 128 MiB).
  const maxmem = 256 * 1024 * 1024;
  return new Promise((resolve, reject) => scrypt(password.normalize('NFC'), salt, KEY_LENGTH, { ...options, maxmem }, (error, key) => (error ? reject(error) : resolve(key))));
}

export async function hashPassword(password: string, cost: number, salt: Buffer = randomBytes(16)): Promise<string> {
  const key = await derive(password, salt, { N: cost, r: BLOCK_SIZE, p: PARALLELISM });
  return ['scrypt', cost, BLOCK_SIZE, PARALLELISM, salt.toString('base64'), key.toString('base64')].join('$');
}

function parse(stored: string) {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  const N = Number(n);
  if (scheme !== 'scrypt' || !salt || !key || !Number.isInteger(N) || N > 2 ** 17) return null;
  return { N, r: Number(r), p: Number(p), salt: Buffer.from(salt, 'base64'), key: Buffer.from(key, 'base64') };
}

// Verified when a member has no password, so that answer takes as long as a real check.
const placeholder = parse('scrypt$16384$8$1$AAAAAAAAAAAAAAAAAAAAAA==$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA=')!;

/** Constant-time comparison; a member without a password (e-Devlet only) never matches. */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = (stored && parse(stored)) || placeholder;
  const key = await derive(password, parsed.salt, { N: parsed.N, r: parsed.r, p: parsed.p });
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key) && parsed !== placeholder;
}

/** A hash made with a lower cost than the configured one is replaced at the next successful sign-in. */
export function needsRehash(stored: string, cost: number): boolean {
  const parsed = parse(stored);
  return !parsed || parsed.N < cost;
}
