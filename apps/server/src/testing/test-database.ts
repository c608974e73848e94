import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, type DatabaseHandle } from '../db/kysely';
import { migrateToLatest } from '../db/migrate';
import { seedDemo } from '../seed';
import { STORY_TODAY } from '../seed/demo-calendar';

/**
 * The migrated and seeded demo municipality, built once per test run (vitest globalSetup)
 * and copied for every test app: migrating and seeding take about nine seconds, a copy about
 * one. PGlite copies a dump of its data folder; PostgreSQL copies a database (CREATE
 * DATABASE … TEMPLATE), since a schema cannot be copied.
 */
export type DemoTemplate = { engine: 'pglite'; dumpFile: string } | { engine: 'postgres'; database: string; copyPrefix: string };

/** An embedded database that lives in memory only. */
const IN_MEMORY = { databaseUrl: null, databaseSchema: null, dataDir: 'memory://' };

/** The schema the tables live in on PostgreSQL: a named one, as a tenant or a benchmark would use. */
const POSTGRES_SCHEMA = 'portal';

export interface BuiltTemplate {
  template: DemoTemplate;
  dispose(): Promise<void>;
}

export function testDatabaseUrl(): string | null {
  if (process.env.TEST_ENGINE !== 'postgres') return null;
  const url = process.env.TEST_DATABASE_URL;
  if (!url) throw new Error('TEST_ENGINE=postgres needs TEST_DATABASE_URL');
  return url;
}

/** The same server, another database. */
const urlOfDatabase = (url: string, database: string) => {
  const next = new URL(url);
  next.pathname = `/${database}`;
  return next.toString();
};

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function migrateAndSeed(handle: DatabaseHandle, schema: string | null): Promise<void> {
  await migrateToLatest(handle.db, schema);
  // The tests are written for the demo's story day, whatever the machine's clock says (`demo-calendar.ts`).
  await seedDemo(handle.db, { scale: 1, today: STORY_TODAY });
}

export async function buildDemoTemplate(): Promise<BuiltTemplate> {
  const url = testDatabaseUrl();
  if (url) {
    const run = randomBytes(5).toString('hex');
    const database = `ebelediye_template_${run}`;
    const copyPrefix = `ebelediye_test_${run}_`;
    await withClient(url, (client) => client.query(`create database ${database}`));
    // After the run, when every worker has exited: a copy a test left a connection open on is removed too.
    const dropAll = () =>
      withClient(url, async (client) => {
        const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname = $1 or starts_with(datname, $2)', [database, copyPrefix]);
        for (const { datname } of rows) await client.query(`drop database if exists ${datname} with (force)`);
      });
    try {
      const templateUrl = urlOfDatabase(url, database);
      await withClient(templateUrl, (client) => client.query(`create schema ${POSTGRES_SCHEMA}`));
      const handle = openDatabase({ databaseUrl: templateUrl, databaseSchema: POSTGRES_SCHEMA, dataDir: 'memory://' });
      await migrateAndSeed(handle, POSTGRES_SCHEMA).finally(() => handle.close());
    } catch (error) {
      await dropAll();
      throw error;
    }
    return { template: { engine: 'postgres', database, copyPrefix }, dispose: dropAll };
  }
  const handle = openDatabase(IN_MEMORY);
  const dump = await migrateAndSeed(handle, null)
    .then(() => handle.dumpDataDir!())
    .finally(() => handle.close());
  const folder = await mkdtemp(path.join(tmpdir(), 'ebelediye-demo-template-'));
  const dumpFile = path.join(folder, 'demo.tar');
  await writeFile(dumpFile, Buffer.from(await dump.arrayBuffer()));
  return { template: { engine: 'pglite', dumpFile }, dispose: () => rm(folder, { recursive: true, force: true }) };
}

export interface CopiedDatabase {
  config: { databaseUrl: string | null; databaseSchema: string | null; dataDir: string };
  open(): DatabaseHandle;
  /** Removes the copy (PostgreSQL); the embedded copy lives in memory and goes with its handle. */
  drop(): Promise<void>;
}

/** An empty database for the migrations to fill: in-memory PGlite, or a private schema in TEST_DATABASE_URL. */
export async function emptyTestDatabase(): Promise<CopiedDatabase> {
  const url = testDatabaseUrl();
  if (!url) return { config: IN_MEMORY, open: () => openDatabase(IN_MEMORY), drop: async () => {} };
  const schema = `t_${randomBytes(6).toString('hex')}`;
  await withClient(url, (client) => client.query(`create schema ${schema}`));
  const config = { databaseUrl: url, databaseSchema: schema, dataDir: 'memory://' };
  return {
    config,
    open: () => openDatabase(config),
    drop: () => withClient(url, (client) => client.query(`drop schema ${schema} cascade`)).then(() => undefined),
  };
}

/** A private copy of the template for one test app. */
export async function copyDemoTemplate(template: DemoTemplate): Promise<CopiedDatabase> {
  if (template.engine === 'pglite') {
    const dump = new Blob([await readFile(template.dumpFile)]);
    return { config: IN_MEMORY, open: () => openDatabase(IN_MEMORY, { loadDataDir: dump }), drop: async () => {} };
  }
  const url = testDatabaseUrl()!;
  const database = `${template.copyPrefix}${randomBytes(6).toString('hex')}`;
  await withClient(url, (client) => client.query(`create database ${database} template ${template.database}`));
  const config = { databaseUrl: urlOfDatabase(url, database), databaseSchema: POSTGRES_SCHEMA, dataDir: 'memory://' };
  return {
    config,
    open: () => openDatabase(config),
    // Not forced: a connection some test left open would be cut under its feet. The run's end removes what stays.
    drop: () =>
      withClient(url, (client) => client.query(`drop database if exists ${database}`)).then(
        () => undefined,
        () => undefined,
      ),
  };
}
