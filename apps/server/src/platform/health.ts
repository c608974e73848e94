import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/kysely';
import { pingDatabase } from '../db/ping';
import type { JobRunner } from './jobs';

/**
 * Liveness says the process answers; readiness says it can reach its database, and shows each
 * background job's last run. What an operator must fix soon without the portal
 * being down (e.g. a year without its religious holidays loaded) is listed under `warnings`, as
 * the checks the app passes in find it. A copy that is shutting down is not ready, so the proxy
 * stops sending it requests while the ones in flight finish.
 */
export function registerHealth(app: FastifyInstance, db: Db, jobs: JobRunner, warningChecks: readonly (() => Promise<ReadinessWarning[]>)[] = []) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A keep-alive connection whose request was in flight would otherwise hold the close open
  // until its idle timeout: its answer tells the client to hang up.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    if (closing) return reply.status(503).send({ status: 'closing' });
    try {
      await pingDatabase(db);
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
    const jobStatus = await jobs.status().catch(() => null);
    const warnings = (await Promise.all(warningChecks.map((check) => check()))).flat();
    return warnings.length > 0 ? { status: 'ready', jobs: jobStatus, warnings } : { status: 'ready', jobs: jobStatus };
  });
}

/** Something the operator must fix soon, while the portal keeps serving. */
export interface ReadinessWarning {
  code: string;
  message: string;
  [detail: string]: unknown;
}
