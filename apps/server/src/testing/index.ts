import { randomBytes } from 'node:crypto';
import type { OperationName, RequestOf } from '@ebelediye/contract';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { buildApp } from '../app';
import { loadConfig, type AppConfig } from '../config/app-config';
import { openDatabase, type Db } from '../db/kysely';
import { migrateToLatest } from '../db/migrate';
import { seedDemo } from '../db/seed';

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
 * milliseconds, and a cheap scrypt cost for passwords the tests set.
 */
const testIdentity = (identity: AppConfig['identity']): AppConfig['identity'] => ({
  ...identity,
  passwordHashCost: 1024,
  humanVerification: { algorithm: 'SHA-256', cost: 1, counterMin: 1, counterMax: 50, expiresSeconds: 600 },
});

/**
 * A server on a fresh demo database: in-memory PGlite, or — when the suite runs against
 * PostgreSQL (TEST_ENGINE=postgres) — a private schema in TEST_DATABASE_URL, dropped on close.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const base = loadConfig({ ...process.env, NODE_ENV: 'test', WEB_DIST_DIR: 'none', SIMULATORS: '1' });
  const usePostgres = process.env.TEST_ENGINE === 'postgres';
  const databaseUrl = usePostgres ? process.env.TEST_DATABASE_URL : undefined;
  if (usePostgres && !databaseUrl) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  const schema = usePostgres ? `t_${randomBytes(6).toString('hex')}` : null;
  if (schema) await withClient(databaseUrl!, (client) => client.query(`create schema ${schema}`));

  const config: AppConfig = (options.configure ?? ((c) => c))({
    ...base,
    identity: testIdentity(base.identity),
    databaseUrl: databaseUrl ?? null,
    databaseSchema: schema,
    dataDir: 'memory://',
  });
  const database = openDatabase(config);
  await migrateToLatest(database.db, schema);
  if (options.seed !== false) await seedDemo(database.db);
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
      if (schema) await withClient(databaseUrl!, (client) => client.query(`drop schema ${schema} cascade`));
    },
  };
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
