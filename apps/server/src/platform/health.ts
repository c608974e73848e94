import { istanbulDate } from '@ebelediye/contract';
import { sql } from 'kysely';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/kysely';
import { holidayCalendar, missingReligiousHolidayYears } from '../reference-data/holiday-calendar';

/**
 * Liveness says the process answers; readiness says it can reach its database. What an operator
 * must fix soon without the portal being down (a year without its religious holidays loaded) is
 * listed under `warnings`, and readiness still holds.
 */
export function registerHealth(app: FastifyInstance, db: Db, now: () => Date = () => new Date()) {
  app.get('/healthz', { logLevel: 'warn' }, async () => ({ status: 'ok' }));
  app.get('/readyz', { logLevel: 'warn' }, async (_request, reply) => {
    try {
      await sql`select 1`.execute(db);
    } catch {
      return reply.status(503).send({ status: 'unavailable' });
    }
    const warnings = await readinessWarnings(db, now());
    return warnings.length > 0 ? { status: 'ready', warnings } : { status: 'ready' };
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
