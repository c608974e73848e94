import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/kysely';
import type { JobRunner } from './jobs';

/**
 * Liveness says the process answers; readiness says it can reach its database, and shows each
 * background job's last run (issue 21 item 4). A copy that is shutting down is not ready, so
 * the proxy stops sending it requests while the ones in flight finish.
 */
export function registerHealth(app: FastifyInstance, db: Db, jobs: JobRunner) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    if (closing) return reply.status(503).send({ status: 'closing' });
    try {
      await sql`select 1`.execute(db);
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
    const status = await jobs.status().catch(() => null);
    return { status: 'ready', jobs: status };
  });
}
