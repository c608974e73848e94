import type { OperationName, RequestOf } from '@ebelediye/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config/app-config';
import type { Db } from '../db/kysely';
import { migrateToLatest } from '../db/migrate';
import { copyDemoTemplate, emptyTestDatabase, type DemoTemplate } from './test-database';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Set by `global-setup.ts`: the demo database every test app starts from. */
    demoTemplate: DemoTemplate;
  }
}

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  config: AppConfig;
  engine: 'pglite' | 'postgres';
  /** POST /api/<name> as a browser would. */
  call<N extends OperationName>(name: N, body?: RequestOf<N> | Record<string, unknown>, token?: string): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  now?: () => Date;
  configure?: (config: AppConfig) => AppConfig;
  seed?: boolean;
  /** Receives the server's log lines (at the configured level) instead of discarding them. */
  logStream?: { write(line: string): void };
}

/**
 * Identity settings for tests: a human-verification challenge the test solves in
 * milliseconds, and a cheap scrypt cost for passwords the tests set. ALTCHA checks a
 * challenge's expiry against the real clock as well as the portal's own: a test clock that is
 * behind the real one would make every challenge expired to ALTCHA, so the challenge lives
 * that much longer (ten minutes when the clocks agree).
 */
const testIdentity = (identity: AppConfig['identity'], now?: () => Date): AppConfig['identity'] => ({
  ...identity,
  passwordHashCost: 1024,
  humanVerification: {
    algorithm: 'SHA-256',
    cost: 1,
    counterMin: 1,
    counterMax: 50,
    expiresSeconds: 600 + Math.max(0, Math.ceil((Date.now() - (now?.() ?? new Date()).getTime()) / 1000)),
  },
});

/**
 * A server on its own copy of the demo database (in-memory PGlite, or — when the suite runs
 * against PostgreSQL, TEST_ENGINE=postgres — a database in TEST_DATABASE_URL's server),
 * removed on close. With `seed: false`, on an empty migrated database instead.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const base = loadConfig({ ...process.env, NODE_ENV: 'test', WEB_DIST_DIR: 'none', SIMULATORS: '1' });
  const copy = options.seed === false ? await emptyTestDatabase() : await copyDemoTemplate(inject('demoTemplate'));
  const config: AppConfig = (options.configure ?? ((c) => c))({ ...base, identity: testIdentity(base.identity, options.now), ...copy.config });
  const database = copy.open();
  if (options.seed === false) await migrateToLatest(database.db, copy.config.databaseSchema);
  const app = await buildApp(config, { database, ...(options.now ? { now: options.now } : {}), ...(options.logStream ? { logStream: options.logStream } : {}) });

  return {
    app,
    db: database.db,
    config,
    engine: database.engine,
    call: (name, body = {}, token) =>
      app.inject({
        method: 'POST',
        url: `/api/${name}`,
        headers: token ? { authorization: `Bearer ${token}` } : {},
        payload: body as Record<string, unknown>,
      }),
    close: async () => {
      await app.close();
      await database.close();
      await copy.drop();
    },
  };
}
