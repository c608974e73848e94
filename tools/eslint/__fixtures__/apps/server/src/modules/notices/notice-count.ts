import { sql } from 'kysely';

interface Db {
  selectFrom(table: string): { selectAll(): { execute(): Promise<unknown[]> } };
}

/** A service that writes its own query: what the SQL rule refuses. */
export const noticeCount = (db: Db) => db.selectFrom('notice').selectAll().execute();
export const noticeTotal = sql`select count(*) from notice`;
