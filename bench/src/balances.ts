import { writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { loadConfig } from '../../apps/server/src/config/app-config';
import { issuePaymentProof } from '../../apps/server/src/ledger/payment-proof';
import type { Target } from './load';
import { fixedRate, type FixedRateResult } from './open-loop';
import { runBench } from './p99-bar';
import { seededPostgres } from './seeded-postgres';
import { startPortal } from './servers';

/**
 * Issue 5's bar: balances for one registry (open debts with the delay fine) answer in under
 * 50 ms at p99 on PostgreSQL with `--scale` data (3000 ≈ a million registries and twenty
 * million accruals). Seeds a fresh schema, starts the portal, and loads
 * GetDeclarationAccrumentBalancesofEMunicipality for registries spread over the oid range,
 * each with a fast-payment proof signed by the portal's own key (no sign-in flow needed).
 * The load is open-loop (issue 18): `--rate` requests a second on a clock, each timed from when
 * it was due, so a slow answer cannot hide by slowing the client; the reference and the targets
 * alternate in one run, and each run's results are kept in a file of its own.
 */
const usage =
  'Usage: npm run bench:balances -w bench -- [--scale N] [--duration S] [--warmup S] [--connections N] [--registries N] [--spread N] [--schema NAME] [--rate R]  (defaults 100, 5, 1, 10, 4, 20000, 600; --schema measures an already seeded schema, keeps it and ignores --scale)';
const P99_BAR_MS = 50;
/** The delay fine as a citizen asking today would see it: the seed places the demo's debts relative to today too. */
const AS_OF = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());

function options() {
  try {
    const { values } = parseArgs({
      args: process.argv.slice(2),
      strict: true,
      options: {
        scale: { type: 'string' },
        duration: { type: 'string' },
        warmup: { type: 'string' },
        connections: { type: 'string' },
        registries: { type: 'string' },
        spread: { type: 'string' },
        schema: { type: 'string' },
        rate: { type: 'string' },
      },
    });
    const n = (v: string | undefined, d: number) => (v === undefined ? d : Number(v));
    const o = {
      scale: n(values.scale, 100),
      durationSeconds: n(values.duration, 5),
      warmupSeconds: n(values.warmup, 1),
      connections: n(values.connections, 10),
      registries: n(values.registries, 4),
      spread: n(values.spread, 20_000),
      rate: n(values.rate, 600),
    };
    const valid =
      Object.values(o).every((v) => Number.isInteger(v) && v >= 0) &&
      o.scale >= 1 &&
      o.durationSeconds >= 1 &&
      o.connections >= 1 &&
      o.registries >= 1 &&
      o.spread >= 1 &&
      o.rate >= 1;
    if (values.schema !== undefined && !/^[a-z_][a-z0-9_]{0,62}$/.test(values.schema)) return null;
    return valid ? { ...o, schema: values.schema ?? null } : null;
  } catch {
    return null;
  }
}

/** Registries spread evenly over the oid range, with their open-line counts. */
async function sampleRegistries(env: Record<string, string>, count: number) {
  const client = new pg.Client({ connectionString: env.DATABASE_URL, options: `-c search_path=${env.DATABASE_SCHEMA}` });
  await client.connect();
  try {
    const {
      rows: [range],
    } = await client.query<{ max: string; accruals: string }>('select max(oid) as max, (select count(*) from accrual) as accruals from registry');
    const max = Number(range!.max);
    const picked: { oid: number; open: number }[] = [];
    for (let i = 1; i <= count; i++) {
      const { rows } = await client.query<{ oid: string; open: string }>(
        "select r.oid, (select count(*) from accrual a where a.registry_oid = r.oid and a.status = 'open') as open from registry r where r.oid >= $1 order by r.oid limit 1",
        [Math.floor((max * i) / (count + 1))],
      );
      if (rows[0]) picked.push({ oid: Number(rows[0].oid), open: Number(rows[0].open) });
    }
    return { registries: max, accruals: Number(range!.accruals), picked };
  } finally {
    await client.end();
  }
}

/** `count` registry oids scattered over 1..max (golden-ratio steps: deterministic, no clusters). */
function scatteredOids(max: number, count: number): number[] {
  return Array.from({ length: count }, (_, i) => 1 + Math.floor(max * (((i + 1) * 0.6180339887498949) % 1)));
}

const cleanups: (() => Promise<void>)[] = [];
async function cleanUp() {
  for (let step = cleanups.pop(); step; step = cleanups.pop()) await step().catch((e: unknown) => console.error(`cleanup: ${(e as Error).message}`));
}

async function main(o: NonNullable<ReturnType<typeof options>>) {
  // A seed of a million registries takes long: --schema measures one made before (and keeps it).
  const { version, env, seedSeconds } = await seededPostgres(o, cleanups);
  const database = { env };
  const sample = await sampleRegistries(database.env, o.registries);
  console.log(`${seedSeconds === null ? `schema ${o.schema}` : `seeded in ${seedSeconds} s`}: ${sample.registries} registries, ${sample.accruals} accruals`);
  const portal = await startPortal('portal (postgres)', database.env);
  cleanups.push(() => portal.stop());
  const config = loadConfig();
  const lookup = `${portal.url}/api/GetDeclarationAccrumentBalancesofEMunicipality`;
  const rows: ({ target: string } & FixedRateResult)[] = [];
  const reference: Target = { name: 'GetServerTime (reference, no database)', url: `${portal.url}/api/GetServerTime`, body: {} };
  const load = { rate: o.rate, seconds: o.durationSeconds, connections: o.connections };
  // The reference (an operation that reads no table) runs before each target: the machine's own floor at that moment.
  const measureAt = async (target: Target) => {
    for (const t of [reference, target]) {
      if (o.warmupSeconds > 0) await fixedRate(t, { ...load, seconds: o.warmupSeconds });
      console.log(`… ${t.name} at ${o.rate} req/s`);
      rows.push({ target: t.name, ...(await fixedRate(t, load)) });
      portal.assertAlive();
    }
  };
  // Every request a different registry: the pages of its accruals are rarely in PostgreSQL's buffers.
  const spreadBodies = scatteredOids(sample.registries, o.spread).map((registryOid) => ({
    paymentProof: issuePaymentProof(config, { registryOid }, new Date()),
    delayFineCalculationDate: AS_OF,
  }));
  await measureAt({ name: `${o.spread} registries, each in turn`, url: lookup, body: spreadBodies[0], bodies: spreadBodies });
  for (const registry of sample.picked) {
    // A proof lives 15 minutes: enough for one target's warm-up and run.
    const body = { paymentProof: issuePaymentProof(config, { registryOid: registry.oid }, new Date()), delayFineCalculationDate: AS_OF };
    await measureAt({ name: `registry ${registry.oid} (${registry.open} open)`, url: lookup, body });
  }
  console.log(`\n${'target'.padEnd(44)} ${'req/s'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p99 ms'.padStart(8)} ${'max ms'.padStart(8)}  concurrency`);
  for (const r of rows) {
    const bar = r.target.startsWith('GetServerTime') ? '' : r.p99Ms < P99_BAR_MS && r.non2xx + r.errors === 0 ? '  ok' : '  OVER';
    console.log(
      `${r.target.padEnd(44)} ${String(r.achievedRps).padStart(6)} ${r.p50Ms.toFixed(2).padStart(8)} ${r.p99Ms.toFixed(2).padStart(8)} ${r.maxMs.toFixed(2).padStart(8)}  ${r.connections} connections, ≤${r.maxInFlight} in flight${bar}`,
    );
  }
  const file = fileURLToPath(new URL(`../results/balances-postgres-${new Date().toISOString().replace(/[:.]/g, '-')}.json`, import.meta.url));
  await writeFile(
    file,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), engine: `PostgreSQL ${version}`, load: 'open loop, fixed rate', options: { ...o, scale: o.schema ? null : o.scale }, seedSeconds, registries: sample.registries, accruals: sample.accruals, loadAverageAtEnd: loadavg(), rows }, null, 2)}\n`,
  );
  console.log(`results: ${file}`);
  const targets = rows.filter((r) => !r.target.startsWith('GetServerTime'));
  if (targets.some((r) => !(r.p99Ms < P99_BAR_MS) || r.non2xx + r.errors > 0)) {
    console.error(`\nOver the bar: p99 must stay under ${P99_BAR_MS} ms at ${o.rate} req/s with no errors.`);
    process.exitCode = 1;
  }
}

await runBench(options(), usage, main, cleanUp);
