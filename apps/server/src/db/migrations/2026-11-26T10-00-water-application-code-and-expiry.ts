import { sql, type Kysely } from 'kysely';

/**
 * Issue 17 item 1 and the expiry of ADR 16: a water application may be filed with an SMS code to
 * the registry's phone (purpose WATER_APPLICATION beside the other codes), and an application
 * left unpaid is closed as expired.
 */
const purposes = (list: string[]) => sql.raw(list.map((p) => `'${p}'`).join(', '));
const codesBefore = ['REGISTER', 'UPDATE_PHONE', 'FAST_PAYMENT', 'CONTRACT_CANCELLATION', 'WATER_FAST_PAYMENT', 'COMPLAINT'];
const statusesBefore = ['awaitingPayment', 'received', 'documentsMissing', 'siteVisitPlanned', 'approved', 'meterMounted', 'active', 'rejected', 'refundApproved', 'refunded'];

async function constraints(db: Kysely<any>, codes: string[], statuses: string[]) {
  await sql`alter table verification_code drop constraint if exists verification_code_purpose_check`.execute(db);
  await sql`alter table verification_code add constraint verification_code_purpose_check check (purpose in (${purposes(codes)}))`.execute(db);
  await sql`alter table water_application drop constraint if exists water_application_status_check`.execute(db);
  await sql`alter table water_application add constraint water_application_status_check check (status in (${purposes(statuses)}))`.execute(db);
}

export async function up(db: Kysely<any>): Promise<void> {
  await constraints(db, [...codesBefore, 'WATER_APPLICATION'], [...statusesBefore, 'expired']);
  // The expiry job looks for old unpaid applications.
  await sql`create index water_application_awaiting_idx on water_application (created_at) where status = 'awaitingPayment'`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index if exists water_application_awaiting_idx`.execute(db);
  await db.deleteFrom('verification_code').where('purpose', '=', 'WATER_APPLICATION').execute();
  await db.deleteFrom('water_application_status').where('status', '=', 'expired').execute();
  await db.updateTable('water_application').set({ status: 'awaitingPayment' }).where('status', '=', 'expired').execute();
  await constraints(db, codesBefore, statusesBefore);
}
