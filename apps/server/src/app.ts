import { defaultMaxBodyBytes, useTurkishValidationMessages } from '@ebelediye/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { randomUUID } from 'node:crypto';
import { sessionCheck } from './accounts/session-tokens';
import type { AppConfig } from './config/app-config';
import { publicSettingOf } from './config/public-setting';
import { openDatabase, type DatabaseHandle } from './db/kysely';
import { createIntegrations, mailTransportConfigured, registerSimulators } from './integrations';
import { registerSignupRoute } from './modules/membership/signup-route';
import { registerPaymentRoutes } from './modules/payment/callback-route';
import { registerBankServiceRoutes } from './modules/bank-service/routes';
import { roleCheck } from './modules/back-office/roles';
import { handlers } from './modules/handlers';
import { paymentJobs } from './modules/payment/reconcile';
import { breakingJob } from './modules/restructuring/breaking-schedule';
import { hasAccessSubject, recordAccessLogger } from './modules/my-data/access-log';
import { notificationJobs } from './modules/notifications/jobs';
import { queuedMailWarnings } from './modules/notifications/mail-warnings';
import { waterApplicationJobs } from './modules/water-applications/expiry';
import { waterLateDebtJobs } from './modules/water-late-debts/operations';
import { createNotifier } from './modules/notifications/notifier';
import { employeeCheck } from './modules/staff/employee';
import { registerApiDocs } from './platform/api-docs';
import { registerCompression } from './platform/compression';
import { registerErrorHandler } from './platform/error-handler';
import { registerJsonBody } from './platform/json-body';
import { registerMunicipalityFiles } from './platform/municipality-files';
import { registerHealth } from './platform/health';
import { missingHolidaysWarnings } from './reference-data/holiday-warnings';
import { JobRunner } from './platform/jobs';
import { loggerOptions } from './platform/logger';
import { prettyStream } from './platform/pretty-log';
import { createRateLimiter } from './platform/rate-limit';
import { ReferenceCache } from './platform/reference-cache';
import { registerOperations } from './platform/register-operations';
import { registerSecurityHeaders } from './platform/security-headers';
import { registerWebApp } from './platform/web-app';

export interface AppDependencies {
  /** An open database; when absent the app opens the one the config names and closes it on shutdown. */
  database?: DatabaseHandle;
  /** The clock (tests move it). */
  now?: () => Date;
  /** Where log lines go (tests read them to prove that no ID number or token is logged). */
  logStream?: { write(line: string): void };
}

declare module 'fastify' {
  interface FastifyInstance {
    database: DatabaseHandle;
    /** Background jobs, run once across copies (tests tick them by hand). */
    jobs: JobRunner;
  }
}

/** The whole server as a value: tests and main both build it (docs/architecture.md §2). */
export async function buildApp(config: AppConfig, deps: AppDependencies = {}): Promise<FastifyInstance> {
  useTurkishValidationMessages();
  const database = deps.database ?? openDatabase(config);
  const now = deps.now ?? (() => new Date());

  const app = Fastify({
    logger: deps.logStream
      ? loggerOptions(config.logLevel, deps.logStream)
      : config.environment === 'test'
        ? false
        : loggerOptions(config.logLevel, config.logFormat === 'pretty' ? prettyStream() : undefined),
    // Behind our proxy the request id it made (X-Request-Id) is kept, so its access log and ours match.
    genReqId: (request) => {
      const fromProxy = config.trustedProxies ? request.headers['x-request-id'] : undefined;
      return typeof fromProxy === 'string' && /^[A-Za-z0-9-]{8,64}$/.test(fromProxy) ? fromProxy : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: config.trustedProxies ?? false,
    // Routes outside the registry (sign-up, callbacks) read small bodies; each operation sets its own limit.
    bodyLimit: defaultMaxBodyBytes,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.decorate('database', database);
  database.onConnectionLost((error) => app.log.error({ err: error }, 'database connection lost'));
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Set as the request arrives, with a plain hook: every answer, an error's too, carries it, and an
  // async onSend hook cost a promise on every request (measured in bench/).
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  if (!deps.database) app.addHook('onClose', async () => database.close());

  registerErrorHandler(app);
  registerJsonBody(app);
  await registerCompression(app);
  // The bank 3-D pages the payment windows post to (absolute addresses only; simulators are same-origin).
  registerSecurityHeaders(app, [...new Set(config.payments.banks.filter((b) => /^https:\/\//.test(b.threeDUrl)).map((b) => new URL(b.threeDUrl).origin))]);
  await registerApiDocs(app, config.publicSetting.MunicipalityName);
  const jobs = new JobRunner(database.db, now, app.log);
  app.decorate('jobs', jobs);
  registerHealth(app, database.db, jobs, [() => missingHolidaysWarnings(database.db, now()), () => queuedMailWarnings(database.db, mailTransportConfigured(config))]);

  app.get('/AppSetting.json', async (_request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return publicSettingOf(config);
  });
  registerMunicipalityFiles(app, config.municipality.files);

  const limiter = createRateLimiter(config, now);
  app.addHook('onClose', async () => limiter.close());
  const integrations = createIntegrations(app, config, database.db, now);
  const services = { limiter, ...integrations, notifier: createNotifier({ db: database.db, config, now, log: app.log, sms: integrations.sms, mail: integrations.mail }) };
  await registerSimulators(app, config, database.db, now);
  registerSignupRoute(app, { db: database.db, config, now, services });
  registerPaymentRoutes(app, { db: database.db, config, now, services });
  registerBankServiceRoutes(app, { db: database.db, config, now });

  registerOperations(app, {
    db: database.db,
    config,
    handlers,
    now,
    cache: new ReferenceCache(),
    services,
    isSessionLive: sessionCheck(database.db),
    isActiveEmployee: employeeCheck(database.db),
    holdsRole: roleCheck(database.db),
    accessLog: { write: recordAccessLogger(database.db), covers: hasAccessSubject },
  });
  for (const job of paymentJobs({ db: database.db, config, now, log: app.log, services })) jobs.register(job);
  for (const job of notificationJobs({ db: database.db, config, now, log: app.log, sms: services.sms, mail: services.mail })) jobs.register(job);
  for (const job of waterApplicationJobs({ db: database.db, config, now, log: app.log, sms: services.sms })) jobs.register(job);
  for (const job of waterLateDebtJobs(database.db, now)) jobs.register(job);
  if (config.environment !== 'test') {
    jobs.register(breakingJob(database.db, now, app.log));
    // Each copy looks every few seconds; the claim makes one of them run each interval.
    jobs.start(Math.min(5_000, config.payments.reconcileIntervalSeconds * 1000 || 5_000));
  }
  // Closing waits for a job run in progress (graceful shutdown), before the database closes.
  app.addHook('onClose', async () => jobs.stop());
  await registerWebApp(app, config.webDistDir, publicSettingOf(config));
  return app;
}
