import { sql, type Kysely } from 'kysely';

/** The queue filtered by district: the waiting ones, and all of them, each in the list's order. */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index complaint_district_waiting_idx on complaint (district_code, created_at, oid) where status in ('received', 'inProgress')`.execute(db);
  await db.schema.createIndex('complaint_district_idx').on('complaint').columns(['district_code', 'created_at', 'oid']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('complaint_district_idx').execute();
  await db.schema.dropIndex('complaint_district_waiting_idx').execute();
}
