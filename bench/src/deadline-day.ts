import { mkdir, rm, writeFile } from 'node:fs/promises';
import { cpus, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';
import { benchOverrides, writeBenchConfig } from './deadline-day/bench-config';
import { pickCitizens } from './deadline-day/citizens';
import { Cluster } from './deadline-day/cluster';
import { awaitingReconciliation } from './deadline-day/ledger-classification';
import { checkLedger, orderFacts, ordersSettledByReconciliation, reconciliationRunAfter } from './deadline-day/ledger-check';
import { parseDeadlineOptions, usage } from './deadline-day/options';
import { printSummary, type DeadlineReport } from './deadline-day/summary';
import { runWorkload } from './deadline-day/workload';

const options = parseDeadlineOptions(process.argv.slice(2));
if (!options) {
  console.error(usage);
  process.exit(2);
}
const databaseUrl = process.env.DEADLINE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ebelediye_deadline';
const COPIES = 4;
const KILLED_COPY = 2;
/** Lost callbacks are looked for once an order is a minute at the bank, by a job that runs every minute: wait up to four. */
const RECONCILIATION_WAIT_SECONDS = 240;
/** The kill waits (at most this long) for card payments in flight, so that it cuts some off rather than hitting an idle moment. */
const KILL_WAIT_FOR_PAYMENTS = { inFlight: 4, maxSeconds: 15 };

const loadBefore = loadavg().map((n) => Math.round(n * 10) / 10);
const configFile = await writeBenchConfig();
const cluster = new Cluster({
  copies: COPIES,
  proxyPort: Number(process.env.DEADLINE_PROXY_PORT ?? 8090),
  basePort: Number(process.env.DEADLINE_BASE_PORT ?? 3210),
  databaseUrl,
  scale: options.scale,
  configFile,
  dir: '.cluster-deadline-day',
});
const db = new pg.Client({ connectionString: databaseUrl });
let exitCode = 1;
try {
  console.log(`» ${COPIES} kopya, nginx ${cluster.origin}, PostgreSQL ${databaseUrl.replace(/\/\/[^@]*@/, '//')} (ölçek ${options.scale})`);
  await cluster.start();
  await db.connect();
  const volume = (
    await db.query<{ registries: number; members: number; open_accruals: number }>(
      `select (select count(*) from registry)::int as registries, (select count(*) from member)::int as members,
            (select count(*) from accrual where status = 'open')::int as open_accruals`,
    )
  ).rows[0]!;
  const wanted = { members: Math.ceil(options.memberRate * options.durationSeconds), fast: Math.ceil(options.fastRate * options.durationSeconds) };
  const citizens = await pickCitizens(db, wanted.members, wanted.fast);

  const runStart = new Date((await db.query<{ now: Date }>('select now()')).rows[0]!.now.getTime() - 1000);
  const kill: DeadlineReport['kill'] = {
    copy: KILLED_COPY,
    signal: 'SIGKILL',
    pid: 0,
    cardPaymentsInFlight: 0,
    killedAt: '',
    killedAtSecond: NaN,
    restartStartedAtSecond: NaN,
    readyAtSecond: NaN,
  };
  const t0 = Date.now();
  const at = () => Math.round((Date.now() - t0) / 100) / 10;
  let killing: Promise<void> = Promise.resolve();
  console.log(
    `» yük: ${wanted.members} üye yolculuğu (${options.memberRate}/s), ${wanted.fast} hızlı ödeme (${options.fastRate}/s), ${options.durationSeconds} s; ${options.killAtSecond}. saniyede kopya ${KILLED_COPY} SIGKILL`,
  );
  const load = await runWorkload(cluster.origin, citizens, { member: options.memberRate, fast: options.fastRate }, (second, recorder) => {
    if (second !== options.killAtSecond) return;
    killing = (async () => {
      const waitUntil = Date.now() + KILL_WAIT_FOR_PAYMENTS.maxSeconds * 1000;
      while ((recorder.inFlight.get('card payment') ?? 0) < KILL_WAIT_FOR_PAYMENTS.inFlight && Date.now() < waitUntil) await sleep(20);
      kill.cardPaymentsInFlight = recorder.inFlight.get('card payment') ?? 0;
      kill.pid = await cluster.kill(KILLED_COPY);
      kill.killedAtSecond = at();
      kill.killedAt = new Date().toISOString();
      console.log(`» ${kill.killedAtSecond} s: kopya ${KILLED_COPY} (pid ${kill.pid}) SIGKILL ile öldürüldü`);
      await sleep(options.restartAfterSeconds * 1000);
      kill.restartStartedAtSecond = at();
      await cluster.restart(KILLED_COPY);
      kill.readyAtSecond = at();
      console.log(`» ${kill.readyAtSecond} s: kopya ${KILLED_COPY} yeniden hazır`);
    })();
  });
  await killing;
  const runEnd = new Date();

  console.log('» mutabakat işi bekleniyor…');
  let reconciliation = await reconciliationRunAfter(db, runEnd);
  let waiting = awaitingReconciliation(await orderFacts(db, runStart));
  const waitStart = Date.now();
  while ((!reconciliation || waiting > 0) && Date.now() - waitStart < RECONCILIATION_WAIT_SECONDS * 1000) {
    await sleep(5000);
    reconciliation = await reconciliationRunAfter(db, runEnd);
    waiting = awaitingReconciliation(await orderFacts(db, runStart));
  }
  const ledger = await checkLedger(db, runStart);

  const report: DeadlineReport = {
    measuredAt: new Date().toISOString(),
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model ?? '?', node: process.version, loadAverageBefore: loadBefore },
    topology: { copies: COPIES, proxy: 'nginx (scripts/cluster.sh, deploy/nginx.conf.template)', database: 'PostgreSQL', redis: await cluster.usesRedis() },
    dataVolume: { scale: options.scale, ...volume },
    options,
    configOverrides: benchOverrides,
    workload: { ...load.journeys, maxJourneysInFlight: load.maxJourneysInFlight, elapsedSeconds: Math.round(load.elapsedSeconds * 10) / 10 },
    requestsPerSecond: Math.round((load.recorder.requestCount / load.elapsedSeconds) * 10) / 10,
    requests: load.recorder.requestCount,
    ...load.recorder.summary(),
    payments: { orders: load.payments.length, approvedSeenByCitizens: load.payments.filter((p) => p.approved).length },
    kill: { ...kill, failedStepsWithin2s: load.recorder.failures.filter((f) => Math.abs(Date.parse(f.at) - Date.parse(kill.killedAt)) <= 2000).length },
    reconciliation: {
      ordersSettledByTheJob: await ordersSettledByReconciliation(db, runStart),
      waitedSeconds: Math.round((Date.now() - waitStart) / 1000),
      runAfterLoad: reconciliation ? { finishedAt: reconciliation.finishedAt.toISOString(), claimedBy: reconciliation.claimedBy } : null,
      stillAwaiting: waiting,
    },
    ledger,
    failures: load.recorder.failures,
  };
  const file = new URL(`../results/deadline-day-${report.measuredAt.replace(/[:.]/g, '-')}.json`, import.meta.url);
  await mkdir(new URL('../results/', import.meta.url), { recursive: true });
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`);
  printSummary(report);
  console.log(`Sonuç: ${file.pathname}`);
  exitCode = ledger.passed && report.reconciliation.runAfterLoad ? 0 : 1;
} catch (error) {
  console.error(error);
} finally {
  await db.end().catch(() => undefined);
  await cluster.stop();
  await rm(configFile, { force: true });
}
process.exit(exitCode);
