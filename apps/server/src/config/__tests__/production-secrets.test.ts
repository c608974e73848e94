import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { emptyTestDatabase } from '../../testing/test-database';
import { loadConfig } from '../app-config';
import { allSecrets, deploymentConfig, production } from './production-fixture';

describe('production refuses shipped, missing or weak secrets', () => {
  it('refuses the shipped configuration and names the secrets, never their values', () => {
    let message = '';
    try {
      loadConfig(production({}));
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/Refusing to start in production/);
    for (const name of ['JWT_SECRET', 'ALTCHA_HMAC_KEY', 'SMS_PASSWORD', 'BANK_0010_STORE_KEY', 'BANK_0015_API_PASSWORD']) expect(message).toContain(name);
    expect(message).not.toContain('demo-jwt-secret');
  });

  it('names the one secret still missing or shipped when all others are set', () => {
    const withoutSms = { ...allSecrets(), SMS_PASSWORD: undefined };
    expect(() => loadConfig(production(withoutSms))).toThrow(/shipped in the repository: SMS_PASSWORD\.$/);
    const emptyKey = { ...allSecrets(), ...deploymentConfig({ SMSPassword: '' }), SMS_PASSWORD: undefined };
    expect(() => loadConfig(production(emptyKey))).toThrow(/missing: SMS_PASSWORD\.$/);
    const shippedStoreKey = { ...allSecrets(), BANK_0064_STORE_KEY: 'demo-isbank-store-key' };
    expect(() => loadConfig(production(shippedStoreKey))).toThrow(/shipped in the repository: BANK_0064_STORE_KEY\b/);
    // A shipped value of another setting is refused just the same.
    expect(() => loadConfig(production({ ...allSecrets(), JWT_SECRET: 'demo-altcha-hmac-key-change-me-at-least-32-chars' }))).toThrow(/JWT_SECRET/);
  });

  it('refuses a key it signs with that is shorter than 32 characters, and an issued one shorter than 8', () => {
    // 31 characters: one short of the least length of a key the municipality makes itself.
    expect(() => loadConfig(production({ ...allSecrets(), MACHINE_KEY: 'x' }))).toThrow(/shorter than the least length in characters: MACHINE_KEY \(32\)\.$/);
    expect(() => loadConfig(production({ ...allSecrets(), JWT_SECRET: 'a'.repeat(31) }))).toThrow(/JWT_SECRET \(32\)/);
    expect(() => loadConfig(production({ ...allSecrets(), JWT_SECRET: 'a'.repeat(32) }))).not.toThrow();
    expect(() => loadConfig(production({ ...allSecrets(), BANK_0015_API_PASSWORD: '1234567' }))).toThrow(/BANK_0015_API_PASSWORD \(8\)/);
    expect(() => loadConfig(production({ ...allSecrets(), SMS_PASSWORD: '   ' }))).toThrow(/missing: SMS_PASSWORD\.$/);
  });

  it('needs its own key for a bank let into the collection service, never the shipped demo key', () => {
    expect(() => loadConfig(production({ ...allSecrets(), BANK_0010_SERVICE_KEY: undefined }))).toThrow(/shipped in the repository: BANK_0010_SERVICE_KEY\.$/);
    expect(() => loadConfig(production({ ...allSecrets(), BANK_0010_SERVICE_KEY: 'k'.repeat(31) }))).toThrow(/BANK_0010_SERVICE_KEY \(32\)/);
    // A bank with no allowed addresses does not use the service and needs no key.
    expect(() => loadConfig(production({ ...allSecrets(), BANK_0064_SERVICE_KEY: undefined }))).not.toThrow();
  });

  it('refuses a shipped value padded with spaces', () => {
    expect(() => loadConfig(production({ ...allSecrets(), ALTCHA_HMAC_KEY: ' demo-altcha-hmac-key-change-me-at-least-32-chars \t' }))).toThrow(
      /shipped in the repository: ALTCHA_HMAC_KEY\.$/,
    );
  });

  it('reads a secret from a <NAME>_FILE path (container secrets)', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'secrets-'));
    const file = path.join(dir, 'jwt');
    writeFileSync(file, 'file-jwt-secret-0123456789abcdef0123456789abcdef\n');
    const config = loadConfig(production({ ...allSecrets(), JWT_SECRET: undefined, JWT_SECRET_FILE: file, BANK_0010_STORE_KEY_FILE: file, BANK_0010_STORE_KEY: undefined }));
    expect(config.secrets.jwtSecret).toBe('file-jwt-secret-0123456789abcdef0123456789abcdef');
    expect(config.secrets.banks['0010']?.storeKey).toBe('file-jwt-secret-0123456789abcdef0123456789abcdef');
    expect(() => loadConfig(production({ ...allSecrets(), JWT_SECRET: undefined, JWT_SECRET_FILE: path.join(dir, 'absent') }))).toThrow(/JWT_SECRET_FILE/);
  });

  describe('with every secret set', () => {
    const closers: (() => Promise<void>)[] = [];
    afterAll(async () => {
      for (const close of closers.reverse()) await close();
    });

    it('starts and answers its health checks, with the secrets from the environment', async () => {
      const config = loadConfig(production({ ...allSecrets(), ...deploymentConfig() }));
      expect(config.environment).toBe('production');
      expect(config.simulators).toBe(false);
      expect(config.secrets.jwtSecret).toBe(allSecrets().JWT_SECRET);
      expect(config.secrets.banks['0015']?.apiPassword).toBe('prod-api-password-0015');
      const copy = await emptyTestDatabase();
      const database = copy.open();
      closers.push(copy.drop, database.close);
      const app = await buildApp({ ...config, ...copy.config }, { database, logStream: { write: () => {} } });
      closers.push(() => app.close());
      expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
      expect((await app.inject({ method: 'GET', url: '/AppSetting.json' })).body).not.toContain('prod-');
    });
  });
});
