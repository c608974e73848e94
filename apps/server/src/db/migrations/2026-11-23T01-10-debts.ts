import { sql, type Kysely } from 'kysely';

/**
 * Debts: the menu items of the debt screens, and the FAST_PAYMENT purpose of
 * the phone verification codes (ValidateRegistries → ValidateCode → paymentProof).
 */
const items = [
  { oid: 200, name: 'Borç Sorgulama ve Ödeme', path: '/DebtQuestioning', icon: 'payments', type: 'default', sort_order: 100 },
  { oid: 201, name: 'Sicil Bilgilerim', path: '/RegistryObservation', icon: 'badge', type: 'default', sort_order: 101 },
  { oid: 202, name: 'Hızlı Ödeme', path: '/FastPayment', icon: 'bolt', type: 'default', sort_order: 102 },
  { oid: 203, name: 'Evlendirme Harcı Ödeme', path: '/FastPaymentForMatrimony', icon: 'favorite', type: 'default', sort_order: 103, visible_when: 'CountyCode=2080' },
  { oid: 204, name: 'Makbuz Doğrulama', path: '/ReceiptVerification', icon: 'verified', type: 'default', sort_order: 104 },
];

const purposes = (list: string[]) => sql.raw(list.map((p) => `'${p}'`).join(', '));

export async function up(db: Kysely<any>): Promise<void> {
  await db.insertInto('menu_item').values(items).execute();
  await sql`alter table verification_code drop constraint if exists verification_code_purpose_check`.execute(db);
  await sql`alter table verification_code add constraint verification_code_purpose_check check (purpose in (${purposes(['REGISTER', 'UPDATE_PHONE', 'FAST_PAYMENT'])}))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('verification_code').where('purpose', '=', 'FAST_PAYMENT').execute();
  await sql`alter table verification_code drop constraint if exists verification_code_purpose_check`.execute(db);
  await sql`alter table verification_code add constraint verification_code_purpose_check check (purpose in (${purposes(['REGISTER', 'UPDATE_PHONE'])}))`.execute(db);
  await db.deleteFrom('menu_item').where('oid', 'in', items.map((i) => i.oid)).execute();
}
