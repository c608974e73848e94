import { performance } from 'node:perf_hooks';

export interface LatencySummary {
  count: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const value = sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
  return Math.round(value * 10) / 10;
}

function summarise(samples: number[], errors: number): LatencySummary {
  const sorted = [...samples].sort((a, b) => a - b);
  return { count: samples.length, errors, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99), maxMs: percentile(sorted, 100) };
}

interface Series {
  ms: number[];
  errors: number;
  statuses: Record<string, number>;
}

/**
 * Latencies of every HTTP request (by operation or page) and of every citizen-facing step
 * (sign-in, debts, card payment…, each several requests), with the errors of each.
 */
export class Recorder {
  private readonly requests = new Map<string, Series>();
  private readonly steps = new Map<string, Series>();
  /** The failed steps, newest last, each with what went wrong (first 50 kept). */
  readonly failures: { at: string; step: string; reason: string }[] = [];
  requestCount = 0;
  /** Steps under way now, by label. */
  readonly inFlight = new Map<string, number>();

  private series(map: Map<string, Series>, label: string): Series {
    let s = map.get(label);
    if (!s) map.set(label, (s = { ms: [], errors: 0, statuses: {} }));
    return s;
  }

  /** A request with status 0 is a transport error (connection refused or reset, the proxy gone). */
  request(label: string, ms: number, status: number) {
    this.requestCount++;
    const s = this.series(this.requests, label);
    s.ms.push(ms);
    s.statuses[String(status)] = (s.statuses[String(status)] ?? 0) + 1;
    if (status === 0 || status >= 500) s.errors++;
  }

  /** Times a step; a thrown error counts as the step's failure and is thrown on. */
  async step<T>(label: string, work: () => Promise<T>): Promise<T> {
    const started = performance.now();
    const s = this.series(this.steps, label);
    this.inFlight.set(label, (this.inFlight.get(label) ?? 0) + 1);
    try {
      const result = await work();
      s.ms.push(performance.now() - started);
      return result;
    } catch (error) {
      s.errors++;
      if (this.failures.length < 50) this.failures.push({ at: new Date().toISOString(), step: label, reason: error instanceof Error ? error.message : String(error) });
      throw error;
    } finally {
      this.inFlight.set(label, this.inFlight.get(label)! - 1);
    }
  }

  summary() {
    const of = (map: Map<string, Series>) =>
      Object.fromEntries([...map].sort(([a], [b]) => a.localeCompare(b)).map(([label, s]) => [label, { ...summarise(s.ms, s.errors), statuses: s.statuses }]));
    return { steps: of(this.steps), operations: of(this.requests) };
  }
}
