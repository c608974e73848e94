import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { PublicAppSetting } from '@ebelediye/contract';
import { z } from 'zod';
import { identitySettingsSchema, type IdentitySettings } from './identity-settings';
import { loadMunicipalityFile, shippedMunicipalityFile, type MunicipalityConfig } from './municipality-file';
import { notificationSettingsSchema, type NotificationSettings } from './notification-settings';
import { bankSecretSchema, paymentSettingsSchema, type PaymentSettings } from './payment-settings';
import { publicSettingFromMunicipality } from './municipality-public-setting';
import { repoRoot, serverRoot } from './server-files';
import { applySecretEnv, assertProductionSecrets, secretFromEnv, shippedSecretValues } from './secret-settings';

/** The configuration in the repository: its secrets are public, so production may not use them. */
const shippedConfigFile = path.join(serverRoot, 'config/app-setting.json');

const secretsSchema = z.object({
  StoreKey: z.string().min(1),
  MerchantId: z.string().min(1),
  MerchantPassword: z.string().min(1),
  SMSUsername: z.string(),
  SMSPassword: z.string(),
  TransmissionID: z.string(),
  SMSMunicipalityCode: z.string(),
  machineKey: z.string().min(1),
  validationKey: z.string().min(1),
  SystemUser: z.string(),
  VPosTerminalNo: z.string(),
  VPosWebRequestUrl: z.string(),
  ThreeDSecureWebRequestUrl: z.string(),
  BankRequesUrl: z.string(),
  EDEVLET_CLIENT_SECRET: z.string(),
  jwtSecret: z.string().min(32),
  /** Signs ALTCHA challenges (docs/architecture.md §5). */
  altchaHmacKey: z.string().min(32),
  /** Per-bank store keys and API passwords, by bank code (payments). */
  banks: z.record(z.string(), bankSecretSchema),
});

const fileSchema = z.object({
  secrets: secretsSchema,
  identity: identitySettingsSchema,
  // The banks and their merchants are the municipality's (its file); their secrets stay here.
  payments: paymentSettingsSchema.omit({ banks: true }),
  notifications: notificationSettingsSchema.default(notificationSettingsSchema.parse({})),
});

/**
 * What the municipality file took over from the settings file and the environment: a settings
 * file or a variable that still sets one would make a portal half one municipality, half another.
 */
function refuseMovedSettings(raw: Record<string, unknown>, env: NodeJS.ProcessEnv, file: string) {
  const moved = [
    ...('publicSetting' in raw ? [`"publicSetting" in ${file}`] : []),
    ...(raw.payments && typeof raw.payments === 'object' && 'banks' in raw.payments ? [`"payments.banks" in ${file}`] : []),
    ...(raw.notifications && typeof raw.notifications === 'object' && 'mailFrom' in raw.notifications ? [`"notifications.mailFrom" in ${file}`] : []),
    ...['COUNTY_CODE', 'COUNTY_NAME', 'MUNICIPALITY_NAME'].filter((name) => env[name]),
  ];
  if (moved.length === 0) return;
  throw new Error(
    `Belediyenin kimliği, bankaları ve gönderici adresleri artık belediye dosyasındadır (MUNICIPALITY_FILE); kaldırın / ` +
      `the municipality's identity, banks and senders now live in the municipality file (MUNICIPALITY_FILE, docs/operations.md "The municipality file"); remove: ${moved.join(', ')}`,
  );
}

export type Secrets = z.infer<typeof secretsSchema>;

export interface AppConfig {
  environment: 'production' | 'development' | 'test';
  host: string;
  port: number;
  logLevel: string;
  /** 'json' (production, log collectors) or 'pretty' (development at a terminal). */
  logFormat: 'json' | 'pretty';
  /** postgres://… for a PostgreSQL server; unset for the embedded database. */
  databaseUrl: string | null;
  /** Where the embedded database lives; 'memory://' keeps it in memory (tests). */
  dataDir: string;
  /** PostgreSQL schema to work in (tests isolate themselves with one each). */
  databaseSchema: string | null;
  simulators: boolean;
  /** DEMO_DATA=1: an empty database gets the demo municipality at start (never in production). */
  demoData: boolean;
  redisUrl: string | null;
  /**
   * The proxies whose X-Forwarded-For is believed (addresses or CIDRs, comma-separated).
   * Unset: none, so a client cannot forge its address past the per-address rate limits.
   */
  trustedProxies: string | null;
  /** The built web app to serve, or null to serve the API only. */
  webDistDir: string | null;
  /** Who this portal is: the municipality file (MUNICIPALITY_FILE). */
  municipality: MunicipalityConfig;
  /** The public start-up fields, derived from the municipality file. */
  publicSetting: PublicAppSetting;
  secrets: Secrets;
  identity: IdentitySettings;
  payments: PaymentSettings;
  notifications: NotificationSettings & { mailFrom: string };
  /** smtp(s)://user:pass@host:port for outgoing e-mail; unset: mail stays queued (or goes to /sim/mail with simulators). */
  smtpUrl: string | null;
}

/** The folder a command was started from: npm runs a workspace's script in the workspace, and says where its caller was in INIT_CWD. */
export const callerDirectory = (env: NodeJS.ProcessEnv = process.env): string => env.INIT_CWD ?? process.cwd();

const booleanFlag = (value: string | undefined, fallback: boolean) => (value === undefined || value === '' ? fallback : ['1', 'true', 'yes', 'on'].includes(value.toLowerCase()));

/** Reads the configuration file plus environment — the only place that reads process.env. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const file = env.CONFIG_FILE ?? shippedConfigFile;
  const raw = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  refuseMovedSettings(raw, env, file);
  const fileSettings = fileSchema.parse(raw);
  const environment = (env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development') as AppConfig['environment'];
  const municipality = loadMunicipalityFile(env.MUNICIPALITY_FILE ? path.resolve(callerDirectory(env), env.MUNICIPALITY_FILE) : shippedMunicipalityFile);
  const publicSetting = publicSettingFromMunicipality(municipality, booleanFlag(env.EDEVLET_LOGIN_DISABLED, municipality.edevlet.loginDisabled));
  const parsed = { ...fileSettings, payments: { ...fileSettings.payments, banks: municipality.payments.banks } };
  const secrets = applySecretEnv(parsed.secrets, env, parsed.payments.banks);
  if (environment === 'production') {
    const shipped = shippedSecretValues(JSON.parse(readFileSync(shippedConfigFile, 'utf8')).secrets);
    assertProductionSecrets(secrets, parsed.payments.banks, !publicSetting.IsEDevletLoginDisable, shipped);
  }
  const demoData = booleanFlag(env.DEMO_DATA, false);
  if (demoData && environment === 'production') {
    throw new Error('Demo data cannot be made in production: unset DEMO_DATA.');
  }
  const simulators = booleanFlag(env.SIMULATORS, environment !== 'production');
  if (simulators && environment === 'production') {
    throw new Error('Simulators cannot run in production: unset SIMULATORS or set it to 0.');
  }
  const webDist = env.WEB_DIST_DIR ?? path.join(repoRoot, 'apps/web/dist');
  return {
    environment,
    host: env.HOST ?? '127.0.0.1',
    port: Number(env.PORT ?? 3000),
    // Development shows warnings and errors (LOG_LEVEL=info adds every request); production logs requests.
    logLevel: env.LOG_LEVEL || (environment === 'development' ? 'warn' : 'info'),
    logFormat: env.LOG_FORMAT === 'json' || env.LOG_FORMAT === 'pretty' ? env.LOG_FORMAT : environment === 'development' ? 'pretty' : 'json',
    // Both carry passwords: like the secrets, they may come from a file (DATABASE_URL_FILE, REDIS_URL_FILE).
    databaseUrl: secretFromEnv(env, 'DATABASE_URL') ?? null,
    dataDir: env.DATA_DIR ?? path.join(repoRoot, 'data'),
    databaseSchema: env.DATABASE_SCHEMA || null,
    simulators,
    demoData,
    redisUrl: secretFromEnv(env, 'REDIS_URL') ?? null,
    trustedProxies: env.TRUSTED_PROXIES || null,
    webDistDir: webDist === 'none' ? null : webDist,
    municipality,
    publicSetting,
    secrets: secretsSchema.parse(secrets),
    identity: parsed.identity,
    payments: parsed.payments,
    notifications: { ...parsed.notifications, mailFrom: municipality.mailFrom },
    smtpUrl: secretFromEnv(env, 'SMTP_URL') ?? null,
  };
}
