import { operations } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { demoPeople, signIn } from '../../../testing/identity';
import { readPdf } from '../../../testing/pdf-text';

let t: TestApp;
let ahmet: string;
let zeynep: string;
const ids: Record<string, number> = {};
const now = new Date('2026-11-23T09:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  ahmet = (await signIn(t, demoPeople[0]!.nationalId)).AccessToken;
  zeynep = (await signIn(t, demoPeople[1]!.nationalId)).AccessToken;
  for (const id of ['10000000146', '12345678950', '4540536920']) {
    ids[id] = (
      await t.db
        .selectFrom('registry')
        .select('oid')
        .where((eb) => eb.or([eb('national_id', '=', id), eb('tax_number', '=', id)]))
        .executeTakeFirstOrThrow()
    ).oid;
  }
});
afterAll(() => t.close());

const AHMET = () => ids['10000000146']!;
const ZEYNEP = () => ids['12345678950']!;
const COMPANY = () => ids['4540536920']!;
const count = async (table: 'collection' | 'accrual') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('debt questioning', () => {
  it("lists the member's own registry first and the company they represent", async () => {
    const r = await t.call('RetrieveDebtorRegistries', {}, ahmet);
    expect(r.statusCode, r.body).toBe(200);
    const list = operations.RetrieveDebtorRegistries.response.parse(r.json());
    expect(list.map((x) => [x.registryOid, x.isOwn, x.displayName])).toEqual([
      [AHMET(), true, 'AHMET YILMAZ'],
      [COMPANY(), false, 'ASİ GIDA SANAYİ VE TİCARET A.Ş.'],
    ]);
    expect((await t.call('RetrieveDebtorRegistries', {})).statusCode).toBe(401);
  });

  it('gives one tab per income type with the open count', async () => {
    const r = await t.call('RetrieveAccrumentModulTypes', { registryInfoOid: COMPANY() }, ahmet);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().map((x: { incomeTypeCode: string }) => x.incomeTypeCode)).toEqual(['EMLAK', 'CTV', 'ILAN', 'SU']);
    expect(r.json().map((x: { nameEn: string }) => x.nameEn)).toEqual(['Property Tax', 'Environmental Cleaning Tax', 'Advertising Tax', 'Water']);
    expect((await t.call('RetrieveAccrumentModulTypes', { registryInfoOid: ZEYNEP() }, ahmet)).statusCode).toBe(404);
    expect((await t.call('RetrieveAccrumentModulTypes', { registryInfoOid: 'x' }, ahmet)).statusCode).toBe(400);
    expect((await t.call('RetrieveAccrumentModulTypes', { registryInfoOid: AHMET() })).statusCode).toBe(401);
  });

  it('answers balances with the delay fine as of the chosen date, totals that add up and overdue marks', async () => {
    const r = await t.call('GetDeclarationAccrumentBalancesofEMunicipality', { registryInfoOid: AHMET(), delayFineCalculationDate: '2026-12-15' }, ahmet);
    expect(r.statusCode, r.body).toBe(200);
    const body = operations.GetDeclarationAccrumentBalancesofEMunicipality.response.parse(r.json());
    expect(body.delayFineCalculationDate).toBe('2026-12-15');
    expect(body.totals.total).toBe(body.lines.reduce((s, l) => s + l.total, 0));
    expect(body.lines.every((l) => l.total === l.principal + l.delayFine)).toBe(true);
    // The fine line: 3 124,00 TL due 14.04.2025; 19 whole months from 15.04.2025 and 1 day.
    const fine = body.lines.find((l) => l.incomeTypeCode === 'CEZA')!;
    expect(fine).toMatchObject({ principal: 312_400, isOverdue: true, incomeTypeNameEn: 'Fines', descriptionEn: 'Administrative fine' });
    expect(fine.delayFine).toBeGreaterThan(0);
    // 2026's second instalment fell due on 30.11.2026: overdue on 15.12 with 15 days × 3.7 %/30.
    const late = body.lines.find((l) => l.incomeTypeCode === 'EMLAK' && l.year === 2026 && l.instalmentNo === 2)!;
    expect(late.isOverdue).toBe(true);
    expect(late).toMatchObject({ incomeTypeName: 'Emlak Vergisi', incomeTypeNameEn: 'Property Tax' });
    expect(late.descriptionEn).toMatch(/^Property tax \((building|plot|land)\)$/);
    expect(late.delayFine).toBe(Math.round((late.principal * 15 * 1234) / 1_000_000));
    expect(body.lines.filter((l) => l.incomeTypeCode === 'SU').every((l) => l.delayFine === 0)).toBe(true);

    const today = (await t.call('GetDeclarationAccrumentBalancesofEMunicipality', { registryInfoOid: AHMET() }, ahmet)).json();
    expect(today.delayFineCalculationDate).toBe('2026-11-23');
    expect(today.lines.find((l: { accrumentOid: number }) => l.accrumentOid === late.accrumentOid)).toMatchObject({ isOverdue: false, delayFine: 0 });
  });

  it("keeps balances to the caller: another member's registry is 404, a bad date 400, nobody at all is sent to sign in", async () => {
    expect((await t.call('GetDeclarationAccrumentBalancesofEMunicipality', { registryInfoOid: AHMET() }, zeynep)).statusCode).toBe(404);
    const bad = await t.call('GetDeclarationAccrumentBalancesofEMunicipality', { registryInfoOid: AHMET(), delayFineCalculationDate: '15.12.2026' }, ahmet);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('delayFineCalculationDate');
    const anonymous = await t.call('GetDeclarationAccrumentBalancesofEMunicipality', { registryInfoOid: AHMET() });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json().code).toBe('UNAUTHENTICATED');
  });

  it('checks a selection on the server: earlier instalments first, own lines only', async () => {
    const lines = (await t.call('GetDeclarationAccrumentBalancesofEMunicipality', { registryInfoOid: AHMET() }, ahmet)).json().lines as {
      accrumentOid: number;
      incomeTypeCode: string;
      year: number;
      instalmentNo: number;
      total: number;
    }[];
    const first = lines.find((l) => l.incomeTypeCode === 'EMLAK' && l.year === 2026 && l.instalmentNo === 1)!;
    const second = lines.find((l) => l.incomeTypeCode === 'EMLAK' && l.year === 2026 && l.instalmentNo === 2 && l !== first)!;
    const wrongOrder = await t.call('CheckPayableSelection', { registryInfoOid: AHMET(), accrumentOidList: [second.accrumentOid] }, ahmet);
    expect(wrongOrder.statusCode).toBe(422);
    expect(wrongOrder.json().code).toBe('SELECTION_ORDER');
    const ok = await t.call(
      'CheckPayableSelection',
      { registryInfoOid: AHMET(), accrumentOidList: lines.filter((l) => l.year === 2026 && l.incomeTypeCode === 'EMLAK').map((l) => l.accrumentOid) },
      ahmet,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().totals.total).toBe(lines.filter((l) => l.year === 2026 && l.incomeTypeCode === 'EMLAK').reduce((s, l) => s + l.total, 0));
    const zeynepLine = (await t.call('GetDeclarationAccrumentBalancesofEMunicipality', { registryInfoOid: ZEYNEP() }, zeynep)).json().lines[0].accrumentOid;
    const foreign = await t.call('CheckPayableSelection', { registryInfoOid: AHMET(), accrumentOidList: [zeynepLine] }, ahmet);
    expect(foreign.json().code).toBe('ACCRUAL_NOT_PAYABLE');
    expect((await t.call('CheckPayableSelection', { registryInfoOid: AHMET(), accrumentOidList: [] }, ahmet)).statusCode).toBe(400);
  });

  it('lists accruals of a period with what was paid', async () => {
    const r = await t.call('GetDeclarationAccruments', { registryInfoOid: AHMET(), accrumentDateStart: '2022-01-01', accrumentDateFinish: '2022-12-31' }, ahmet);
    expect(r.statusCode, r.body).toBe(200);
    const rows = operations.GetDeclarationAccruments.response.parse(r.json());
    expect(rows.length).toBe(4);
    expect(rows.filter((x) => x.status === 'paid').every((x) => x.paidPrincipal === x.amount)).toBe(true);
    expect((await t.call('GetDeclarationAccruments', { registryInfoOid: AHMET(), accrumentDateStart: '2022-12-31', accrumentDateFinish: '2022-01-01' }, ahmet)).statusCode).toBe(
      400,
    );
    expect((await t.call('GetDeclarationAccruments', { registryInfoOid: ZEYNEP(), accrumentDateStart: '2022-01-01', accrumentDateFinish: '2022-12-31' }, ahmet)).statusCode).toBe(
      404,
    );
    expect((await t.call('GetDeclarationAccruments', { registryInfoOid: AHMET(), accrumentDateStart: '2022-01-01', accrumentDateFinish: '2022-12-31' })).statusCode).toBe(401);
  });

  it("lists collections and their detail; another member's collection is 404", async () => {
    const r = await t.call('GetDeclarationCollectionsForEMunicipality', { registryInfoOid: AHMET() }, ahmet);
    expect(r.statusCode, r.body).toBe(200);
    const list = operations.GetDeclarationCollectionsForEMunicipality.response.parse(r.json());
    expect(list.length).toBeGreaterThan(5);
    const detail = await t.call('RetrieveCollectionDetailByCollectionOid', { collectionOid: list[0]!.collectionOid }, ahmet);
    expect(detail.statusCode, detail.body).toBe(200);
    const d = detail.json();
    expect(d.lines.reduce((s: number, l: { principalAmount: number; delayFineAmount: number }) => s + l.principalAmount + l.delayFineAmount, 0)).toBe(d.totalAmount);
    expect((await t.call('RetrieveCollectionDetailByCollectionOid', { collectionOid: list[0]!.collectionOid }, zeynep)).statusCode).toBe(404);
    expect((await t.call('GetDeclarationCollectionsForEMunicipality', { registryInfoOid: AHMET() }, zeynep)).statusCode).toBe(404);
    expect((await t.call('RetrieveCollectionDetailByCollectionOid', { collectionOid: -1 }, ahmet)).statusCode).toBe(400);
  });

  it('serves the receipt PDF to its owner only, and confirms its verification code publicly', async () => {
    const [first] = (await t.call('GetDeclarationCollectionsForEMunicipality', { registryInfoOid: AHMET() }, ahmet)).json();
    const pdf = await t.call('CreateCollectionInfoReportForEMunicipalityWithoutAuthorization', { data: { collectionOid: first.collectionOid } }, ahmet);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const receipt = await readPdf(pdf.rawPayload);
    expect(receipt.text).toContain(first.receiptNo);
    expect(receipt.text).toContain('AHMET YILMAZ');
    expect(receipt.text).toContain('/ReceiptVerification?verificationCode=');
    expect((await t.call('CreateCollectionInfoReportForEMunicipalityWithoutAuthorization', { data: { collectionOid: first.collectionOid } }, zeynep)).statusCode).toBe(404);
    expect((await t.call('CreateCollectionInfoReportForEMunicipalityWithoutAuthorization', { data: { collectionOid: first.collectionOid } })).statusCode).toBe(401);

    const { verificationCode } = (await t.call('RetrieveCollectionDetailByCollectionOid', { collectionOid: first.collectionOid }, ahmet)).json();
    const check = await t.call('VerifyCollectionReceiptWithoutAuthorization', { verificationCode: verificationCode.toLowerCase() });
    expect(check.statusCode, check.body).toBe(200);
    expect(check.json()).toEqual({ receiptNo: first.receiptNo, collectedAt: first.collectedAt, totalAmount: first.totalAmount, payerName: 'AH*** YI***' });
    // Typed without its dashes, or with spaces between the groups, it is the same code.
    for (const typed of [verificationCode.replaceAll('-', ''), verificationCode.replaceAll('-', ' ').toLowerCase()]) {
      expect((await t.call('VerifyCollectionReceiptWithoutAuthorization', { verificationCode: typed })).json()).toMatchObject({ receiptNo: first.receiptNo });
    }
    expect((await t.call('VerifyCollectionReceiptWithoutAuthorization', { verificationCode: 'AAAA-BBBB-CCCC' })).json().code).toBe('RECEIPT_NOT_FOUND');
    expect((await t.call('VerifyCollectionReceiptWithoutAuthorization', { verificationCode: 'kısa' })).statusCode).toBe(400);
  });
});

describe('registry observation', () => {
  it("shows the record, estates and subscriptions of the member's own registries only", async () => {
    const r = await t.call('GetRegistryObservation', { registryInfoOid: AHMET() }, ahmet);
    expect(r.statusCode, r.body).toBe(200);
    const body = operations.GetRegistryObservation.response.parse(r.json());
    expect(body.registry).toMatchObject({ nationalId: '10000000146', name: 'AHMET YILMAZ', gsm: '5321234567' });
    expect(body.estates.map((e) => e.estateTypeName)).toEqual(['Bina', 'Arsa']);
    // 1000007 is the flat billed from meter readings (seed/water-readings.ts).
    expect(body.subscriptions.map((s) => s.subscriberNo)).toEqual(['1000001', '1000002', '1000007']);
    // AHMET's home, his estates and his subscriptions share one village address (the demo seed).
    const home = 'Bostancık Köyü Ilgın Cad. No:5 İç Kapı:5';
    expect([body.registry.address, ...body.estates.map((e) => e.address), ...body.subscriptions.map((s) => s.address)]).toEqual(Array(6).fill(home));
    const water = operations.GetSubscriptionList.response.parse((await t.call('GetSubscriptionList', { subscriberNo: '1000001' }, ahmet)).json());
    expect(water[0]!.address).toBe(`${home} Antakya/Hatay`);
    expect((await t.call('GetRegistryObservation', { registryInfoOid: COMPANY() }, ahmet)).json().registry.taxNumber).toBe('4540536920');
    expect((await t.call('GetRegistryObservation', { registryInfoOid: AHMET() }, zeynep)).statusCode).toBe(404);
    expect((await t.call('GetRegistryObservation', { registryInfoOid: AHMET() })).statusCode).toBe(401);
    expect((await t.call('GetRegistryObservation', {}, ahmet)).statusCode).toBe(400);
  });

  it('refused calls change nothing', async () => {
    const before = [await count('collection'), await count('accrual')];
    await t.call('CheckPayableSelection', { registryInfoOid: ZEYNEP(), accrumentOidList: [1] }, ahmet);
    expect([await count('collection'), await count('accrual')]).toEqual(before);
  });
});
