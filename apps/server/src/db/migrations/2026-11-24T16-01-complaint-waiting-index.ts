import { sql, type Kysely } from 'kysely';

/**
 * The complaints queue's default view is the waiting work (received or in progress), oldest
 * first. With a year of mostly closed complaints, an index of only the waiting ones, in the
 * list's order, makes its first page a walk of 26 index entries (bench: bench:backoffice).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index complaint_waiting_idx on complaint (created_at, oid) where status in ('received', 'inProgress')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('complaint_waiting_idx').execute();
}
