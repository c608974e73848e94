import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/kysely';
import { createTestApp, type TestApp } from '../../testing';
import { JobRunner } from '../jobs';

/**
 * Two copies of the server on one database (PostgreSQL when the suite runs with
 * TEST_ENGINE=postgres: each copy with its own connection pool; the embedded database can be
 * opened by one process only, so there the copies share it).
 */
let clock = new Date('2026-11-30T09:00:00Z');
let first: TestApp;
let second: Awaited<ReturnType<typeof buildApp>>;
const closers: (() => Promise<void>)[] = [];

beforeAll(async () => {
  first = await createTestApp({ seed: false, now: () => clock });
  const database = first.engine === 'postgres' ? openDatabase(first.config) : { db: first.db, engine: first.engine, close: async () => {}, onConnectionLost: () => {} };
  second = await buildApp(first.config, { database, now: () => clock });
  closers.push(
    () => second.close(),
    () => database.close(),
    () => first.close(),
  );
});
afterAll(async () => {
  for (const close of closers) await close();
});

const advance = (ms: number) => (clock = new Date(clock.getTime() + ms));

describe('background jobs run once across copies', () => {
  it('two copies ticking together run each job once per interval', async () => {
    const intervalMs = first.config.payments.reconcileIntervalSeconds * 1000;
    expect(intervalMs).toBeGreaterThan(0);
    expect(intervalMs).toBeLessThanOrEqual(60_000); // lost callbacks are looked for every minute
    const runs: string[] = [];
    for (let interval = 0; interval < 4; interval++) {
      // Several ticks per interval from both copies at once, as their timers would.
      for (let tick = 0; tick < 3; tick++) {
        const [a, b] = await Promise.all([first.app.jobs.tick(), second.jobs.tick()]);
        runs.push(...a, ...b);
        advance(intervalMs / 4);
      }
      advance(intervalMs - (3 * intervalMs) / 4);
    }
    expect(runs.filter((r) => r === 'payment-reconciliation')).toHaveLength(4);
    expect(runs.filter((r) => r === 'order-expiry')).toHaveLength(4);
    const rows = await first.db.selectFrom('job_run').select(['job', 'status', 'attempts']).where('job', '=', 'payment-reconciliation').execute();
    expect(rows).toHaveLength(4);
    expect(rows.every((r) => r.status === 'succeeded' && r.attempts === 1)).toBe(true);
  });

  it("shows each job's last run in /readyz", async () => {
    const res = await second.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { status: string; jobs: { job: string; lastRun: { status: string } | null; lastSucceededAt: string | null }[] };
    expect(body.status).toBe('ready');
    const reconciliation = body.jobs.find((j) => j.job === 'payment-reconciliation');
    expect(reconciliation?.lastRun?.status).toBe('succeeded');
    expect(reconciliation?.lastSucceededAt).not.toBeNull();
  });

  it('retries a failed run in the same interval after a pause, at most maxAttempts times, and shows the failure', async () => {
    let calls = 0;
    const failing = (name: string) =>
      new JobRunner(first.db, () => clock, first.app.log, name).register({
        name: 'flaky',
        intervalMs: 600_000,
        retryDelayMs: 10_000,
        maxAttempts: 3,
        run: async () => {
          calls += 1;
          if (calls < 3) throw new Error(`attempt ${calls} failed`);
        },
      });
    const a = failing('copy-a');
    const b = failing('copy-b');
    clock = new Date('2026-11-30T11:00:00Z');
    expect([...(await a.tick()), ...(await b.tick())]).toEqual(['flaky']);
    expect((await a.status())[0]?.lastRun).toMatchObject({ status: 'failed', attempts: 1 });
    expect(await b.tick()).toEqual([]); // not before the retry pause
    advance(10_000);
    expect([...(await b.tick()), ...(await a.tick())]).toEqual(['flaky']);
    advance(10_000);
    expect(await a.tick()).toEqual(['flaky']);
    expect(calls).toBe(3);
    const [status] = await b.status();
    expect(status?.lastRun).toMatchObject({ status: 'succeeded', attempts: 3 });
    advance(10_000);
    expect(await a.tick()).toEqual([]); // done for this interval
  });

  it('takes over a run left running by a copy that died', async () => {
    let ran = 0;
    const runner = (name: string) =>
      new JobRunner(first.db, () => clock, first.app.log, name).register({ name: 'orphan', intervalMs: 600_000, staleAfterMs: 120_000, run: async () => void (ran += 1) });
    clock = new Date('2026-11-30T12:00:00Z');
    await first.db
      .insertInto('job_run')
      .values({ job: 'orphan', slot: clock, status: 'running', attempts: 1, claimed_by: 'dead-copy', started_at: clock, finished_at: null, error: null })
      .execute();
    const alive = runner('alive');
    expect(await alive.tick()).toEqual([]);
    advance(120_000);
    expect(await alive.tick()).toEqual(['orphan']);
    expect(ran).toBe(1);
  });
});
