import { readFileSync } from 'node:fs';
import type { BankSecret, BankSetting } from './payment-settings';

/**
 * The secrets an operator must set for production, each by the name of its
 * environment variable. Every one can also come from a file: `<NAME>_FILE=/run/secrets/…`
 * (container secrets); the file's trailing newline is dropped.
 */
export interface SecretSources {
  jwtSecret: string;
  altchaHmacKey: string;
  machineKey: string;
  EDEVLET_CLIENT_SECRET: string;
  SMSUsername: string;
  SMSPassword: string;
  StoreKey: string;
  MerchantPassword: string;
  banks: Record<string, BankSecret>;
}

/** Top-level secret fields and the environment variable that sets each. */
export const secretEnvNames = {
  jwtSecret: 'JWT_SECRET',
  altchaHmacKey: 'ALTCHA_HMAC_KEY',
  machineKey: 'MACHINE_KEY',
  EDEVLET_CLIENT_SECRET: 'EDEVLET_CLIENT_SECRET',
  SMSUsername: 'SMS_USERNAME',
  SMSPassword: 'SMS_PASSWORD',
  StoreKey: 'STORE_KEY',
  MerchantPassword: 'MERCHANT_PASSWORD',
} as const satisfies Record<Exclude<keyof SecretSources, 'banks'>, string>;

/** Per-bank secret fields and the suffix of their variable: BANK_0010_STORE_KEY, BANK_0015_API_PASSWORD. */
export const bankSecretEnvSuffixes = { storeKey: 'STORE_KEY', apiUser: 'API_USER', apiPassword: 'API_PASSWORD', serviceKey: 'SERVICE_KEY' } as const satisfies Record<
  keyof BankSecret,
  string
>;

export const bankSecretEnvName = (bankCode: string, field: keyof BankSecret) => `BANK_${bankCode}_${bankSecretEnvSuffixes[field]}`;

/** `NAME` from the environment, else the content of the file `NAME_FILE` names, else undefined. */
export function secretFromEnv(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const direct = env[name];
  if (direct !== undefined && direct !== '') return direct;
  const file = env[`${name}_FILE`];
  if (file === undefined || file === '') return undefined;
  let content: string;
  try {
    content = readFileSync(file, 'utf8');
  } catch {
    throw new Error(`${name}_FILE names a file that cannot be read: ${file}`);
  }
  return content.replace(/\r?\n$/, '');
}

/** Overlays every secret set in the environment (or a `_FILE`) on the ones from the configuration file. */
export function applySecretEnv<T extends SecretSources>(secrets: T, env: NodeJS.ProcessEnv, banks: BankSetting[]): T {
  const result: T = { ...secrets, banks: { ...secrets.banks } };
  for (const [field, name] of Object.entries(secretEnvNames) as [keyof typeof secretEnvNames, string][]) {
    const value = secretFromEnv(env, name);
    if (value !== undefined) result[field] = value as T[typeof field];
  }
  for (const bank of banks) {
    const current: BankSecret = { storeKey: '', apiUser: '', apiPassword: '', serviceKey: '', ...result.banks[bank.bankCode] };
    for (const field of Object.keys(bankSecretEnvSuffixes) as (keyof BankSecret)[]) {
      const value = secretFromEnv(env, bankSecretEnvName(bank.bankCode, field));
      if (value !== undefined) current[field] = value;
    }
    result.banks[bank.bankCode] = current;
  }
  return result;
}

/**
 * How long a production secret must be. Keys the municipality makes itself sign tokens and
 * payment proofs, so they must resist guessing: 32 characters or more. Credentials an outside
 * party issues (the SMS operator, a bank, e-Devlet) are as long as that party makes them, so
 * only an obvious placeholder is refused; a user name is no secret and has no minimum.
 */
export const SELF_MADE_SECRET_MIN_LENGTH = 32;
export const ISSUED_SECRET_MIN_LENGTH = 8;

export interface RequiredSecret {
  name: string;
  value: string;
  minLength: number;
}

/** The secrets production needs, with the variable that sets each and its least length. */
export function requiredSecrets(secrets: SecretSources, banks: BankSetting[], edevletLogin: boolean): RequiredSecret[] {
  const selfMade = (['jwtSecret', 'altchaHmacKey', 'machineKey'] as const).map((field) => ({ field, minLength: SELF_MADE_SECRET_MIN_LENGTH }));
  const issued: { field: keyof typeof secretEnvNames; minLength: number }[] = [
    { field: 'SMSUsername', minLength: 1 },
    { field: 'SMSPassword', minLength: ISSUED_SECRET_MIN_LENGTH },
    ...(edevletLogin ? [{ field: 'EDEVLET_CLIENT_SECRET' as const, minLength: ISSUED_SECRET_MIN_LENGTH }] : []),
  ];
  const required: RequiredSecret[] = [...selfMade, ...issued].map(({ field, minLength }) => ({ name: secretEnvNames[field], value: secrets[field], minLength }));
  for (const bank of banks) {
    const secret = secrets.banks[bank.bankCode];
    // Nestpay signs with the store key and queries with the API password; PayFlex needs only its merchant password.
    const fields: (keyof BankSecret)[] = bank.protocol === 'nestpay' ? ['storeKey', 'apiPassword'] : ['apiPassword'];
    for (const field of fields) required.push({ name: bankSecretEnvName(bank.bankCode, field), value: secret?.[field] ?? '', minLength: ISSUED_SECRET_MIN_LENGTH });
    // A bank allowed to call the collection service signs with a key the municipality makes and hands over.
    if (bank.allowedAddresses.length > 0)
      required.push({ name: bankSecretEnvName(bank.bankCode, 'serviceKey'), value: secret?.serviceKey ?? '', minLength: SELF_MADE_SECRET_MIN_LENGTH });
  }
  return required;
}

/** Every string value in the shipped configuration's secrets, trimmed: none of them may run in production. */
export function shippedSecretValues(shippedSecrets: unknown): Set<string> {
  const values = new Set<string>();
  const walk = (value: unknown) => {
    if (typeof value === 'string') {
      if (value.trim() !== '') values.add(value.trim());
    } else if (value && typeof value === 'object') {
      for (const inner of Object.values(value)) walk(inner);
    }
  };
  walk(shippedSecrets);
  return values;
}

/**
 * Production refuses to start when a secret is missing, is one shipped in the repository (a
 * token or a bank callback could be forged with it; padding it with spaces does not make it
 * another), or is shorter than its kind needs. The message names the variables only, never a value.
 */
export function assertProductionSecrets(secrets: SecretSources, banks: BankSetting[], edevletLogin: boolean, shipped: Set<string>) {
  const missing: string[] = [];
  const shippedUsed: string[] = [];
  const short: string[] = [];
  for (const { name, value, minLength } of requiredSecrets(secrets, banks, edevletLogin)) {
    const trimmed = value.trim();
    if (trimmed === '') missing.push(name);
    else if (shipped.has(trimmed)) shippedUsed.push(name);
    else if (trimmed.length < minLength) short.push(`${name} (${minLength})`);
  }
  if (missing.length === 0 && shippedUsed.length === 0 && short.length === 0) return;
  const parts = [
    ...(missing.length ? [`missing: ${missing.join(', ')}`] : []),
    ...(shippedUsed.length ? [`still the value shipped in the repository: ${shippedUsed.join(', ')}`] : []),
    ...(short.length ? [`shorter than the least length in characters: ${short.join(', ')}`] : []),
  ];
  throw new Error(`Refusing to start in production; set these secrets in the environment or as <NAME>_FILE (see docs/operations.md, "Production settings") — ${parts.join('; ')}.`);
}
