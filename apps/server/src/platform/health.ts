import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/kysely';

/** Liveness says the process answers; readiness says it can reach its database. */
export function registerHealth(app: FastifyInstance, db: Db) {
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    try {
      await sql`select 1`.execute(db);
      return { status: 'ready' };
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
  });
}
