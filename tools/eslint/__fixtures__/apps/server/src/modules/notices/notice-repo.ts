import { sql } from 'kysely';

interface Db {
  selectFrom(table: string): { selectAll(): { execute(): Promise<unknown[]> } };
}

/** The same queries in a repository file: allowed. */
export const findNotices = (db: Db) => db.selectFrom('notice').selectAll().execute();
export const noticeTotal = sql`select count(*) from notice`;
