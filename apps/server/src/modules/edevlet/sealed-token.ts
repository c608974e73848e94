import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { AppConfig } from '../../config/app-config';
import { derivedKey } from '../../accounts/secret-tokens';

/**
 * e-Devlet's access token waits in the database between LoginViaEDevlet and
 * GetPersonInfoViaEDevlet (at most the handle's 10 minutes). It is kept encrypted
 * (AES-256-GCM), so the table alone cannot be used to read anyone's person info.
 */
const key = (config: AppConfig) => derivedKey(config, 'edevlet-token-seal');

export function sealToken(config: AppConfig, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(config), iv);
  const body = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function unsealToken(config: AppConfig, sealed: string): string | null {
  try {
    const raw = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key(config), raw.subarray(0, 12));
    decipher.setAuthTag(raw.subarray(12, 28));
    return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
