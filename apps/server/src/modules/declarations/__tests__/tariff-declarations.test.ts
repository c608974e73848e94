import { operations } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../testing';
import { addressWith, countRows, declarationTestApp, upload } from './fixtures';

let t: TestApp;
let ahmet: string;
let zeynep: string;
beforeAll(async () => ({ t, ahmet, zeynep } = await declarationTestApp()));
afterAll(() => t.close());

const oidOf = async (table: 'ect_activity_type' | 'advertising_type' | 'advertising_tax_location' | 'entertainment_place_type' | 'entertainment_type', code: string) =>
  Number((await t.db.selectFrom(table).select('oid').where('code', '=', code).executeTakeFirstOrThrow()).oid);

describe('ÇTV declarations', () => {
  it('files the annual amount of the activity’s group in two instalments, then refuses the same workplace and year', async () => {
    const { address, innerDoorOid } = await addressWith(t, 2, 2026, 7);
    const ectActivityTypeOid = await oidOf('ect_activity_type', 'BAKKAL');
    const price = await t.db
      .selectFrom('ect_annual_price')
      .select('amount')
      .where('process_year', '=', 2026)
      .where('activity_type_oid', '=', ectActivityTypeOid)
      .executeTakeFirstOrThrow();
    const declaration = { ectActivityTypeOid, taxYear: 2026, workplaceName: 'Yıldız Bakkaliyesi', ...address, innerDoorOid };
    const r = await t.call('RecordEMunicipalityECTDeclaration', { concreteEMunicipalityECTDeclaration: declaration, fileOids: [await upload(t, ahmet, 'Vergi levhası')] }, ahmet);
    expect(r.statusCode, r.body).toBe(200);
    const filed = operations.RecordEMunicipalityECTDeclaration.response.parse(r.json());
    expect(filed.tax).toMatchObject({ taxAmount: Number(price.amount), usesDemoTariff: true });
    expect(filed.tax.instalments.map((i) => i.dueDate)).toEqual(['2026-06-01', '2026-11-30']);
    expect(filed.tax.lateFiling).toBeNull();
    const before = await countRows(t);
    expect((await t.call('RecordEMunicipalityECTDeclaration', { concreteEMunicipalityECTDeclaration: declaration }, ahmet)).statusCode).toBe(409);
    expect(await countRows(t)).toEqual(before);
  });

  it('says a past year’s ÇTV declaration filed now is late', async () => {
    const { address, innerDoorOid } = await addressWith(t, 2, 2025, 9);
    const declaration = { ectActivityTypeOid: await oidOf('ect_activity_type', 'BAKKAL'), taxYear: 2025, workplaceName: 'Geç Bakkal', ...address, innerDoorOid };
    const r = await t.call('PreviewEMunicipalityDeclaration', { declarationKind: 'ect', concreteEMunicipalityECTDeclaration: declaration }, ahmet);
    expect(r.statusCode, r.body).toBe(200);
    expect(operations.PreviewEMunicipalityDeclaration.response.parse(r.json()).lateFiling).toEqual({ taxYear: 2025, filedOn: '2026-03-10' });
  });

  it('is a business-rule error when the municipality has no tariff for the year', async () => {
    const { address } = await addressWith(t, 2, 2024, 8);
    const ectActivityTypeOid = await oidOf('ect_activity_type', 'DEPO');
    await t.db.deleteFrom('ect_annual_price').where('process_year', '=', 2024).where('activity_type_oid', '=', ectActivityTypeOid).execute();
    const r = await t.call(
      'PreviewEMunicipalityDeclaration',
      { declarationKind: 'ect', concreteEMunicipalityECTDeclaration: { ectActivityTypeOid, taxYear: 2024, workplaceName: 'Depo', ...address } },
      ahmet,
    );
    expect(r.statusCode).toBe(422);
    expect(r.json()).toMatchObject({ code: 'DECLARATION_TARIFF_MISSING', fields: { 'concreteEMunicipalityECTDeclaration.taxYear': '2024 yılı için tarife bulunamadı.' } });
  });
});

describe('advertising declarations', () => {
  it('computes tariff × area × sides for the location’s tariff group and files it', async () => {
    const { address } = await addressWith(t, 2, 2026, 9);
    const advertisingTypeOid = await oidOf('advertising_type', 'ISIKLI_TABELA');
    const advertisingTaxLocationOid = await oidOf('advertising_tax_location', '2');
    const tariff = await t.db
      .selectFrom('advertising_tariff')
      .select('amount')
      .where('process_year', '=', 2026)
      .where('advertising_type_oid', '=', advertisingTypeOid)
      .where('location_oid', '=', advertisingTaxLocationOid)
      .executeTakeFirstOrThrow();
    const declaration = { advertisingTypeOid, advertisingTaxLocationOid, taxYear: 2026, area: 3.25, sides: 2, ...address };
    const r = await t.call('RecordEMunicipalityAdDeclaration', { concreteEMunicipalityAdDeclaration: declaration }, ahmet);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().tax.taxAmount).toBe(Math.round(Number(tariff.amount) * 3.25 * 2));
    const weeks = await t.call('PreviewEMunicipalityDeclaration', { declarationKind: 'advertising', concreteEMunicipalityAdDeclaration: { ...declaration, periods: 3 } }, ahmet);
    expect(weeks.statusCode).toBe(400);
    expect(weeks.json().fields).toEqual({ 'concreteEMunicipalityAdDeclaration.periods': 'Yıllık tarifelerde dönem sayısı 1 olmalıdır.' });
    const zero = await t.call(
      'PreviewEMunicipalityDeclaration',
      { declarationKind: 'advertising', concreteEMunicipalityAdDeclaration: { ...declaration, area: 0, sides: 0 } },
      ahmet,
    );
    expect(zero.json().fields).toMatchObject({
      'concreteEMunicipalityAdDeclaration.area': 'Reklam alanı sıfırdan büyük olmalıdır.',
      'concreteEMunicipalityAdDeclaration.sides': 'Yüz sayısı en az 1 olmalıdır.',
    });
  });
});

describe('entertainment declarations', () => {
  it('files a monthly venue for a period and refuses an overlapping one', async () => {
    const { address } = await addressWith(t, 2, 2026, 10);
    const entertainmentPlaceTypeOid = await oidOf('entertainment_place_type', 'BILARDO');
    const entertainmentTypeOid = await oidOf('entertainment_type', 'TIYATRO');
    const declaration = { entertainmentPlaceTypeOid, entertainmentTypeOid, venueName: 'Asi Bilardo Salonu', periodStart: '2026-01-01', periodEnd: '2026-02-28', ...address };
    const r = await t.call('RecordEMunicipalityEntertainmentDeclaration', { concreteEMunicipalityEntertainmentDeclaration: declaration }, ahmet);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().tax).toMatchObject({ taxAmount: 2 * 150_000, instalments: [{ instalmentNo: 1, amount: 300_000, dueDate: '2026-03-16' }] }); // 15 March is a Sunday
    const before = await countRows(t);
    const overlap = await t.call(
      'RecordEMunicipalityEntertainmentDeclaration',
      { concreteEMunicipalityEntertainmentDeclaration: { ...declaration, periodStart: '2026-02-01', periodEnd: '2026-03-05' } },
      ahmet,
    );
    expect(overlap.statusCode).toBe(409);
    expect(await countRows(t)).toEqual(before);
    const backwards = await t.call(
      'PreviewEMunicipalityDeclaration',
      { declarationKind: 'entertainment', concreteEMunicipalityEntertainmentDeclaration: { ...declaration, periodEnd: '2025-12-01' } },
      ahmet,
    );
    expect(backwards.json().fields).toEqual({ 'concreteEMunicipalityEntertainmentDeclaration.periodEnd': 'Dönem sonu dönem başından önce olamaz.' });
  });
});

describe('due dates on official holidays', () => {
  it('moves an instalment whose legal date is an official holiday to the next working day, in the filing and in the ledger', async () => {
    const { address } = await addressWith(t, 2, 2026, 11);
    const entertainmentPlaceTypeOid = await oidOf('entertainment_place_type', 'BILARDO');
    const entertainmentTypeOid = await oidOf('entertainment_type', 'TIYATRO');
    // March–June 2026 is due on 15 July 2026, Demokrasi ve Millî Birlik Günü (a Wednesday, a whole-day holiday in the table).
    const declaration = { entertainmentPlaceTypeOid, entertainmentTypeOid, venueName: 'Harbiye Bilardo', periodStart: '2026-03-01', periodEnd: '2026-06-30', ...address };
    const preview = await t.call('PreviewEMunicipalityDeclaration', { declarationKind: 'entertainment', concreteEMunicipalityEntertainmentDeclaration: declaration }, ahmet);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().instalments).toEqual([
      { instalmentNo: 1, amount: 4 * 150_000, dueDate: '2026-07-16', legalDueDate: '2026-07-15', dueReason: 'holiday', holidayName: 'Demokrasi ve Millî Birlik Günü' },
    ]);
    expect(preview.json().notes.some((n: string) => n.includes('resmî tatil'))).toBe(false);

    const r = await t.call('RecordEMunicipalityEntertainmentDeclaration', { concreteEMunicipalityEntertainmentDeclaration: declaration }, ahmet);
    expect(r.statusCode, r.body).toBe(200);
    const filed = operations.RecordEMunicipalityEntertainmentDeclaration.response.parse(r.json());
    expect(filed.tax.instalments.map((i) => i.dueDate)).toEqual(['2026-07-16']);
    const accruals = await t.db.selectFrom('accrual').select(['due_date']).where('oid', 'in', filed.accrualOids).execute();
    expect(accruals.map((a) => String(a.due_date).slice(0, 10))).toEqual(['2026-07-16']);
  });
});

describe('documents before filing (Declaration_TempFileList)', () => {
  it('lists and removes the member’s own pending documents only', async () => {
    const fileOid = await upload(t, ahmet, 'Kira sözleşmesi');
    const list = operations.RetrieveDeclarationTempFiles.response.parse((await t.call('RetrieveDeclarationTempFiles', {}, ahmet)).json());
    expect(list.find((f) => f.fileOid === fileOid)).toMatchObject({ documentName: 'Kira sözleşmesi', contentType: 'application/pdf' });
    expect((await t.call('RetrieveDeclarationTempFiles', {}, zeynep)).json().some((f: { fileOid: number }) => f.fileOid === fileOid)).toBe(false);
    expect((await t.call('RemoveDeclarationTempFile', { fileOid }, zeynep)).statusCode).toBe(404);
    expect((await t.call('RemoveDeclarationTempFile', { fileOid }, ahmet)).json()).toEqual({ removed: true });
    expect((await t.call('RemoveDeclarationTempFile', { fileOid }, ahmet)).statusCode).toBe(404);
  });
});

describe('demo data', () => {
  it('seeds desk declarations of registries without an account, each with its two accruals', async () => {
    const desk = await t.db.selectFrom('declaration').select(['oid', 'tax_amount']).where('member_user_oid', 'is', null).execute();
    expect(desk.length).toBeGreaterThan(20);
    const accruals = await t.db
      .selectFrom('accrual')
      .select(['source_oid', 'amount'])
      .where('source_kind', '=', 'declaration')
      .where(
        'source_oid',
        'in',
        desk.map((d) => d.oid),
      )
      .execute();
    for (const d of desk) expect(accruals.filter((a) => a.source_oid === d.oid).reduce((sum, a) => sum + Number(a.amount), 0)).toBe(Number(d.tax_amount));
  });
});
