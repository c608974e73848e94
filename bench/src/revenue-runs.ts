import { execFileSync } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import { openDatabase, type Db } from '../../apps/server/src/db/kysely';
import { lockOpenAccruals } from '../../apps/server/src/ledger';
import { runYearlyAccrual } from '../../apps/server/src/modules/declarations/yearly-run';
import { runBilling } from '../../apps/server/src/modules/water-billing/billing-run';
import { holidayCalendar } from '../../apps/server/src/reference-data/holiday-calendar';
import { runBench } from './p99-bar';
import { seededPostgres } from './seeded-postgres';

/**
 * The revenue runs at a municipality's size (`--scale 300`: about 100 000 water subscriptions):
 * the monthly water billing run and the yearly property-tax run, each on PostgreSQL, in rows per
 * second. While a run works, a probe does what a card payment does first (locks a registry's open
 * debts in a transaction) every 100 ms and records how long it waited: a run must never make a
 * citizen's payment wait for it. Each run's results go into a file of their own, with the commit.
 */
const usage =
  'Usage: npm run bench:revenue-runs -w bench -- [--scale N] [--schema NAME] [--period YYYY-MM]  (default scale 300 and last month; --schema runs on a schema seeded before and keeps it; a period the seed billed already is mostly skipped, e.g. choose 2025-12)';
const PROBE_EVERY_MS = 100;
/** The probe's bar: a payment's first step never waits this long behind a run. */
const PROBE_BAR_MS = 250;

function options() {
  try {
    const { values } = parseArgs({ args: process.argv.slice(2), strict: true, options: { scale: { type: 'string' }, schema: { type: 'string' }, period: { type: 'string' } } });
    const scale = values.scale === undefined ? 300 : Number(values.scale);
    if (!Number.isInteger(scale) || scale < 1) return null;
    if (values.schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(values.schema)) return null;
    if (values.period !== undefined && !/^\d{4}-(0[1-9]|1[0-2])$/.test(values.period)) return null;
    return { scale, schema: values.schema ?? null, period: values.period ?? null };
  } catch {
    return null;
  }
}

const cleanups: (() => Promise<void>)[] = [];
async function cleanUp() {
  for (let step = cleanups.pop(); step; step = cleanups.pop()) await step().catch((e: unknown) => console.error(`cleanup: ${(e as Error).message}`));
}

interface ProbeResult {
  probes: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** A card payment's first step, again and again while `work` runs: lock some registry's open debts, then let go. */
async function probedWhile<T>(db: Db, work: () => Promise<T>): Promise<{ result: T; seconds: number; probe: ProbeResult }> {
  const debts = await db.selectFrom('accrual').select(['oid', 'registry_oid']).where('status', '=', 'open').orderBy('oid').limit(2000).execute();
  const waits: number[] = [];
  let running = true;
  const probe = (async () => {
    for (let i = 0; running; i++) {
      const debt = debts[(i * 37) % debts.length]!;
      const started = performance.now();
      await db
        .transaction()
        .execute((trx) => lockOpenAccruals(trx, [Number(debt.oid)]))
        .catch(() => undefined);
      waits.push(performance.now() - started);
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS));
    }
  })();
  const started = performance.now();
  try {
    const result = await work();
    return { result, seconds: (performance.now() - started) / 1000, probe: summary(waits) };
  } finally {
    running = false;
    await probe;
  }
}

function summary(waits: number[]): ProbeResult {
  const sorted = [...waits].sort((a, b) => a - b);
  const at = (q: number) => Number((sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0).toFixed(1));
  return { probes: sorted.length, p50Ms: at(0.5), p99Ms: at(0.99), maxMs: Number((sorted.at(-1) ?? 0).toFixed(1)) };
}

const count = async (db: Db, table: 'subscription' | 'real_estate' | 'water_bill' | 'yearly_tax' | 'accrual') =>
  Number((await sql<{ n: string }>`select count(*) as n from ${sql.table(table)}`.execute(db)).rows[0]!.n);

async function main(o: NonNullable<ReturnType<typeof options>>) {
  const { url, version, env, seedSeconds } = await seededPostgres(o, cleanups);
  const database = { env };
  const handle = openDatabase({ databaseUrl: url, databaseSchema: database.env.DATABASE_SCHEMA ?? null, dataDir: '' });
  cleanups.push(() => handle.close());
  const { db } = handle;
  const now = new Date();
  const lastMonth = o.period ?? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1)).toISOString().slice(0, 7);
  const taxYear = now.getUTCFullYear();
  const before = { subscriptions: await count(db, 'subscription'), estates: await count(db, 'real_estate'), accruals: await count(db, 'accrual') };
  console.log(`seeded in ${seedSeconds ?? '—'} s: ${before.subscriptions} subscriptions, ${before.estates} estates, ${before.accruals} accruals`);

  console.log(`… water billing run of ${lastMonth}`);
  const water = await probedWhile(db, () => runBilling(db, { period: lastMonth, by: null, now }));
  const bills = await count(db, 'water_bill');
  console.log(`… yearly property-tax run of ${taxYear}`);
  const calendar = await holidayCalendar(db);
  const estate = await probedWhile(db, () => runYearlyAccrual(db, { taxYear, by: null, now, countyCode: 2080, calendar }));
  const assessed = await count(db, 'yearly_tax');

  const rows = [
    {
      run: `water billing ${lastMonth}`,
      rows: bills,
      seconds: Number(water.seconds.toFixed(1)),
      rowsPerSecond: Math.round(bills / water.seconds),
      made: water.result.billCount,
      paymentProbe: water.probe,
    },
    {
      run: `property tax ${taxYear}`,
      rows: assessed,
      seconds: Number(estate.seconds.toFixed(1)),
      rowsPerSecond: Math.round(assessed / estate.seconds),
      made: estate.result.accrued,
      paymentProbe: estate.probe,
    },
  ];
  console.log(`\n${'run'.padEnd(24)} ${'rows'.padStart(8)} ${'s'.padStart(7)} ${'rows/s'.padStart(8)}  payment probe p50 / p99 / max ms`);
  for (const r of rows) {
    const bar = r.paymentProbe.maxMs < PROBE_BAR_MS ? 'ok' : 'OVER';
    console.log(
      `${r.run.padEnd(24)} ${String(r.rows).padStart(8)} ${r.seconds.toFixed(1).padStart(7)} ${String(r.rowsPerSecond).padStart(8)}  ${r.paymentProbe.p50Ms} / ${r.paymentProbe.p99Ms} / ${r.paymentProbe.maxMs} (${r.paymentProbe.probes} probes) ${bar}`,
    );
  }
  const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  const file = fileURLToPath(new URL(`../results/revenue-runs-postgres-${new Date().toISOString().replace(/[:.]/g, '-')}.json`, import.meta.url));
  await writeFile(
    file,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), commit, engine: `PostgreSQL ${version}`, options: { ...o, scale: o.schema ? null : o.scale }, seedSeconds, before, loadAverageAtEnd: loadavg(), rows }, null, 2)}\n`,
  );
  console.log(`results: ${file}`);
  if (rows.some((r) => !(r.paymentProbe.maxMs < PROBE_BAR_MS))) {
    console.error(`\nOver the bar: a payment's lock waited ${PROBE_BAR_MS} ms or more behind a run.`);
    process.exitCode = 1;
  }
}

await runBench(options(), usage, main, cleanUp);
