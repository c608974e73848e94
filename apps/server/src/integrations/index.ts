import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { AppConfig } from '../config/app-config';
import type { Db } from '../db/kysely';
import { BankAdapters } from './banks';
import { registerNestpaySimulator } from './banks/simulator-nestpay';
import { registerPayflexSimulator } from './banks/simulator-payflex';
import { EdevletAdapter } from './edevlet/adapter';
import { registerEdevletSimulator } from './edevlet/simulator';
import { registerMailSimulator } from './mail/simulator';
import { SimulatorMailTransport, SmtpMailTransport, type MailTransport } from './mail/transport';
import { simulatorAwareFetch } from './simulator-fetch';
import { registerSimulatorAssets } from './simulator-page';
import { SmsGateway } from './sms/gateway';
import { DemoSmsProvider } from './sms/provider';
import { registerSmsSimulator } from './sms/simulator';

export interface Integrations {
  sms: SmsGateway;
  edevlet: EdevletAdapter;
  banks: BankAdapters;
  /** Null when neither SMTP_URL nor the simulators are set: e-mail stays queued. */
  mail: MailTransport | null;
}

/**
 * The adapters to outside systems (docs/architecture.md §6). With simulators on, the SMS provider is
 * the demo one (the outbox is its inbox) and relative e-Devlet addresses reach /sim/edevlet.
 */
export function createIntegrations(app: FastifyInstance, config: AppConfig, db: Db, now: () => Date): Integrations {
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
  const bankUrls = config.payments.banks.flatMap((b) => [b.threeDUrl, b.apiUrl, b.queryUrl].filter(Boolean));
  if (!config.simulators && bankUrls.some((url) => url.startsWith('/'))) {
    throw new Error('The bank addresses must be absolute when simulators are off.');
  }
  const log: FastifyBaseLogger = app.log;
  const banks = new BankAdapters(config, simulatorAwareFetch(app, config.simulators), now);
  return {
    sms: new SmsGateway(config.simulators ? new DemoSmsProvider() : null, now, config.municipality.sms.senderName, log),
    edevlet,
    banks,
    mail: mailTransport(app, config, db, now),
  };
}

/** Whether anything can send e-mail: SMTP_URL, or the simulator's inbox when simulators are on (else mail stays queued). */
export const mailTransportConfigured = (config: Pick<AppConfig, 'smtpUrl' | 'simulators'>) => Boolean(config.smtpUrl) || config.simulators;

/** SMTP when SMTP_URL is set (also in development, to try a real server), else the simulator's inbox when simulators are on. */
function mailTransport(app: FastifyInstance, config: AppConfig, db: Db, now: () => Date): MailTransport | null {
  if (config.smtpUrl) {
    const smtp = new SmtpMailTransport(config.smtpUrl, config.notifications.mailFrom);
    app.addHook('onClose', async () => smtp.close());
    return smtp;
  }
  return config.simulators ? new SimulatorMailTransport(db, config.notifications.mailFrom, now) : null;
}

/** The simulators' pages and endpoints under /sim/, only when simulators are on. */
export async function registerSimulators(app: FastifyInstance, config: AppConfig, db: Db, now: () => Date): Promise<void> {
  if (!config.simulators) return;
  registerSimulatorAssets(app);
  registerSmsSimulator(app, db);
  registerMailSimulator(app, db);
  await registerEdevletSimulator(app, config, now);
  await registerNestpaySimulator(app, config, db, now);
  await registerPayflexSimulator(app, config, db, now);
}
