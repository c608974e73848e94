import { createHash, createHmac, hkdfSync, randomBytes, randomInt } from 'node:crypto';
import type { AppConfig } from '../config/app-config';

/** A random bearer secret: refresh tokens, login tickets, handles, proofs (256 bits). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A numeric one-time code from the CSPRNG, zero-padded. */
export function randomDigits(length: number): string {
  return String(randomInt(0, 10 ** length)).padStart(length, '0');
}

/** How a bearer secret is stored: only its hash, so a database leak hands out nothing usable. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('base64url');
}

const derivedKeys = new WeakMap<AppConfig, Map<string, Buffer>>();

/** A key for one purpose, derived from the server's machine key (never the key itself). */
export function derivedKey(config: AppConfig, purpose: string): Buffer {
  let keys = derivedKeys.get(config);
  if (!keys) derivedKeys.set(config, (keys = new Map()));
  let key = keys.get(purpose);
  if (!key) keys.set(purpose, (key = Buffer.from(hkdfSync('sha256', config.secrets.machineKey, 'e-belediye', purpose, 32))));
  return key;
}

/**
 * A keyed hash for short secrets (a 6-digit SMS code): a plain hash of a million possible
 * codes is reversed instantly, a keyed one is not without the server's key.
 */
export function keyedHash(config: AppConfig, purpose: string, text: string): string {
  return createHmac('sha256', derivedKey(config, purpose)).update(text).digest('base64url');
}
