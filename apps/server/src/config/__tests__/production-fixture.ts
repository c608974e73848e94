import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const configDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../config');
const shippedFile = path.join(configDir, 'app-setting.json');
const shippedMunicipality = path.join(configDir, 'municipalities/antakya/municipality.json');
const shipped = JSON.parse(readFileSync(shippedMunicipality, 'utf8')) as { payments: { banks: { bankCode: string; protocol: string; allowedAddresses?: string[] }[] } };

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
    if (bank.allowedAddresses?.length) env[`BANK_${bank.bankCode}_SERVICE_KEY`] = `prod-collection-service-key-${bank.bankCode}-0123456789`;
  }
  return env;
}

/**
 * A deployment's configuration: the shipped settings file with the real e-Devlet addresses and the
 * shipped municipality file with the banks' real addresses, as an operator writes them (simulators
 * are off in production, so relative addresses are refused). Answers the two variables that name them.
 */
export function deploymentConfig(secretOverrides: Record<string, string> = {}): { CONFIG_FILE: string; MUNICIPALITY_FILE: string } {
  const dir = mkdtempSync(path.join(tmpdir(), 'deployment-'));
  const config = JSON.parse(readFileSync(shippedFile, 'utf8'));
  config.identity.edevlet = {
    tokenUrl: 'https://giris.turkiye.gov.tr/OAuth2AuthorizationServer/AccessTokenController',
    personInfoUrl: 'https://giris.turkiye.gov.tr/OAuth2AuthorizationServer/AuthenticationController',
  };
  Object.assign(config.secrets, secretOverrides);
  const municipality = JSON.parse(readFileSync(shippedMunicipality, 'utf8'));
  for (const bank of municipality.payments.banks) {
    for (const key of ['threeDUrl', 'apiUrl', 'queryUrl']) if (bank[key]) bank[key] = `https://bank-${bank.bankCode}.example${bank[key]}`;
  }
  const files = { CONFIG_FILE: path.join(dir, 'app-setting.json'), MUNICIPALITY_FILE: path.join(dir, 'municipality.json') };
  writeFileSync(files.CONFIG_FILE, JSON.stringify(config));
  writeFileSync(files.MUNICIPALITY_FILE, JSON.stringify(municipality));
  copyFileSync(path.join(path.dirname(shippedMunicipality), municipality.seal), path.join(dir, municipality.seal));
  return files;
}

export const production = (extra: Record<string, string | undefined>) => ({ NODE_ENV: 'production', WEB_DIST_DIR: 'none', ...extra });
