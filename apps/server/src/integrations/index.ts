import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/app-config';
import type { Db } from '../db/kysely';
import { EdevletAdapter } from './edevlet/adapter';
import { registerEdevletSimulator } from './edevlet/simulator';
import { simulatorAwareFetch } from './simulator-fetch';
import { registerSimulatorAssets } from './simulator-page';
import { SmsGateway } from './sms/gateway';
import { DemoSmsProvider } from './sms/provider';
import { registerSmsSimulator } from './sms/simulator';

export interface Integrations {
  sms: SmsGateway;
  edevlet: EdevletAdapter;
}

/**
 * The adapters to outside systems (architecture §6). With simulators on, the SMS provider is
 * the demo one (the outbox is its inbox) and relative e-Devlet addresses reach /sim/edevlet.
 */
export function createIntegrations(app: FastifyInstance, config: AppConfig, now: () => Date): Integrations {
  const { tokenUrl, personInfoUrl } = config.identity.edevlet;
  if (!config.simulators && [tokenUrl, personInfoUrl].some((url) => url.startsWith('/'))) {
    throw new Error('The e-Devlet token and person-info addresses must be absolute when simulators are off.');
  }
  const edevlet = new EdevletAdapter(
    {
      authorizationUrl: config.publicSetting.EDEVLET_AUTHORIZATION_URL,
      tokenUrl,
      personInfoUrl,
      clientId: config.publicSetting.EDEVLET_CLIENT_ID,
      clientSecret: config.secrets.EDEVLET_CLIENT_SECRET,
    },
    simulatorAwareFetch(app, config.simulators),
  );
  const log: FastifyBaseLogger = app.log;
  return { sms: new SmsGateway(config.simulators ? new DemoSmsProvider() : null, now, log), edevlet };
}

/** The simulators' pages and endpoints under /sim/, only when simulators are on. */
export async function registerSimulators(app: FastifyInstance, config: AppConfig, db: Db, now: () => Date): Promise<void> {
  if (!config.simulators) return;
  registerSimulatorAssets(app);
  registerSmsSimulator(app, db);
  await registerEdevletSimulator(app, config, now);
}
