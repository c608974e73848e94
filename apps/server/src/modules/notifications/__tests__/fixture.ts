import type { Db } from '../../../db/kysely';
import { recordPreference } from '../../../accounts/consents';
import { insertRegistry } from '../../../testing/registries';

let next = 0;

/** A member with their own registry, contact details and (optionally) an open or paid property-tax accrual. */
export async function memberWithDebt(db: Db, options: { gsm: string; email?: string; smsInfo?: boolean; debts?: { dueDate: string; amount: number; status?: 'open' | 'paid' }[] }) {
  next++;
  const nationalId = `9${String(next).padStart(10, '0')}`;
  const registryOid = await insertRegistry(db, {
    registry_type: 'G',
    national_id: nationalId,
    first_name: `ÜYE${next}`,
    last_name: 'DENEME',
    gsm: options.gsm,
    email: options.email ?? null,
  });
  const at = new Date('2027-01-01T09:00:00Z');
  const member = await db
    .insertInto('member')
    .values({
      registry_oid: registryOid,
      user_name: nationalId,
      password_hash: null,
      status: 'ACTIVE',
      gsm: options.gsm,
      email: options.email ?? null,
      sms_consent: options.smsInfo ?? false,
      member_name: null,
      member_surname: null,
      kvkk_consent_at: at,
      registration_key_hash: null,
      pending_until: null,
      created_at: at,
      updated_at: at,
      password_changed_at: null,
    })
    .returning(['oid', 'sms_consent'])
    .executeTakeFirstOrThrow();
  for (const [i, debt] of (options.debts ?? []).entries()) {
    await db
      .insertInto('accrual')
      .values({
        registry_oid: registryOid,
        income_type_code: 'EMLAK',
        revenue_code: 1_201_101,
        revenue_type: null,
        description: 'Emlak Vergisi (Bina)',
        year: 2027,
        instalment_no: i + 1,
        period_label: `2027/${i + 1}`,
        amount: debt.amount,
        due_date: debt.dueDate,
        accrued_on: '2027-01-01',
        status: debt.status ?? 'open',
        source_kind: 'estate',
        source_oid: null,
        real_estate_oid: null,
        subscription_oid: null,
      })
      .execute();
  }
  return { ...member, registryOid: registryOid, nationalId };
}

export async function consent(
  db: Db,
  member: { oid: number; sms_consent: boolean },
  channel: 'sms' | 'email',
  kind: 'reminder' | 'decision' | 'receipt',
  given = true,
  at = new Date('2027-02-01T09:00:00Z'),
) {
  await recordPreference(db, member, { channel, kind, given }, 'profile', at);
}

export const smsTo = (db: Db, gsm: string) => db.selectFrom('sms_outbox').select(['body', 'status']).where('gsm', '=', gsm).orderBy('oid').execute();
