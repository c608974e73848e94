import { sql, type Kysely } from 'kysely';

/**
 * The demo seed leaves a mark, so a start can tell a demo database from a municipality's own
 * (which has cities and streets too) and production can refuse one. A database seeded before the
 * mark existed is recognised by the demo administrator's registry.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('demo_data_mark')
    .addColumn('made_at', 'timestamptz', (c) => c.notNull())
    .addColumn('scale', 'integer', (c) => c.notNull())
    .execute();
  await sql`insert into demo_data_mark (made_at, scale)
            select current_timestamp, 1 where exists (select 1 from registry where national_id = '64211142102')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('demo_data_mark').execute();
}
