import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/kysely';
import { runBreakingJob } from './break-plans';

const HOUR = 60 * 60 * 1000;

/** Runs the breaking job hourly while the server is up (not in tests: they run it with a chosen day). */
export function scheduleBreakingJob(app: FastifyInstance, db: Db, now: () => Date): void {
  const timer = setInterval(() => {
    runBreakingJob(db, now()).then(
      (result) => {
        if (result.broken.length + result.completed.length > 0) app.log.info({ broken: result.broken.length, completed: result.completed.length }, 'restructuring plans checked');
      },
      (error: unknown) => app.log.error({ err: error }, 'restructuring breaking job failed'),
    );
  }, HOUR);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}
