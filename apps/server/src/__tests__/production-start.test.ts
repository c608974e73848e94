import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadConfig, type AppConfig } from '../config/app-config';
import { allSecrets, deploymentConfig, production } from '../config/__tests__/production-fixture';
import { openDatabase, type DatabaseHandle, type Db } from '../db/kysely';
import { prepareDatabase, StartRefused } from '../start-up';
import { createTestApp } from '../testing';
import { DEMO_PASSWORD, signInResponse } from '../testing/identity';
import { copyDemoTemplate, emptyTestDatabase, type CopiedDatabase } from '../testing/test-database';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A file of the compiled server; `npm run test:server` builds it before the suite. */
function compiled(file: string): string {
  const built = path.join(serverDir, 'dist', file);
  if (!existsSync(built)) throw new Error(`${built} is missing: run \`npm run build:server\` first`);
  return built;
}
const productionEnv = () => production({ ...allSecrets(), ...deploymentConfig() });
const productionConfig = (database: CopiedDatabase['config']): AppConfig => ({ ...loadConfig(productionEnv()), ...database });

const closers: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const close of closers.reverse()) await close();
});

async function opened(copy: CopiedDatabase): Promise<DatabaseHandle> {
  const database = copy.open();
  closers.push(copy.drop, database.close);
  return database;
}

const count = async (db: Db, table: string) => Number((await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(db)).rows[0]!.n);

/** Runs the compiled server as an operator does (`node dist/main.js`, built by `npm run build:server`) until it is ready or exits. */
function startServer(env: Record<string, string | undefined>): Promise<{ ready: boolean; exitCode: number | null; output: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, [compiled('main.js')], { cwd: serverDir, env: { PATH: process.env.PATH, ...env, PORT: '0', WEB_DIST_DIR: 'none' } });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return new Promise((resolve) => {
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('e-Belediye portalı hazır')) {
        resolve({ ready: true, exitCode: null, output, stop: async () => void (child.kill('SIGTERM'), await exited) });
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    void exited.then((exitCode) => resolve({ ready: false, exitCode, output, stop: async () => {} }));
  });
}

/** The database settings of a copy, as the environment a server process reads them from. */
async function environmentOf(copy: CopiedDatabase): Promise<Record<string, string>> {
  if (copy.config.databaseUrl) return { DATABASE_URL: copy.config.databaseUrl, ...(copy.config.databaseSchema ? { DATABASE_SCHEMA: copy.config.databaseSchema } : {}) };
  const dataDir = await mkdtemp(path.join(tmpdir(), 'production-start-'));
  closers.push(() => rm(dataDir, { recursive: true, force: true }));
  return { DATA_DIR: dataDir };
}

describe('production never runs on demo data', () => {
  it('a production start on an empty database creates no member and no demo data, and the demo password signs no one in', async () => {
    const t = await createTestApp({
      seed: false,
      configure: (test) => {
        const live = loadConfig(productionEnv());
        // The test's quick human check, and the production addresses of e-Devlet.
        const identity = { ...test.identity, edevlet: live.identity.edevlet };
        return { ...live, identity, databaseUrl: test.databaseUrl, databaseSchema: test.databaseSchema, dataDir: test.dataDir };
      },
    });
    closers.push(t.close);
    expect(t.config.environment).toBe('production');
    await prepareDatabase(t.config, t.db, () => {});
    for (const table of ['member', 'registry', 'demo_data_mark', 'staff_role', 'accrual']) expect(await count(t.db, table)).toBe(0);
    for (const userName of ['64211142102', '10000000146', '4540536920']) expect((await signInResponse(t, userName, DEMO_PASSWORD)).json().AccessToken).toBeUndefined();
  });

  it('the server process started in production on an empty data folder makes no member and no demo data', async () => {
    const copy = await emptyTestDatabase();
    const env = await environmentOf(copy);
    const server = await startServer({ ...productionEnv(), ...env });
    await server.stop();
    expect(server.ready, server.output).toBe(true);
    expect(server.output).not.toContain('Demo girişleri');
    const database = await opened(copy.config.databaseUrl ? copy : { ...copy, open: () => openDatabase({ ...copy.config, dataDir: env.DATA_DIR! }) });
    expect(await count(database.db, 'member')).toBe(0);
    expect(await count(database.db, 'demo_data_mark')).toBe(0);
  }, 120_000);

  it('refuses the demo database, naming its mark, the demo identities and the members who sign in with the demo password', async () => {
    const copy = await copyDemoTemplate(inject('demoTemplate'));
    const database = await opened(copy);
    const fatma = await database.db.selectFrom('member').select('oid').where('user_name', '=', '64211142102').executeTakeFirstOrThrow();
    const refusal = await prepareDatabase(productionConfig(copy.config), database.db, () => {}).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(StartRefused);
    const message = (refusal as Error).message;
    expect(message).toContain('demo verisi işareti');
    for (const identity of ['64211142102 (üye)', '10000000146 (üye)', '4540536920 (üye)', '17291716060']) expect(message).toContain(identity);
    expect(message).toMatch(/demo şifresiyle \(demo password\) giriş yapabilen \d+ üye; yönetici ya da personel rolü olanların üye numaraları: [\d, ]*\b/);
    expect(message).toContain(String(fatma.oid));
  });

  it('finds a back-office member with the demo password when the mark and the demo identities are gone, and lets a clean database start', async () => {
    const copy = await copyDemoTemplate(inject('demoTemplate'));
    const database = await opened(copy);
    const config = productionConfig(copy.config);
    await sql`delete from demo_data_mark`.execute(database.db);
    // Another ID number in place of each demo one: what remains is only the password.
    await sql`update registry set national_id = '9' || substr(national_id, 2) where national_id is not null and national_id not like '9%'`.execute(database.db);
    await sql`update registry set tax_number = '8' || substr(tax_number, 2) where tax_number is not null`.execute(database.db);
    const fatma = await database.db.selectFrom('member').select('oid').where('role_code', '=', 'ADMIN').executeTakeFirstOrThrow();
    const message = ((await prepareDatabase(config, database.db, () => {}).catch((error: unknown) => error)) as Error).message;
    expect(message).not.toContain('demo verisi işareti');
    expect(message).not.toContain('demo kimlikleri');
    expect(message).toMatch(new RegExp(`üye numaraları: (\\d+, )*${fatma.oid}\\b`));
    await sql`update member set password_hash = null`.execute(database.db);
    await expect(prepareDatabase(config, database.db, () => {})).resolves.toBeUndefined();
  });

  it('the server process refuses to start in production on the demo database and says why', async () => {
    const copy = await copyDemoTemplate(inject('demoTemplate'));
    const env = await environmentOf(copy);
    if (env.DATA_DIR) {
      // The embedded template as a data folder on disk, as the operator's would be.
      const onDisk = openDatabase({ ...copy.config, dataDir: env.DATA_DIR }, { loadDataDir: new Blob([await readFile(templateDump())]) });
      await onDisk.close();
    }
    const server = await startServer({ ...productionEnv(), ...env });
    await server.stop();
    expect(server.ready).toBe(false);
    expect(server.exitCode).toBe(1);
    expect(server.output).toContain('refusing to start in production on demo data');
    expect(server.output).toContain('64211142102 (üye)');
    if (copy.config.databaseUrl) await copy.drop();
  }, 120_000);

  it('DEMO_DATA and the seed command are refused in production', async () => {
    expect(() => loadConfig({ ...productionEnv(), DEMO_DATA: '1' })).toThrow(/Demo data cannot be made in production: unset DEMO_DATA/);
    const seed = spawn(process.execPath, [compiled('seed/cli.js')], { cwd: serverDir, env: { PATH: process.env.PATH, ...productionEnv(), DATA_DIR: 'memory://' } });
    let output = '';
    seed.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exitCode = await new Promise<number | null>((resolve) => seed.on('exit', resolve));
    expect(exitCode).toBe(1);
    expect(output).toContain('Demo verisi üretim ortamında (NODE_ENV=production) oluşturulamaz.');
  }, 60_000);
});

function templateDump(): string {
  const template = inject('demoTemplate');
  if (template.engine !== 'pglite') throw new Error('only the embedded template has a dump');
  return template.dumpFile;
}
