import autocannon from 'autocannon';

export interface LoadOptions {
  connections: number;
  warmupSeconds: number;
  durationSeconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  non2xx: number;
  errors: number;
  responseBytes: number;
}

/** A target: one operation with its body, answered with 200 before the load starts. */
export interface Target {
  name: string;
  url: string;
  body: unknown;
  /** Bodies sent in turn instead of `body` alone, so the load spreads over many rows (cold pages, not one hot row). */
  bodies?: readonly unknown[];
  /** Extra request headers (a signed-in operation's bearer token). */
  headers?: Readonly<Record<string, string>>;
}

/** Where each target's rotation stands: the measured run goes on where the warm-up stopped, to bodies it has not sent. */
const rotation = new WeakMap<readonly unknown[], number>();

/** The next body's index in a target's rotation, shared by every load (closed or open loop) of the run. */
export function nextBodyIndex(bodies: readonly unknown[]): number {
  const next = rotation.get(bodies) ?? 0;
  rotation.set(bodies, next + 1);
  return next % bodies.length;
}

/** Each request takes the next body in turn. */
function rotatingBodies(bodies: readonly unknown[]) {
  const texts = bodies.map((b) => JSON.stringify(b));
  const setupRequest = (request: autocannon.Request) => ({ ...request, body: texts[nextBodyIndex(bodies)] });
  return [{ setupRequest }];
}

/**
 * One autocannon run. Its own histogram keeps whole milliseconds (a bare Fastify p99 reads 0),
 * so latencies are also collected from the response events, which carry fractions.
 */
function fire(target: Target, connections: number, seconds: number): Promise<{ result: autocannon.Result; latencies: Float64Array }> {
  let latencies = new Float64Array(1 << 16);
  let count = 0;
  return new Promise((resolve, reject) => {
    const options = {
      url: target.url,
      method: 'POST' as const,
      // What a browser sends: the portal may answer compressed, bare Fastify ignores it.
      headers: { 'content-type': 'application/json', 'accept-encoding': 'gzip, deflate, br', ...target.headers },
      body: JSON.stringify(target.body),
      ...(target.bodies ? { requests: rotatingBodies(target.bodies) } : {}),
      connections,
      duration: seconds,
    };
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve({ result, latencies: latencies.subarray(0, count) })));
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode < 200 || statusCode > 299) return;
      if (count === latencies.length) {
        const grown = new Float64Array(count * 2);
        grown.set(latencies);
        latencies = grown;
      }
      latencies[count++] = responseTime;
    });
  });
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  const value = sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
  return Math.round(value * 100) / 100;
}

/** Checks the target answers 200, then warms it up and measures it; only 127.0.0.1 is ever loaded. */
export async function measure(target: Target, options: LoadOptions): Promise<LoadResult> {
  if (new URL(target.url).hostname !== '127.0.0.1') throw new Error(`refusing to load ${target.url}: only 127.0.0.1`);
  const probe = await fetch(target.url, { method: 'POST', headers: { 'content-type': 'application/json', ...target.headers }, body: JSON.stringify(target.body) });
  const text = await probe.text();
  if (!probe.ok) throw new Error(`${target.name} answered ${probe.status}: ${text.slice(0, 300)}`);
  if (options.warmupSeconds > 0) await fire(target, options.connections, options.warmupSeconds);
  const { result, latencies } = await fire(target, options.connections, options.durationSeconds);
  const sorted = latencies.sort();
  return {
    requestsPerSecond: Math.round(result.requests.average),
    p50Ms: percentile(sorted, 50),
    p99Ms: percentile(sorted, 99),
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    responseBytes: Buffer.byteLength(text),
  };
}
