import { mkdir, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { checkPostgres, createDatabase, type Engine } from './databases';
import { measure, type LoadResult, type Target } from './load';
import { fixedRate, type FixedRateResult } from './open-loop';
import { runBench } from './p99-bar';
import { runSeed, startBareFastify, startPortal, type ChildServer } from './servers';

/**
 * Issue 18 items 5 and 6: the public lookups that were not cached (resolution search, the yearly
 * tariff and valuation tables) against bare Fastify, in one run, interleaved round by round so a
 * busy moment of the machine falls on both. Each round measures
 *   - capacity: a closed loop at `--connections`, req/s as a share of bare Fastify's (bar ≥ 30 %);
 *   - latency: an open loop at a fixed `--rate` (requests due on a clock, timed from when they
 *     were due), p99 with the connections and the most requests in flight stated beside it
 *     (bar for resolution search: p99 < 50 ms at 200 req/s).
 * Resolution search runs twice: every request a new search (words from the seeded resolutions,
 * each page size once: nothing can come from the cache), and the repeats citizens make (cached).
 * Each run writes results/lookups-<engine>-<time>.json; earlier runs are kept.
 */
const usage = `Usage: npm run bench:lookups -w bench -- [--engine pglite|postgres|both] [--scale N] [--rate R] [--seconds S] [--connections N] [--rounds N]
  Defaults: --engine both --scale 1 --rate 200 --seconds 8 --connections 20 --rounds 2.`;
const P99_BAR_MS = 50;
const CAPACITY_BAR = 0.3;

function options() {
  try {
    const names = ['engine', 'scale', 'rate', 'seconds', 'connections', 'rounds'] as const;
    const { values } = parseArgs({ args: process.argv.slice(2), strict: true, options: Object.fromEntries(names.map((n) => [n, { type: 'string' as const }])) });
    const v = values as Partial<Record<(typeof names)[number], string>>;
    const n = (value: string | undefined, d: number) => (value === undefined ? d : Number(value));
    const engine = v.engine ?? 'both';
    if (!['pglite', 'postgres', 'both'].includes(engine)) return null;
    const o = { scale: n(v.scale, 1), rate: n(v.rate, 200), seconds: n(v.seconds, 8), connections: n(v.connections, 20), rounds: n(v.rounds, 2) };
    if (!Object.values(o).every((x) => Number.isInteger(x) && x >= 1)) return null;
    return { ...o, engines: (engine === 'both' ? ['pglite', 'postgres'] : [engine]) as Engine[] };
  } catch {
    return null;
  }
}
type Options = NonNullable<ReturnType<typeof options>>;

async function post<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  return (await response.json()) as T;
}

/** Words of four letters or more from the seeded resolutions' subjects, as a citizen would type them. */
async function resolutionWords(base: string): Promise<string[]> {
  const words = new Set<string>();
  for (const body of ['council', 'committee']) {
    const page = await post<{ items: { subject: string }[] }>(`${base}/api/GetResolutionList`, { criteria: { body, pageSize: 100 } });
    for (const item of page.items) for (const w of item.subject.split(/[^\p{L}]+/u)) if (w.length >= 4) words.add(w.toLocaleLowerCase('tr-TR'));
  }
  if (words.size === 0) throw new Error('no resolutions: was the database seeded?');
  return [...words];
}

async function portalTargets(base: string): Promise<Target[]> {
  const words = await resolutionWords(base);
  const url = `${base}/api/GetResolutionList`;
  // Every (word, body, order, page size, page) once, with the page sizes and orders the screen offers: no two requests of a run share a cache entry.
  const orders = [{ sortBy: 'relevance' }, { sortBy: 'date', sortDirection: 'desc' }, { sortBy: 'date', sortDirection: 'asc' }, { sortBy: 'number', sortDirection: 'desc' }];
  const fresh = [10, 20, 25, 50].flatMap((pageSize) =>
    orders.flatMap((order) =>
      words.flatMap((searchText) => ['council', 'committee'].flatMap((body) => [0, 1, 2].map((pageIndex) => ({ criteria: { body, searchText, pageSize, pageIndex, ...order } })))),
    ),
  );
  // Mixed, so neither a page size nor a word comes in a run of its own.
  for (let i = fresh.length - 1; i > 0; i--) {
    const j = Math.floor(((i * 0.6180339887498949) % 1) * (i + 1));
    [fresh[i], fresh[j]] = [fresh[j]!, fresh[i]!];
  }
  const repeats = words.slice(0, 20).map((searchText) => ({ criteria: { body: 'council', searchText } }));
  const [year] = (await post<{ availableYears: number[] }>(`${base}/api/RetrieveECTAnnualPrices`, { processYear: new Date().getFullYear() })).availableYears;
  const districts = await post<{ districtCode: number }[]>(`${base}/api/GetDistrictListWithoutAuthorization`, {});
  return [
    { name: `resolution search, each request new (${fresh.length} searches)`, url, body: fresh[0], bodies: fresh },
    { name: 'resolution search, repeated words', url, body: repeats[0], bodies: repeats },
    { name: 'advertising tariff of the year', url: `${base}/api/GetAdvertisingTaxAnnualGroupTariffByProcessYear`, body: { processYear: year, pageSize: 50 } },
    { name: 'ÇTV prices of the year', url: `${base}/api/RetrieveECTAnnualPrices`, body: { processYear: year, pageSize: 50 } },
    { name: 'construction costs of the year', url: `${base}/api/RetrieveEstateConstructionCost`, body: { processYear: year } },
    {
      name: 'street valuations of the year',
      url: `${base}/api/RetrieveEstateStreetValuationsWithoutAuthorization`,
      body: { valuationYear: year, districtCode: districts[0]!.districtCode },
      bodies: districts.map((d) => ({ valuationYear: year, districtCode: d.districtCode })),
    },
  ];
}

interface Row {
  round: number;
  target: string;
  capacity: Pick<LoadResult, 'requestsPerSecond' | 'p99Ms' | 'non2xx' | 'errors'> & { connections: number; shareOfBare: number };
  fixedRate: FixedRateResult;
}

const cleanups: (() => Promise<void>)[] = [];
async function cleanUp() {
  for (let step = cleanups.pop(); step; step = cleanups.pop()) await step().catch((e: unknown) => console.error(`cleanup: ${(e as Error).message}`));
}

async function benchEngine(engine: Engine, o: Options, postgresUrl: string, engineVersion: string) {
  const database = await createDatabase(engine, postgresUrl);
  cleanups.push(() => database.drop());
  console.log(`[${engine}] seeding at scale ${o.scale}…`);
  await runSeed(o.scale, database.env);
  const bare: ChildServer = await startBareFastify();
  cleanups.push(() => bare.stop());
  const portal = await startPortal(`portal (${engine})`, database.env);
  cleanups.push(() => portal.stop());
  const targets: Target[] = [{ name: 'bare Fastify', url: `${bare.url}/api/Bare`, body: {} }, ...(await portalTargets(portal.url))];
  const rows: Row[] = [];
  for (let round = 1; round <= o.rounds; round++) {
    let bareRps = 0;
    for (const target of targets) {
      const capacity = await measure(target, { connections: o.connections, warmupSeconds: 1, durationSeconds: Math.max(2, Math.round(o.seconds / 2)) });
      if (target.name === 'bare Fastify') bareRps = capacity.requestsPerSecond;
      const latency = await fixedRate(target, { rate: o.rate, seconds: o.seconds, connections: o.connections });
      bare.assertAlive();
      portal.assertAlive();
      const row: Row = {
        round,
        target: target.name,
        capacity: {
          requestsPerSecond: capacity.requestsPerSecond,
          p99Ms: capacity.p99Ms,
          non2xx: capacity.non2xx,
          errors: capacity.errors,
          connections: o.connections,
          shareOfBare: Math.round((capacity.requestsPerSecond / bareRps) * 1000) / 1000,
        },
        fixedRate: latency,
      };
      rows.push(row);
      const f = row.fixedRate;
      console.log(
        `[${engine} r${round}] ${target.name.padEnd(52)} capacity ${String(row.capacity.requestsPerSecond).padStart(6)} req/s (${(row.capacity.shareOfBare * 100).toFixed(1).padStart(5)} % of bare) | ` +
          `at ${f.offeredRps} req/s: p50 ${f.p50Ms.toFixed(2)} p99 ${f.p99Ms.toFixed(2)} max ${f.maxMs.toFixed(2)} ms (${f.connections} conns, ≤${f.maxInFlight} in flight, ${f.non2xx + f.errors} failed)`,
      );
    }
  }
  const file = fileURLToPath(new URL(`../results/lookups-${engine}-${new Date().toISOString().replace(/[:.]/g, '-')}.json`, import.meta.url));
  await mkdir(fileURLToPath(new URL('../results/', import.meta.url)), { recursive: true });
  const machine = { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? '?', node: process.version, loadAverageAtEnd: loadavg().map((l) => Math.round(l * 100) / 100) };
  const { engines: _engines, ...recorded } = o;
  await writeFile(
    file,
    `${JSON.stringify({ measuredAt: new Date().toISOString(), engine, engineVersion, machine, options: recorded, bars: { p99Ms: P99_BAR_MS, shareOfBare: CAPACITY_BAR }, rows }, null, 2)}\n`,
  );
  console.log(`[${engine}] results: ${file}`);
  for (let i = 0; i < 3; i++) await cleanups.pop()?.(); // portal, bare Fastify, database
  return rows;
}

/** The bars, on each target's worst round: resolution search p99 under 50 ms at the fixed rate; every lookup ≥ 30 % of bare. */
function judge(engine: Engine, rows: Row[]) {
  const failures: string[] = [];
  for (const target of new Set(rows.map((r) => r.target))) {
    if (target === 'bare Fastify') continue;
    const mine = rows.filter((r) => r.target === target);
    const worstP99 = Math.max(...mine.map((r) => r.fixedRate.p99Ms));
    const worstShare = Math.min(...mine.map((r) => r.capacity.shareOfBare));
    if (target.startsWith('resolution search') && !(worstP99 < P99_BAR_MS)) failures.push(`${engine}: ${target} p99 ${worstP99} ms`);
    if (mine.some((r) => r.fixedRate.non2xx + r.fixedRate.errors + r.capacity.non2xx + r.capacity.errors > 0)) failures.push(`${engine}: ${target} had failed requests`);
    if (!target.includes('each request new') && !(worstShare >= CAPACITY_BAR)) failures.push(`${engine}: ${target} at ${(worstShare * 100).toFixed(1)} % of bare`);
  }
  return failures;
}

async function main(o: Options) {
  const postgresUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
  const version = o.engines.includes('postgres') ? await checkPostgres(postgresUrl) : '';
  const failures: string[] = [];
  for (const engine of o.engines) failures.push(...judge(engine, await benchEngine(engine, o, postgresUrl, engine === 'postgres' ? `PostgreSQL ${version}` : 'PGlite')));
  if (failures.length) {
    console.error(`\nOver the bars:\n  ${failures.join('\n  ')}`);
    process.exitCode = 1;
  }
}

await runBench(options(), usage, main, cleanUp);
