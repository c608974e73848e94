import { sql, type Kysely } from 'kysely';

/**
 * A password reset is asked for with a single-use code to the registered phone (purpose
 * PASSWORD_RESET beside the other codes), so nobody can force a new password on a member
 * who only gave away an ID number and a phone number (docs/security.md).
 */
const purposes = (list: string[]) => sql.raw(list.map((p) => `'${p}'`).join(', '));
const before = ['REGISTER', 'UPDATE_PHONE', 'FAST_PAYMENT', 'CONTRACT_CANCELLATION', 'WATER_FAST_PAYMENT', 'COMPLAINT', 'WATER_APPLICATION', 'WATER_DOCUMENTS'];

async function allow(db: Kysely<any>, list: string[]) {
  await sql`alter table verification_code drop constraint if exists verification_code_purpose_check`.execute(db);
  await sql`alter table verification_code add constraint verification_code_purpose_check check (purpose in (${purposes(list)}))`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await allow(db, [...before, 'PASSWORD_RESET']);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('verification_code').where('purpose', '=', 'PASSWORD_RESET').execute();
  await allow(db, before);
}
