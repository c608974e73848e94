import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type Engine = 'pglite' | 'postgres';

/** A database made for one run: the environment that points the portal at it, and how to remove it. */
export interface BenchDatabase {
  engine: Engine;
  env: Record<string, string>;
  drop(): Promise<void>;
}

async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** An embedded database in a fresh temporary folder. */
async function createPglite(): Promise<BenchDatabase> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ebelediye-bench-'));
  return { engine: 'pglite', env: { DATA_DIR: path.join(dir, 'db') }, drop: () => rm(dir, { recursive: true, force: true }) };
}

/** A private schema in the PostgreSQL database, so the run never touches anyone's tables. */
async function createPostgres(url: string): Promise<BenchDatabase> {
  const schema = `bench_${randomBytes(5).toString('hex')}`;
  await withClient(url, (client) => client.query(`create schema ${schema}`));
  return {
    engine: 'postgres',
    env: { DATABASE_URL: url, DATABASE_SCHEMA: schema },
    drop: async () => {
      await withClient(url, (client) => client.query(`drop schema if exists ${schema} cascade`));
    },
  };
}

export function createDatabase(engine: Engine, postgresUrl: string): Promise<BenchDatabase> {
  return engine === 'pglite' ? createPglite() : createPostgres(postgresUrl);
}

/** Fails early, with the address, when PostgreSQL cannot be reached. */
export async function checkPostgres(url: string): Promise<string> {
  const safeUrl = url.replace(/\/\/([^:@/]+):[^@/]*@/, '//$1:***@');
  try {
    return await withClient(url, async (client) => (await client.query<{ v: string }>("select current_setting('server_version') as v")).rows[0]?.v ?? '?');
  } catch (error) {
    throw new Error(`PostgreSQL at ${safeUrl} is not reachable (${(error as Error).message}); set BENCH_DATABASE_URL or use --engine pglite`);
  }
}
