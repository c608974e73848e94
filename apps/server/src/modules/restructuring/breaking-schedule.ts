import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/kysely';
import type { JobDefinition } from '../../platform/jobs';
import { runBreakingJob } from './break-plans';

const HOUR = 60 * 60 * 1000;

/** The hourly breaking job, run once across server copies by the job runner (not in tests: they run it with a chosen day). */
export function breakingJob(db: Db, now: () => Date, log: FastifyBaseLogger): JobDefinition {
  return {
    name: 'restructuring-breaking',
    intervalMs: HOUR,
    run: async () => {
      const result = await runBreakingJob(db, now());
      if (result.broken.length + result.completed.length > 0) log.info({ broken: result.broken.length, completed: result.completed.length }, 'restructuring plans checked');
    },
  };
}
