import { sql } from 'kysely';
import type { Db } from './kysely';

/**
 * Gathers the planner's statistics for every table. After a bulk load the planner otherwise
 * guesses row counts; PostgreSQL's autovacuum would catch up later, but the embedded engine
 * has no autovacuum, so its plans would stay guesses for the process's life.
 */
export const refreshPlannerStatistics = (db: Db) => sql`analyze`.execute(db);
