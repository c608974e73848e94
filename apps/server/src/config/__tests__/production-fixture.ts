import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const shippedFile = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../config/app-setting.json');
const shipped = JSON.parse(readFileSync(shippedFile, 'utf8')) as { payments: { banks: { bankCode: string; protocol: string }[] } };

/** A fresh value per secret, none of them from the repository. */
export function allSecrets(): Record<string, string> {
  const env: Record<string, string> = {
    JWT_SECRET: 'prod-jwt-secret-0123456789abcdef0123456789abcdef',
    ALTCHA_HMAC_KEY: 'prod-altcha-key-0123456789abcdef0123456789abcdef',
    MACHINE_KEY: 'prod-machine-key-0123456789abcdef0123456789',
    EDEVLET_CLIENT_SECRET: 'prod-edevlet-secret-0123456789',
    SMS_USERNAME: 'prod-sms-user',
    SMS_PASSWORD: 'prod-sms-password-0123456789',
  };
  for (const bank of shipped.payments.banks) {
    env[`BANK_${bank.bankCode}_API_PASSWORD`] = `prod-api-password-${bank.bankCode}`;
    if (bank.protocol === 'nestpay') env[`BANK_${bank.bankCode}_STORE_KEY`] = `prod-store-key-${bank.bankCode}`;
  }
  return env;
}

/**
 * A deployment's configuration file: the shipped one with the real outside addresses, as an
 * operator writes it (simulators are off in production, so relative addresses are refused).
 */
export function deploymentConfig(secretOverrides: Record<string, string> = {}): string {
  const config = JSON.parse(readFileSync(shippedFile, 'utf8'));
  config.identity.edevlet = {
    tokenUrl: 'https://giris.turkiye.gov.tr/OAuth2AuthorizationServer/AccessTokenController',
    personInfoUrl: 'https://giris.turkiye.gov.tr/OAuth2AuthorizationServer/AuthenticationController',
  };
  for (const bank of config.payments.banks) {
    for (const key of ['threeDUrl', 'apiUrl', 'queryUrl']) if (bank[key]) bank[key] = `https://bank-${bank.bankCode}.example${bank[key]}`;
  }
  Object.assign(config.secrets, secretOverrides);
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'deployment-')), 'app-setting.json');
  writeFileSync(file, JSON.stringify(config));
  return file;
}

export const production = (extra: Record<string, string | undefined>) => ({ NODE_ENV: 'production', WEB_DIST_DIR: 'none', ...extra });
