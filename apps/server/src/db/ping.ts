import { sql } from 'kysely';
import type { Db } from './kysely';

/** The cheapest round trip to the database: what the readiness check asks. */
export const pingDatabase = (db: Db) => sql`select 1`.execute(db);
