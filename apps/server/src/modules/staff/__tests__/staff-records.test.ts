import { operations } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { demoPeople, signIn } from '../../../testing/identity';
import { readPdf } from '../../../testing/pdf-text';

const zeynep = demoPeople[1]!;
const fatma = demoPeople[2]!;

let t: TestApp;
let clock = new Date('2026-11-23T09:00:00Z');
let fatmaToken: string;
let zeynepToken: string;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  fatmaToken = (await signIn(t, fatma.nationalId)).AccessToken;
  zeynepToken = (await signIn(t, zeynep.nationalId)).AccessToken;
});
afterAll(() => t.close());

const sum = (items: { amount: number }[]) => items.reduce((s, i) => s + i.amount, 0);
const slips = async (body: Record<string, unknown>, token = fatmaToken) => {
  const res = await t.call('GetEmployeeScoreCardAccrumentSummaries', body, token);
  expect(res.statusCode, res.body).toBe(200);
  return operations.GetEmployeeScoreCardAccrumentSummaries.response.parse(res.json());
};

describe('RetrieveEmployeeDetailedInformation', () => {
  it("answers the caller's own record with a masked IBAN", async () => {
    const res = await t.call('RetrieveEmployeeDetailedInformation', { queryType: 2 }, fatmaToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ employeeCorporationRegistryNumber: '100117', identityNumber: fatma.nationalId, name: 'FATMA', staffCategory: 'memur', serviceYears: 18 });
    expect(res.json().maskedIban).toMatch(/^TR\d\d \d{4} \*{4} \*{4} \*{4} \d{4}$/);
  });
});

describe('GetEmployeeScoreCardAccrumentSummaries', () => {
  it('lists the months of the year with totals that add up, and the latest slip line by line', async () => {
    const body = await slips({});
    expect(body.years).toEqual([2026, 2025]);
    expect(body.months.map((m) => m.month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const slip = body.slip!;
    expect([slip.year, slip.month, slip.paidOn]).toEqual([2026, 11, '2026-11-15']);
    expect(sum(slip.earnings)).toBe(slip.grossTotal);
    expect(sum(slip.deductions)).toBe(slip.deductionTotal);
    expect(slip.grossTotal - slip.deductionTotal).toBe(slip.netPay);
    expect(slip.deductions.map((d) => d.code)).toEqual(['SGK', 'GELIR_VERGISI', 'DAMGA_VERGISI', 'SENDIKA', 'ICRA']);
    expect(slip.deductions.at(-1)).toMatchObject({ amount: 750_000, enforcementFileNumber: '2025/4471' });
    expect(body.yearTotals.grossTotal).toBe(body.months.reduce((s, m) => s + m.grossTotal, 0));
    expect(body.yearTotals.netPay).toBe(body.months.reduce((s, m) => s + m.netPay, 0));
    expect(body.yearTotals.enforcement).toBe(body.months.reduce((s, m) => s + m.enforcementTotal, 0));
    expect(body.hiddenUntil).toBeNull();
  });

  it('answers a chosen month; a year without slips is empty', async () => {
    const march = await slips({ year: 2025, month: 3 });
    expect(march.slip).toMatchObject({ year: 2025, month: 3 });
    expect(march.slip!.deductions.find((d) => d.code === 'ICRA')).toMatchObject({ amount: 650_000, enforcementFileNumber: '2024/18452' });
    const none = await slips({ year: 2024 });
    expect(none).toMatchObject({ year: 2024, months: [], slip: null, yearTotals: { grossTotal: 0, netPay: 0 } });
  });

  it('hides the current month until the LastSalaryHideTillDay day (Europe/Istanbul), and the PDF with it', async () => {
    expect(t.config.publicSetting.LastSalaryHideTillDay).toBe(15);
    clock = new Date('2026-11-14T20:59:00Z'); // 14 November, 23:59 in Istanbul
    const before = await slips({ year: 2026, month: 11 });
    expect(before.months.map((m) => m.month)).not.toContain(11);
    expect(before.slip).toBeNull();
    expect(before.hiddenUntil).toBe('2026-11-15');
    expect((await t.call('RetrieveEmployeeScoreCardDocument', { year: 2026, month: 11 }, fatmaToken)).statusCode).toBe(404);
    clock = new Date('2026-11-14T21:00:00Z'); // 15 November, 00:00 in Istanbul
    const after = await slips({ year: 2026, month: 11 });
    expect(after.slip).toMatchObject({ month: 11 });
    expect(after.hiddenUntil).toBeNull();
    expect((await slips({ year: 2026, month: 12 })).slip).toBeNull();
    clock = new Date('2026-11-23T09:00:00Z');
  });
});

describe('RetrieveEmployeeScoreCardDocument', () => {
  it('answers a PDF of the slip', async () => {
    const res = await t.call('RetrieveEmployeeScoreCardDocument', { year: 2026, month: 3 }, fatmaToken);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toContain('maas-bordrosu-2026-03.pdf');
    const text = (await readPdf(res.rawPayload)).text;
    expect(text).toContain('MAAŞ BORDROSU');
    expect(text).toContain('Mart 2026');
    expect(text).toContain('Dosya 2025/4471');
    expect(text).toMatch(/NET ÖDENEN [\d.]+,\d{2} ₺/);
  });
});

describe('leave', () => {
  it('RetrieveLeaveKindsWithoutAuthorization lists the kinds to anyone', async () => {
    const res = await t.call('RetrieveLeaveKindsWithoutAuthorization');
    expect(res.statusCode).toBe(200);
    expect(res.json().map((k: { code: string }) => k.code)).toEqual(expect.arrayContaining(['YILLIK', 'MAZERET', 'HASTALIK']));
  });

  it("RetrieveLeaveApplicationInformations answers the caller's applications, newest first, by year", async () => {
    const all = (await t.call('RetrieveLeaveApplicationInformations', { queryType: '1' }, fatmaToken)).json();
    expect(all).toHaveLength(8);
    expect(all[0]).toMatchObject({ leaveKindCode: 'YILLIK', startsOn: '2026-09-07', dayCount: 5, status: 'rejected' });
    // The demo holds no leave dated after its today, 23.11.2026.
    expect(all.every((a: { endsOn: string }) => a.endsOn <= '2026-11-23')).toBe(true);
    const y2025 = (await t.call('RetrieveLeaveApplicationInformations', { queryType: '1', year: 2025 }, fatmaToken)).json();
    expect(y2025.map((a: { dayCount: number }) => a.dayCount)).toEqual([5, 10, 5]);
    expect(y2025[1]).toMatchObject({ startsOn: '2025-08-04', endsOn: '2025-08-15' });
    // Ten working days from Monday 13.07.2026 skip 15 July (Demokrasi ve Millî Birlik Günü) as well as the weekend.
    expect(all.find((a: { startsOn: string }) => a.startsOn === '2026-07-13')).toMatchObject({ dayCount: 10, endsOn: '2026-07-27' });
  });

  it('CalculateTotalAndRemaingAndUsedLeavesOfEmployee: total, used and remaining per kind', async () => {
    const res = await t.call('CalculateTotalAndRemaingAndUsedLeavesOfEmployee', {}, fatmaToken);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.year).toBe(2026);
    expect(body.years).toEqual([2026, 2025]);
    expect(body.balances.find((b: { leaveKindCode: string }) => b.leaveKindCode === 'YILLIK')).toMatchObject({
      entitlement: 30,
      carriedOver: 10,
      total: 40,
      used: 15,
      pending: 0,
      remaining: 25,
    });
    const worker = (await t.call('CalculateTotalAndRemaingAndUsedLeavesOfEmployee', { year: 2025 }, zeynepToken)).json();
    const codes = worker.balances.map((b: { leaveKindCode: string }) => b.leaveKindCode);
    expect(codes).not.toContain('MAZERET'); // a civil servants' kind
    expect(worker.balances[0]).toMatchObject({ leaveKindCode: 'YILLIK', entitlement: 20, used: 10, remaining: 10 });
  });
});

describe('RetrieveEnforcementInformation', () => {
  it('files and monthly cuts agree with the payslips of the same months', async () => {
    const res = await t.call('RetrieveEnforcementInformation', {}, fatmaToken);
    expect(res.statusCode, res.body).toBe(200);
    const { files, cuts } = operations.RetrieveEnforcementInformation.response.parse(res.json());
    expect(files.map((f) => [f.fileNumber, f.officeName, f.status])).toEqual([
      ['2024/18452', 'Antakya 2. İcra Dairesi', 'closed'],
      ['2025/4471', 'Ankara 12. İcra Dairesi', 'active'],
    ]);
    for (const file of files) {
      expect(file.cutTotal).toBe(sum(cuts.filter((c) => c.fileNumber === file.fileNumber)));
      expect(file.remaining).toBe(file.totalAmount - file.cutTotal);
    }
    expect(files[0]!.remaining).toBe(0);
    expect(cuts[0]).toMatchObject({ year: 2026, month: 11, fileNumber: '2025/4471', amount: 750_000 });
    for (const year of [2025, 2026]) {
      const payroll = await slips({ year });
      for (const m of payroll.months) expect(m.enforcementTotal).toBe(sum(cuts.filter((c) => c.year === year && c.month === m.month)));
    }
    expect(res.body).not.toContain('2023/9021'); // ZEYNEP KAYA's alimony file
  });
});
