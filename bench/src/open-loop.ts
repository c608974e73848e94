import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { Pool } from 'undici';
import { nextBodyIndex, type Target } from './load';

export interface FixedRateOptions {
  /** Requests started per second, on a clock, whatever the answers do. */
  rate: number;
  seconds: number;
  /** Connections the client may open; requests beyond them wait in the client's queue, and that wait counts. */
  connections: number;
}

export interface FixedRateResult {
  offeredRps: number;
  /** Answers completed per second of the run (below the offered rate when the server cannot keep up). */
  achievedRps: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** The connections the client could use, and the most requests in flight at once (stated beside p99). */
  connections: number;
  maxInFlight: number;
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  const value = sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  return Math.round(value * 100) / 100;
}

/**
 * An open-loop load: request i is due at start + i / rate, and its latency is measured from
 * that due time, not from when it could be sent. A slow answer therefore cannot slow the
 * client down and hide (coordinated omission): the requests that wait behind it, in the
 * client's queue or the server's, are timed from when they were due.
 */
export async function fixedRate(target: Target, o: FixedRateOptions): Promise<FixedRateResult> {
  const url = new URL(target.url);
  if (url.hostname !== '127.0.0.1') throw new Error(`refusing to load ${target.url}: only 127.0.0.1`);
  const pool = new Pool(url.origin, { connections: o.connections, pipelining: 1 });
  const rotation = target.bodies ?? [target.body];
  const bodies = rotation.map((b) => JSON.stringify(b));
  const headers = { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br', ...target.headers };
  const total = Math.round(o.rate * o.seconds);
  const latencies = new Float64Array(total);
  let done = 0;
  let non2xx = 0;
  let errors = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  const pending: Promise<void>[] = [];

  const send = (due: number) => {
    inFlight++;
    maxInFlight = Math.max(maxInFlight, inFlight);
    return pool
      .request({ path: url.pathname, method: 'POST', headers, body: bodies[nextBodyIndex(rotation)]! })
      .then(async (response) => {
        await response.body.dump({ limit: Infinity });
        if (response.statusCode < 200 || response.statusCode > 299) non2xx++;
      })
      .catch(() => void errors++)
      .finally(() => {
        latencies[done++] = performance.now() - due;
        inFlight--;
      });
  };

  const start = performance.now() + 5;
  const interval = 1000 / o.rate;
  for (let next = 0; next < total;) {
    const now = performance.now();
    // Everything due by now goes out now: a late timer sends a burst, and each is timed from its due time.
    while (next < total && start + next * interval <= now) {
      pending.push(send(start + next * interval));
      next++;
    }
    if (next < total) await sleep(Math.max(0, start + next * interval - performance.now()));
  }
  await Promise.all(pending);
  const elapsed = (performance.now() - start) / 1000;
  await pool.close();
  const sorted = latencies.subarray(0, done).sort();
  return {
    offeredRps: o.rate,
    achievedRps: Math.round(done / elapsed),
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    maxMs: percentile(sorted, 100),
    requests: done,
    non2xx,
    errors,
    connections: o.connections,
    maxInFlight,
  };
}
