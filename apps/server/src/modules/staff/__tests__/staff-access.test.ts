import type { OperationName } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { demoPeople, signIn } from '../../../testing/identity';

const ahmet = demoPeople[0]!;
const zeynep = demoPeople[1]!;
const fatma = demoPeople[2]!;

let t: TestApp;
const tokens: Record<'ahmet' | 'zeynep' | 'fatma', string> = { ahmet: '', zeynep: '', fatma: '' };
let zeynepUserOid = 0;
beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-23T09:00:00Z') });
  for (const [key, person] of [
    ['ahmet', ahmet],
    ['zeynep', zeynep],
    ['fatma', fatma],
  ] as const)
    tokens[key] = (await signIn(t, person.nationalId)).AccessToken;
  zeynepUserOid = (await t.db.selectFrom('member').select('oid').where('user_name', '=', zeynep.nationalId).executeTakeFirstOrThrow()).oid;
});
afterAll(() => t.close());

const staffTables = ['employee', 'payslip', 'payslip_line', 'leave_application', 'enforcement_file'] as const;
async function rowCounts() {
  const counts: number[] = [];
  for (const table of staffTables)
    counts.push(
      Number(
        (
          await t.db
            .selectFrom(table)
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    );
  return counts;
}

/** Every staff call with a valid body for FATMA ŞAHİN. */
const own: [OperationName, Record<string, unknown>][] = [
  ['RetrieveEmployeeDetailedInformation', { queryType: 2 }],
  ['GetEmployeeScoreCardAccrumentSummaries', {}],
  ['RetrieveEmployeeScoreCardDocument', { year: 2026, month: 1 }],
  ['RetrieveLeaveApplicationInformations', { queryType: '1' }],
  ['CalculateTotalAndRemaingAndUsedLeavesOfEmployee', {}],
  ['RetrieveEnforcementInformation', {}],
];

describe('IsEmployeeActive', () => {
  it('answers true for an employee and false for any other member — the screens then show the "not an employee" page', async () => {
    expect((await t.call('IsEmployeeActive', { identityNumber: fatma.nationalId }, tokens.fatma)).json()).toBe(true);
    expect((await t.call('IsEmployeeActive', { identityNumber: zeynep.nationalId }, tokens.zeynep)).json()).toBe(true);
    const res = await t.call('IsEmployeeActive', { identityNumber: ahmet.nationalId }, tokens.ahmet);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toBe(false);
  });

  it("needs sign-in, answers only about the caller (another's number is 404) and refuses a bad number", async () => {
    expect((await t.call('IsEmployeeActive', { identityNumber: fatma.nationalId })).statusCode).toBe(401);
    expect((await t.call('IsEmployeeActive', { identityNumber: zeynep.nationalId }, tokens.fatma)).statusCode).toBe(404);
    expect((await t.call('IsEmployeeActive', { identityNumber: fatma.nationalId }, tokens.ahmet)).statusCode).toBe(404);
    const bad = await t.call('IsEmployeeActive', { identityNumber: '12345678901' }, tokens.fatma);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('identityNumber');
  });

  it('an employee who has left is no longer active, and the staff calls refuse them', async () => {
    await t.db.updateTable('employee').set({ is_active: false }).where('national_id', '=', zeynep.nationalId).execute();
    try {
      expect((await t.call('IsEmployeeActive', { identityNumber: zeynep.nationalId }, tokens.zeynep)).json()).toBe(false);
      expect((await t.call('RetrieveEnforcementInformation', {}, tokens.zeynep)).statusCode).toBe(403);
    } finally {
      await t.db.updateTable('employee').set({ is_active: true }).where('national_id', '=', zeynep.nationalId).execute();
    }
  });
});

describe('every staff call', () => {
  it.each(own)('%s: 200 for the employee, 401 anonymous, 403 for a member who is not an employee', async (name, body) => {
    const before = await rowCounts();
    expect((await t.call(name, body, tokens.fatma)).statusCode).toBe(200);
    expect((await t.call(name, body)).statusCode).toBe(401);
    const refused = await t.call(name, body, tokens.ahmet);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    expect(await rowCounts()).toEqual(before);
  });

  it.each([
    ['RetrieveEmployeeDetailedInformation', { queryType: 1 }, 'queryType'],
    ['RetrieveLeaveApplicationInformations', { queryType: 1 }, 'queryType'],
    ['GetEmployeeScoreCardAccrumentSummaries', { year: 2026, month: 13 }, 'month'],
    ['RetrieveEmployeeScoreCardDocument', { year: 2026 }, 'month'],
    ['CalculateTotalAndRemaingAndUsedLeavesOfEmployee', { year: 'bu yıl' }, 'year'],
    ['RetrieveEnforcementInformation', { identityNumber: '11111111111' }, 'identityNumber'],
  ] as const)('%s refuses bad input with field errors', async (name, body, field) => {
    const res = await t.call(name, body as Record<string, unknown>, tokens.fatma);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields ?? {}).join(' ')).toContain(field);
  });
});

describe("one employee cannot read another's records by changing any field", () => {
  const zeynepCorp = '200342';
  const fields: [OperationName, Record<string, unknown>][] = [
    ['RetrieveEmployeeDetailedInformation', { queryType: 2, userDetailOidOrEmployeeCorporationRegistryNumber: zeynepCorp }],
    ['GetEmployeeScoreCardAccrumentSummaries', { employeeCorporationRegistryNumber: zeynepCorp }],
    ['GetEmployeeScoreCardAccrumentSummaries', { employeeCorporationRegistryNumber: zeynepCorp, year: 2026, month: 1 }],
    ['RetrieveEmployeeScoreCardDocument', { employeeCorporationRegistryNumber: zeynepCorp, year: 2026, month: 1 }],
    ['RetrieveLeaveApplicationInformations', { queryType: '1', concreteEmployeeInformation: { identityNumber: zeynep.nationalId } }],
    ['RetrieveLeaveApplicationInformations', { queryType: '1', concreteEmployeeInformation: { employeeCorporationRegistryNumber: zeynepCorp } }],
    ['CalculateTotalAndRemaingAndUsedLeavesOfEmployee', { identityNumber: zeynep.nationalId }],
    ['CalculateTotalAndRemaingAndUsedLeavesOfEmployee', { employeeCorporationRegistryNumber: zeynepCorp }],
    ['RetrieveEnforcementInformation', { identityNumber: zeynep.nationalId }],
    ['RetrieveEnforcementInformation', { employeeCorporationRegistryNumber: zeynepCorp }],
    ['IsEmployeeActive', { identityNumber: zeynep.nationalId }],
  ];

  it.each(fields)('%s with %j is 404 and shows nothing of hers', async (name, body) => {
    const res = await t.call(name, body, tokens.fatma);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toMatch(/ZEYNEP|2023\/9021|200342/);
  });

  it("the user detail oid of another member is 404; the caller's own oid or number answers her own record", async () => {
    const other = await t.call('RetrieveEmployeeDetailedInformation', { queryType: 2, userDetailOidOrEmployeeCorporationRegistryNumber: String(zeynepUserOid) }, tokens.fatma);
    expect(other.statusCode).toBe(404);
    const byOid = await t.call('RetrieveEmployeeDetailedInformation', { queryType: 2, userDetailOidOrEmployeeCorporationRegistryNumber: String(zeynepUserOid) }, tokens.zeynep);
    expect(byOid.json()).toMatchObject({ name: 'ZEYNEP', employeeCorporationRegistryNumber: zeynepCorp });
    const byNumber = await t.call('GetEmployeeScoreCardAccrumentSummaries', { employeeCorporationRegistryNumber: '100117', year: 2026, month: 1 }, tokens.fatma);
    expect(byNumber.statusCode).toBe(200);
  });

  it("her records answer her, and never FATMA ŞAHİN's", async () => {
    const files = (await t.call('RetrieveEnforcementInformation', {}, tokens.zeynep)).json();
    expect(files.files.map((f: { fileNumber: string }) => f.fileNumber)).toEqual(['2023/9021']);
    expect(files.files[0]).toMatchObject({ isAlimony: true, status: 'active', monthlyCut: 400_000 });
    const slip = (await t.call('GetEmployeeScoreCardAccrumentSummaries', { year: 2026, month: 1 }, tokens.zeynep)).json().slip;
    expect(slip.deductions.map((d: { code: string }) => d.code)).toEqual(['SGK', 'ISSIZLIK', 'GELIR_VERGISI', 'DAMGA_VERGISI', 'SENDIKA', 'NAFAKA']);
    expect(JSON.stringify(slip)).not.toMatch(/2025\/4471|2024\/18452/);
  });
});
