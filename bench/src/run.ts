import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkPostgres, createDatabase, type Engine } from './databases';
import { measure, type LoadResult } from './load';
import { parseOptions, usage, type BenchOptions } from './options';
import { printTable, toRow, writeResults, type Row } from './report';
import { runSeed, startBareFastify, startPortal, type ChildServer } from './servers';
import { largestDistrict, portalTargets, type LargestLookup } from './targets';

/** Everything started so far, undone in reverse order: on success, on error and on Ctrl-C. */
const cleanups: (() => Promise<void>)[] = [];
async function cleanUp() {
  for (let step = cleanups.pop(); step; step = cleanups.pop()) await step().catch((e: unknown) => console.error(`cleanup: ${(e as Error).message}`));
}
async function started(server: Promise<ChildServer>): Promise<ChildServer> {
  const s = await server;
  cleanups.push(() => s.stop());
  return s;
}
const undoLast = async () => cleanups.pop()?.();

async function measureBare(label: string, options: BenchOptions, payloadFile?: string): Promise<LoadResult> {
  const bare = await started(startBareFastify(payloadFile));
  console.log(`[baseline] ${label}…`);
  const result = await measure({ name: label, url: `${bare.url}/api/Bare`, body: {} }, options);
  bare.assertAlive();
  await undoLast();
  return result;
}

/** Bare Fastify sending the largest lookup's own bytes: what no cache or serializer can beat. */
async function measureCeiling(largest: LargestLookup, options: BenchOptions, baseline: LoadResult): Promise<Row> {
  const dir = await mkdtemp(path.join(tmpdir(), 'ebelediye-bench-payload-'));
  cleanups.push(() => rm(dir, { recursive: true, force: true }));
  const file = path.join(dir, 'payload.json');
  await writeFile(file, largest.payload);
  const kb = (Buffer.byteLength(largest.payload) / 1024).toFixed(1);
  const result = await measureBare(`bare Fastify, same ${kb} KB`, options, file);
  await undoLast();
  return toRow(`bare Fastify, same ${kb} KB`, '-', result, baseline);
}

async function benchEngine(engine: Engine, options: BenchOptions, postgresUrl: string, baseline: LoadResult) {
  const database = await createDatabase(engine, postgresUrl);
  cleanups.push(() => database.drop());
  console.log(`[${engine}] seeding at scale ${options.scale}…`);
  await runSeed(options.scale, database.env);
  const portal = await started(startPortal(`portal (${engine})`, database.env));
  const largest = await largestDistrict(portal.url);
  const rows: Row[] = [];
  for (const target of portalTargets(portal.url, largest)) {
    console.log(`[${engine}] ${target.name}…`);
    const result = await measure(target, options);
    portal.assertAlive();
    rows.push(toRow(target.name, engine, result, baseline));
  }
  await undoLast(); // the portal
  await undoLast(); // its database
  return { rows, largest };
}

async function main(options: BenchOptions): Promise<void> {
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const postgresVersion = options.engines.includes('postgres') ? await checkPostgres(postgresUrl) : '';
  console.log(`Bench: ${options.connections} connections, ${options.warmupSeconds} s warm-up + ${options.durationSeconds} s per target, scale ${options.scale}`);
  const baseline = await measureBare('bare Fastify', options);
  const baselineRow = toRow('bare Fastify POST', '-', baseline, baseline);
  let ceiling: Row | null = null;
  const engineRows: Row[] = [];
  for (const engine of options.engines) {
    const { rows, largest } = await benchEngine(engine, options, postgresUrl, baseline);
    ceiling ??= await measureCeiling(largest, options, baseline);
    engineRows.push(...rows);
    const file = fileURLToPath(new URL(`../results/baseline-${engine}.json`, import.meta.url));
    const { engines: _engines, ...recorded } = options;
    const engineVersion = engine === 'postgres' ? `PostgreSQL ${postgresVersion}` : 'PGlite';
    await writeResults(file, { options: recorded, engineVersion, rows: [baselineRow, ceiling, ...rows] });
  }
  printTable([baselineRow, ...(ceiling ? [ceiling] : []), ...engineRows]);
}

const options = parseOptions(process.argv.slice(2));
if (!options) {
  console.error(usage);
  process.exit(2);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => void cleanUp().finally(() => process.exit(130)));
}
try {
  await main(options);
} catch (error) {
  console.error(`bench failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
