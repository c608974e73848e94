import type { FastifyBaseLogger } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { Db } from '../db/kysely';
import * as repo from './job-repo';

export interface JobDefinition {
  /** Stable name: the key of its runs in `job_run`. */
  name: string;
  /** One run per interval across all server copies. */
  intervalMs: number;
  run(): Promise<unknown>;
  /** Tries per interval before the run is left failed (default 3). */
  maxAttempts?: number;
  /** Wait after a failure before the next try (default: a tenth of the interval, at least 1 s). */
  retryDelayMs?: number;
  /** A run still 'running' this long after it started belongs to a copy that died: it is taken over (default: the interval). */
  staleAfterMs?: number;
}

export interface JobStatus {
  job: string;
  intervalSeconds: number;
  /** The last interval that was claimed, and how its run went. */
  lastRun: { slot: string; status: 'running' | 'succeeded' | 'failed'; attempts: number; startedAt: string; finishedAt: string | null } | null;
  lastSucceededAt: string | null;
}

const keepRunsMs = 7 * 24 * 60 * 60 * 1000;

/**
 * Background work that runs once across server copies (ADR 0014). Every copy
 * ticks; for each job the current interval is claimed by inserting its `job_run` row, and only
 * the copy whose insert went in runs it. A failed run is retried in the same interval (up to
 * `maxAttempts`), and a run left 'running' by a copy that died is taken over. The rows are the
 * last-run status `/readyz` shows. Works alike on PostgreSQL and the embedded PGlite.
 */
export class JobRunner {
  private readonly jobs = new Map<string, JobDefinition>();
  private timer: NodeJS.Timeout | null = null;
  private inFlight: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly now: () => Date,
    private readonly log: FastifyBaseLogger,
    readonly copyId: string = randomUUID(),
  ) {}

  register(job: JobDefinition): this {
    if (job.intervalMs > 0) this.jobs.set(job.name, job);
    return this;
  }

  get names(): string[] {
    return [...this.jobs.keys()];
  }

  /** One pass over the jobs: claims and runs each one whose interval nobody has run yet. Answers the jobs this copy ran. */
  async tick(): Promise<string[]> {
    const ran: string[] = [];
    for (const job of this.jobs.values()) {
      const slot = await this.claim(job);
      if (!slot) continue;
      ran.push(job.name);
      await this.execute(job, slot);
    }
    return ran;
  }

  /** Ticks every `tickMs` until stopped; a tick still running is not overlapped. */
  start(tickMs: number): void {
    if (this.timer || this.jobs.size === 0) return;
    let running = false;
    this.timer = setInterval(() => {
      if (running) return;
      running = true;
      this.inFlight = this.tick()
        .catch((error: unknown) => this.log.error({ err: error }, 'job tick failed'))
        .finally(() => {
          running = false;
        });
    }, tickMs);
    this.timer.unref();
  }

  /** Stops ticking and waits for a run in progress to finish (graceful shutdown). */
  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.inFlight;
  }

  async status(): Promise<JobStatus[]> {
    const names = this.names;
    if (names.length === 0) return [];
    const [latest, succeeded] = await Promise.all([repo.findLatestRuns(this.db, names), repo.findLastSuccesses(this.db, names)]);
    return names.map((name) => {
      const row = latest.find((r) => r.job === name);
      const ok = succeeded.find((r) => r.job === name)?.at;
      return {
        job: name,
        intervalSeconds: Math.round(this.jobs.get(name)!.intervalMs / 1000),
        lastRun: row
          ? {
              slot: row.slot.toISOString(),
              status: row.status,
              attempts: row.attempts,
              startedAt: row.started_at.toISOString(),
              finishedAt: row.finished_at?.toISOString() ?? null,
            }
          : null,
        lastSucceededAt: ok ? new Date(ok).toISOString() : null,
      };
    });
  }

  private async claim(job: JobDefinition): Promise<Date | null> {
    const now = this.now();
    const slot = new Date(Math.floor(now.getTime() / job.intervalMs) * job.intervalMs);
    if (await repo.insertRunIfNew(this.db, { job: job.name, slot, status: 'running', attempts: 1, claimed_by: this.copyId, started_at: now, finished_at: null, error: null })) {
      await repo.deleteRunsBefore(this.db, job.name, new Date(now.getTime() - keepRunsMs));
      return slot;
    }
    const retryDelayMs = job.retryDelayMs ?? Math.max(1000, job.intervalMs / 10);
    const staleAfterMs = job.staleAfterMs ?? job.intervalMs;
    const retried = await repo.retryRunIf(this.db, {
      job: job.name,
      slot,
      copyId: this.copyId,
      now,
      maxAttempts: job.maxAttempts ?? 3,
      failedBefore: new Date(now.getTime() - retryDelayMs),
      startedBefore: new Date(now.getTime() - staleAfterMs),
    });
    return retried ? slot : null;
  }

  private async execute(job: JobDefinition, slot: Date): Promise<void> {
    let error: string | null = null;
    try {
      await job.run();
    } catch (failure) {
      // The message stays with the run for the operator; the details go to the log.
      error = failure instanceof Error ? failure.message.slice(0, 500) : 'failed';
      this.log.error({ err: failure, job: job.name }, 'job failed');
    }
    await repo.finishRun(this.db, { job: job.name, slot, copyId: this.copyId }, { status: error === null ? 'succeeded' : 'failed', finished_at: this.now(), error });
  }
}
