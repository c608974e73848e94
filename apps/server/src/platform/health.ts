import { istanbulDate } from '@ebelediye/contract';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/kysely';
import { holidayCalendar, missingReligiousHolidayYears } from '../reference-data/holiday-calendar';
import type { JobRunner } from './jobs';

/**
 * Liveness says the process answers; readiness says it can reach its database, and shows each
 * background job's last run (issue 21 item 4). What an operator must fix soon without the portal
 * being down (a year without its religious holidays loaded) is listed under `warnings`. A copy
 * that is shutting down is not ready, so the proxy stops sending it requests while the ones in
 * flight finish.
 */
export function registerHealth(app: FastifyInstance, db: Db, jobs: JobRunner, now: () => Date = () => new Date()) {
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
    const jobStatus = await jobs.status().catch(() => null);
    const warnings = await readinessWarnings(db, now());
    return warnings.length > 0 ? { status: 'ready', jobs: jobStatus, warnings } : { status: 'ready', jobs: jobStatus };
  });
}

export interface ReadinessWarning {
  code: 'RELIGIOUS_HOLIDAYS_MISSING';
  years: number[];
  message: string;
}

async function readinessWarnings(db: Db, at: Date): Promise<ReadinessWarning[]> {
  const years = missingReligiousHolidayYears(await holidayCalendar(db), istanbulDate(at));
  if (years.length === 0) return [];
  return [{
    code: 'RELIGIOUS_HOLIDAYS_MISSING',
    years,
    message: `The religious holidays of ${years.join(' and ')} are not loaded in official_holiday: due dates in ${years.length === 1 ? 'that year' : 'those years'} move off weekends and the fixed-date holidays only.`,
  }];
}
