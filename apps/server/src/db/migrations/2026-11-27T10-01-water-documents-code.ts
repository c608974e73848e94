import { sql, type Kysely } from 'kysely';

/**
 * Issue 17: the citizen who follows a water application by tracking number and phone proves
 * that phone with an SMS code (purpose WATER_DOCUMENTS) to add the documents the water unit asked for.
 */
const purposes = (list: string[]) => sql.raw(list.map((p) => `'${p}'`).join(', '));
const before = ['REGISTER', 'UPDATE_PHONE', 'FAST_PAYMENT', 'CONTRACT_CANCELLATION', 'WATER_FAST_PAYMENT', 'COMPLAINT', 'WATER_APPLICATION'];

async function allow(db: Kysely<any>, list: string[]) {
  await sql`alter table verification_code drop constraint if exists verification_code_purpose_check`.execute(db);
  await sql`alter table verification_code add constraint verification_code_purpose_check check (purpose in (${purposes(list)}))`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await allow(db, [...before, 'WATER_DOCUMENTS']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('verification_code').where('purpose', '=', 'WATER_DOCUMENTS').execute();
  await allow(db, before);
}
