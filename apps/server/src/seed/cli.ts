import { rm } from 'node:fs/promises';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { loadConfig, type AppConfig } from '../config/app-config';
import { openDatabase, type Db } from '../db/kysely';
import { migrateToLatest } from '../db/migrate';
import { isSeeded, seedDemo } from './index';

// `npm run seed -- [--scale N] [--reset] [--today YYYY-MM-DD]`: the demo municipality on the database the config names (docs/architecture.md §4).
const usage = [
  'Kullanım: npm run seed -- [--scale N] [--reset] [--today YYYY-MM-DD]',
  '  --scale N   veri hacmi çarpanı, 1..10000 arası tam sayı (varsayılan 1)',
  '  --reset     mevcut veritabanını silip baştan oluşturur',
  '  --today     demo verisinin "bugün"ü (varsayılan: bugünün İstanbul tarihi)',
  'Veritabanı: DATABASE_URL (PostgreSQL, DATABASE_SCHEMA ile şema) ya da DATA_DIR (gömülü PGlite).',
].join('\n');

interface SeedArguments {
  scale: number;
  reset: boolean;
  today?: string;
}

/** A real calendar date written YYYY-MM-DD. */
const isIsoDate = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value);

function parseArguments(argv: string[]): SeedArguments | null {
  try {
    const { values } = parseArgs({ args: argv, options: { scale: { type: 'string' }, reset: { type: 'boolean' }, today: { type: 'string' } }, strict: true });
    const scale = values.scale === undefined ? 1 : Number(values.scale);
    if (!Number.isInteger(scale) || scale < 1 || scale > 10_000) return null;
    if (values.today !== undefined && !isIsoDate(values.today)) return null;
    return { scale, reset: values.reset ?? false, ...(values.today ? { today: values.today } : {}) };
  } catch {
    return null;
  }
}

/** The schema the tables live in: the configured one, else PostgreSQL's default. */
const schemaOf = (config: AppConfig) => config.databaseSchema ?? 'public';

/** Empties the database: the embedded folder is removed; on PostgreSQL the schema is dropped with everything in it. */
async function resetBeforeOpen(config: AppConfig): Promise<void> {
  if (!config.databaseUrl && !config.dataDir.startsWith('memory://')) await rm(config.dataDir, { recursive: true, force: true });
}

async function prepareSchema(db: Db, config: AppConfig, reset: boolean): Promise<void> {
  if (!config.databaseUrl) return;
  const schema = sql.id(schemaOf(config));
  if (reset) await sql`drop schema if exists ${schema} cascade`.execute(db);
  // A fresh DATABASE_SCHEMA (a benchmark's or a tenant's) must exist before the migrations create tables in it.
  await sql`create schema if not exists ${schema}`.execute(db);
}

async function countRows(db: Db, config: AppConfig): Promise<Map<string, number>> {
  const schema = config.databaseUrl ? schemaOf(config) : 'public';
  const tables = (await db.introspection.getTables())
    .filter((t) => t.schema === schema && !t.isView)
    .map((t) => t.name)
    .sort();
  const counts = new Map<string, number>();
  for (const name of tables) {
    const { rows } = await sql<{ n: number }>`select count(*)::int as n from ${sql.table(`${schema}.${name}`)}`.execute(db);
    counts.set(name, rows[0]?.n ?? 0);
  }
  return counts;
}

function printCreated(before: Map<string, number>, after: Map<string, number>): void {
  const created = [...after].map(([table, n]) => [table, n - (before.get(table) ?? 0)] as const).filter(([, n]) => n > 0);
  const width = Math.max(5, ...created.map(([table]) => table.length));
  console.log(`  ${'tablo'.padEnd(width)}  ${'satır'.padStart(10)}`);
  for (const [table, n] of created) console.log(`  ${table.padEnd(width)}  ${n.toLocaleString('tr-TR').padStart(10)}`);
  const total = created.reduce((sum, [, n]) => sum + n, 0);
  console.log(`  ${'toplam'.padEnd(width)}  ${total.toLocaleString('tr-TR').padStart(10)}`);
}

async function run(args: SeedArguments): Promise<number> {
  const config = loadConfig();
  const where = config.databaseUrl ? `PostgreSQL (şema ${schemaOf(config)})` : `gömülü PGlite (${config.dataDir})`;
  if (config.environment === 'production') {
    // Demo accounts share a published password; production refuses to start on them anyway.
    console.error('Demo verisi üretim ortamında (NODE_ENV=production) oluşturulamaz.');
    return 1;
  }
  const started = performance.now();
  if (args.reset) await resetBeforeOpen(config);
  const database = openDatabase(config);
  try {
    await prepareSchema(database.db, config, args.reset);
    await migrateToLatest(database.db, config.databaseSchema);
    if (await isSeeded(database.db)) {
      console.error(`Veritabanında zaten demo verisi var: ${where}.\nSilip yeniden oluşturmak için: npm run seed -- --reset${args.scale === 1 ? '' : ` --scale ${args.scale}`}`);
      return 1;
    }
    const before = await countRows(database.db, config);
    console.log(`Demo belediye verisi oluşturuluyor: ${where}, ölçek ${args.scale}${args.reset ? ', sıfırlandı' : ''}…`);
    await seedDemo(database.db, { scale: args.scale, ...(args.today ? { today: args.today } : {}) });
    printCreated(before, await countRows(database.db, config));
    console.log(`Süre: ${((performance.now() - started) / 1000).toFixed(1)} sn`);
    return 0;
  } finally {
    await database.close();
  }
}

const args = parseArguments(process.argv.slice(2));
if (!args) {
  console.error(usage);
  process.exitCode = 2;
} else {
  process.exitCode = await run(args).catch((error: unknown) => {
    console.error(`Demo verisi oluşturulamadı: ${error instanceof Error ? error.message : String(error)}`);
    return 1;
  });
}
