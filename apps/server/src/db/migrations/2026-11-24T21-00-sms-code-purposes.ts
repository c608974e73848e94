import { sql, type Kysely } from 'kysely';

/**
 * One SMS-code module: a complaint's phone code lives with the other codes
 * in verification_code (purpose COMPLAINT), so the separate complaint_verification table goes.
 */
const purposes = (list: string[]) => sql.raw(list.map((p) => `'${p}'`).join(', '));
const before = ['REGISTER', 'UPDATE_PHONE', 'FAST_PAYMENT', 'CONTRACT_CANCELLATION', 'WATER_FAST_PAYMENT'];

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table verification_code drop constraint if exists verification_code_purpose_check`.execute(db);
  await sql`alter table verification_code add constraint verification_code_purpose_check check (purpose in (${purposes([...before, 'COMPLAINT'])}))`.execute(db);
  await db.schema.dropTable('complaint_verification').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('complaint_verification')
    .addColumn('oid', 'bigserial', (c) => c.primaryKey())
    .addColumn('operation_ref', 'text', (c) => c.notNull().unique())
    .addColumn('gsm', 'text', (c) => c.notNull())
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.deleteFrom('verification_code').where('purpose', '=', 'COMPLAINT').execute();
  await sql`alter table verification_code drop constraint if exists verification_code_purpose_check`.execute(db);
  await sql`alter table verification_code add constraint verification_code_purpose_check check (purpose in (${purposes(before)}))`.execute(db);
}
