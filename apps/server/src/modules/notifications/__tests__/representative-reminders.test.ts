import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../db/kysely';
import { createTestApp, type TestApp } from '../../../testing';
import { queueDueDateReminders } from '../reminders';
import { consent, memberWithDebt, smsTo } from './fixture';
import { insertRegistry } from '../../../testing/registries';

/**
 * Issue 20: a company registry without its own membership is reminded through its
 * representatives (registry_representative) who are members and opted in, naming the company;
 * still once per (member, accrual, kind).
 */
const DUE = '2027-05-31';
let clock = new Date('2027-05-24T10:00:00+03:00');
let t: TestApp;
const people: Record<string, Awaited<ReturnType<typeof memberWithDebt>>> = {};
let taxNumber = 9_000_000_000;

/** A company registry (no member account unless asked) with an open accrual due on the day, represented by the given people. */
async function company(db: Db, title: string, amount: number, representatives: { registryOid: number }[]) {
  taxNumber++;
  const oid = await insertRegistry(db, { registry_type: 'T', tax_number: String(taxNumber), title, gsm: '5320009999' });
  await db
    .insertInto('accrual')
    .values({
      registry_oid: oid,
      income_type_code: 'CTV',
      revenue_code: 1_201_301,
      revenue_type: null,
      description: 'Çevre Temizlik Vergisi',
      year: 2027,
      instalment_no: 1,
      period_label: '2027/1',
      amount,
      due_date: DUE,
      accrued_on: '2027-01-01',
      status: 'open',
      source_kind: 'estate',
      source_oid: null,
      real_estate_oid: null,
      subscription_oid: null,
    })
    .execute();
  for (const r of representatives) await db.insertInto('registry_representative').values({ company_registry_oid: oid, person_registry_oid: r.registryOid }).execute();
  return oid;
}

/** The reminder job and the dispatch, as the server's timers run them (twice, as two ticks would). */
async function tick() {
  await t.app.jobs.tick();
  clock = new Date(clock.getTime() + 60_000);
  await t.app.jobs.tick();
}

beforeAll(async () => {
  t = await createTestApp({ seed: false, now: () => clock, configure: (c) => ({ ...c, notifications: { ...c.notifications, smsPerSecond: 1000 } }) });
  const db = t.db;
  // Represents a company and owes something of his own on the same day: two reminders, one for each.
  people.representative = await memberWithDebt(db, { gsm: '5320000101', debts: [{ dueDate: DUE, amount: 10_000 }] });
  await consent(db, people.representative, 'sms', 'reminder');
  people.silent = await memberWithDebt(db, { gsm: '5320000102' });
  await consent(db, people.silent, 'sms', 'reminder', false);
  people.owner = await memberWithDebt(db, { gsm: '5320000103' });
  await consent(db, people.owner, 'sms', 'reminder');
  await company(db, 'ÖRNEK GIDA A.Ş.', 480_000, [people.representative, people.silent]);
  // A company with its own member account is reminded there, not through its representative.
  const member = await company(db, 'KENDİ ÜYELİĞİ OLAN LTD. ŞTİ.', 120_000, [people.owner]);
  await db
    .insertInto('member')
    .values({
      registry_oid: member,
      user_name: String(taxNumber),
      password_hash: null,
      status: 'ACTIVE',
      gsm: '5320009999',
      email: null,
      sms_consent: false,
      member_name: null,
      member_surname: null,
      kvkk_consent_at: clock,
      registration_key_hash: null,
      pending_until: null,
      created_at: clock,
      updated_at: clock,
      password_changed_at: null,
    })
    .execute();
});
afterAll(() => t.close());

describe("due-date reminders for a company's representative", () => {
  it('sends the consenting representative one reminder for the company, naming it, beside his own', async () => {
    await tick();
    const sms = (await smsTo(t.db, '5320000101')).map((m) => m.body);
    expect(sms).toHaveLength(2);
    const forCompany = sms.filter((b) => b.includes('ÖRNEK GIDA A.Ş.'));
    expect(forCompany).toHaveLength(1);
    expect(forCompany[0]).toContain('ÖRNEK GIDA A.Ş. adına son ödeme günü 7 gün sonra (31.05.2027)');
    expect(forCompany[0]).toContain('4.800,00 ₺');
    expect(sms.filter((b) => b.includes('borçlarınızın') && b.includes('100,00 ₺'))).toHaveLength(1);
    const rows = await t.db.selectFrom('notification').select(['member_oid', 'on_behalf_of', 'accrual_oids']).where('member_oid', '=', people.representative!.oid).execute();
    expect(rows.map((r) => r.on_behalf_of ?? 'own').sort()).toEqual(['own', 'ÖRNEK GIDA A.Ş.']);
  });

  it('run again, or on the same day again, sends nothing more', async () => {
    await tick();
    expect(await queueDueDateReminders(t.db, clock)).toBe(0);
    await tick();
    expect(await smsTo(t.db, '5320000101')).toHaveLength(2);
  });

  it('sends nothing to a representative who did not opt in, nor to the representative of a company with its own membership', async () => {
    expect(await smsTo(t.db, '5320000102')).toEqual([]);
    expect(await smsTo(t.db, '5320000103')).toEqual([]);
    expect(await t.db.selectFrom('notification').select('oid').where('member_oid', 'in', [people.silent!.oid, people.owner!.oid]).execute()).toEqual([]);
  });
});
