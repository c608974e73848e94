import { isValidTckn, isValidVkn } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing';
import { DEMO_PASSWORD, demoCompanies, demoPeople, edevletDemoIdentities } from '../demo-accounts';
import { demoLoginLines } from '../demo-logins';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('demo registries and members (seed)', () => {
  it('has about 300 citizens and 40 companies with valid TCKN/VKN and realistic details', async () => {
    const rows = await t.db.selectFrom('registry').selectAll().execute();
    const people = rows.filter((r) => r.national_id);
    const companies = rows.filter((r) => r.tax_number);
    expect(people.length).toBe(300 + demoPeople.length);
    expect(companies.length).toBe(40 + demoCompanies.length);
    expect(people.every((p) => isValidTckn(p.national_id!))).toBe(true);
    expect(companies.every((c) => isValidVkn(c.tax_number!))).toBe(true);
    expect(people.every((p) => /^5\d{9}$/.test(p.gsm!) && p.birth_date && p.first_name && p.last_name && p.district_code && p.inner_door_oid)).toBe(true);
    expect(new Set(rows.map((r) => r.registry_type))).toEqual(new Set(['G', 'Y', 'T', 'K', 'D']));
  });

  it('makes about half of the citizens members, and the fixed demo accounts as documented', async () => {
    const members = await t.db
      .selectFrom('member')
      .innerJoin('registry', 'registry.oid', 'member.registry_oid')
      .select(['member.user_name', 'member.role_code', 'registry.national_id'])
      .execute();
    const citizens = members.filter((m) => m.national_id);
    expect(citizens.length).toBeGreaterThan(120);
    expect(citizens.length).toBeLessThan(190);
    const byName = new Map(members.map((m) => [m.user_name, m.role_code]));
    for (const person of demoPeople) expect(byName.get(person.nationalId) ?? null).toBe(person.member);
    for (const company of demoCompanies) expect(byName.has(company.taxNumber)).toBe(company.member);
    const edevletOnly = edevletDemoIdentities.find((i) => !demoPeople.some((p) => p.nationalId === i.kimlikNo))!;
    expect(await t.db.selectFrom('registry').select('oid').where('national_id', '=', edevletOnly.kimlikNo).executeTakeFirst()).toBeUndefined();
  });

  it('links the demo company to its representative', async () => {
    const link = await t.db
      .selectFrom('registry_representative')
      .innerJoin('registry as c', 'c.oid', 'registry_representative.company_registry_oid')
      .innerJoin('registry as p', 'p.oid', 'registry_representative.person_registry_oid')
      .select(['p.national_id'])
      .where('c.tax_number', '=', demoCompanies[0]!.taxNumber)
      .execute();
    expect(link).toEqual([{ national_id: demoCompanies[0]!.representedBy }]);
  });

  it('is deterministic: the same seed gives the same people', async () => {
    const other = await createTestApp();
    try {
      const ids = (app: TestApp) => app.db.selectFrom('registry').select(['national_id', 'tax_number', 'gsm']).orderBy('oid').execute();
      expect(await ids(other)).toEqual(await ids(t));
    } finally {
      await other.close();
    }
  });

  it('prints the demo logins with what each is for', async () => {
    const text = (await demoLoginLines(t.db, new Date('2026-11-23T10:00:00+03:00'))).join('\n');
    expect(text).toContain(DEMO_PASSWORD);
    expect(text).toContain('10000000146  AHMET YILMAZ');
    expect(text).toContain('64211142102  FATMA ŞAHİN [ADMIN]');
    expect(text).toContain('17291716060  MEHMET ÖZTÜRK — üye değil');
    expect(text).toContain('19090909018  CAN ARSLAN');
    expect(text).toContain('/sim/sms');
    // What waits where in the back office, as the dashboard counts it.
    expect(text).toContain('73257708098  EMİNE KARA — su abonelik');
    expect(text).toMatch(/Yapılandırmalar \(gelir\): 1 — koşula göre bozulmuş/);
    expect(text).toMatch(/Su başvuruları \(su abonelik\): 5 — /);
    for (const queue of ['Şikayet ve talepler', 'Abonelik iptalleri', 'Beyannameler']) expect(text).toMatch(new RegExp(`${queue} \\([^)]+\\): [1-9]\\d* — `));
  });
});
