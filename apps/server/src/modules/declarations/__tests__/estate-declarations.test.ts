import { formatEnglishMoney, formatMoney, operations } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../testing';
import { demoPeople } from '../../../testing/identity';
import { readPdf } from '../../../testing/pdf-text';
import { buildingTax, plotOrLandTax } from '../estate-tax';
import { addressWith, countRows, declarationTestApp, upload } from './fixtures';

let t: TestApp;
let ahmet: string;
let zeynep: string;
beforeAll(async () => ({ t, ahmet, zeynep } = await declarationTestApp()));
afterAll(() => t.close());

const konutOid = async () => Number((await t.db.selectFrom('estate_usage_type').select('oid').where('code', '=', 'KONUT').executeTakeFirstOrThrow()).oid);
async function building(year = 2025, skip = 0) {
  const { address, innerDoorOid, unitValue } = await addressWith(t, 2, year, skip);
  const declaration = {
    estateCode: 1,
    taxYear: year,
    ...address,
    innerDoorOid,
    share: 1,
    estateUsageTypeOid: await konutOid(),
    constructionTypeCode: 2,
    buildingClassCode: 3,
    constructionYear: 2013,
    floorArea: 120.5,
    landShareArea: 35,
    centralHeating: true,
    elevator: false,
  };
  return { declaration, unitValue };
}

describe('estate declarations', () => {
  it('previews a building tax from the tables of the year, doubled for a metropolitan municipality', async () => {
    const { declaration, unitValue } = await building();
    const cost = await t.db
      .selectFrom('construction_cost')
      .select('average_cost')
      .where('process_year', '=', 2025)
      .where('usage_type_oid', '=', declaration.estateUsageTypeOid)
      .where('construction_type_code', '=', 2)
      .where('building_class_code', '=', 3)
      .executeTakeFirstOrThrow();
    const expected = (metropolitan: boolean) =>
      buildingTax({
        floorArea: 120.5,
        constructionCost: Number(cost.average_cost),
        centralHeating: true,
        elevator: false,
        abrasionPercent: 15,
        landShareArea: 35,
        landUnitValue: unitValue,
        share: 1,
        use: 'residential',
        metropolitan,
      });
    const r = await t.call('PreviewEMunicipalityDeclaration', { declarationKind: 'estate', concreteEMunicipalityEstateDeclaration: declaration }, ahmet);
    expect(r.statusCode, r.body).toBe(200);
    const tax = operations.PreviewEMunicipalityDeclaration.response.parse(r.json());
    expect(tax.taxAmount).toBe(expected(true).taxAmount);
    expect(tax.taxValue).toBe(expected(true).taxValue);
    expect(tax.instalments.map((i) => i.dueDate)).toEqual(['2025-06-02', '2025-12-01'].map(() => '2026-04-09'));
    await t.db.updateTable('tax_year_setting').set({ is_metropolitan: false }).where('tax_year', '=', 2025).execute();
    const normal = (await t.call('PreviewEMunicipalityDeclaration', { declarationKind: 'estate', concreteEMunicipalityEstateDeclaration: declaration }, ahmet)).json();
    await t.db.updateTable('tax_year_setting').set({ is_metropolitan: true }).where('tax_year', '=', 2025).execute();
    expect(normal.taxAmount).toBe(expected(false).taxAmount);
  });

  it('reports the m² values and the wear band it used, and that a past year filed now draws the irregularity penalty', async () => {
    const { declaration, unitValue } = await building(2025, 1);
    const cost = await t.db
      .selectFrom('construction_cost')
      .select('average_cost')
      .where('process_year', '=', 2025)
      .where('usage_type_oid', '=', declaration.estateUsageTypeOid)
      .where('construction_type_code', '=', 2)
      .where('building_class_code', '=', 3)
      .executeTakeFirstOrThrow();
    const r = await t.call('PreviewEMunicipalityDeclaration', { declarationKind: 'estate', concreteEMunicipalityEstateDeclaration: declaration }, ahmet);
    expect(r.statusCode, r.body).toBe(200);
    const tax = operations.PreviewEMunicipalityDeclaration.response.parse(r.json());
    // Built 2013, declared for 2025: 12 years old, in the 11–15 band of the reinforced-concrete group, 15 % (RG 2.12.1982 table).
    expect(tax.estateBasis).toEqual({
      valuationYear: 2025,
      unitValue,
      building: {
        usageName: 'Konut',
        constructionTypeName: 'Betonarme karkas',
        buildingClassName: 'İkinci sınıf',
        constructionCost: Number(cost.average_cost),
        constructionYear: 2013,
        age: 12,
        abrasionGroupName: 'Çelik karkas, betonarme karkas',
        ageFrom: 11,
        ageTo: 15,
        abrasionPercent: 15,
      },
    });
    // Filed on 10.03.2026 for 2025: late.
    expect(tax.lateFiling).toEqual({ taxYear: 2025, filedOn: '2026-03-10' });

    const current = await building(2026, 1);
    const now = operations.PreviewEMunicipalityDeclaration.response.parse(
      (
        await t.call(
          'PreviewEMunicipalityDeclaration',
          { declarationKind: 'estate', concreteEMunicipalityEstateDeclaration: { ...current.declaration, constructionYear: 1950 } },
          ahmet,
        )
      ).json(),
    );
    expect(now.lateFiling).toBeNull();
    // 76 years old: the open last band, 60 %.
    expect(now.estateBasis?.building).toMatchObject({ age: 76, ageFrom: 76, ageTo: null, abrasionPercent: 60 });
  });

  it('files a building declaration with a document; the summary and the PDF are the owner’s only', async () => {
    const { declaration } = await building(2026);
    const fileOid = await upload(t, ahmet);
    const r = await t.call('RecordEMunicipalityEstateDeclaration', { concreteEMunicipalityEstateDeclaration: declaration, fileOids: [fileOid] }, ahmet);
    expect(r.statusCode, r.body).toBe(200);
    const filed = operations.RecordEMunicipalityEstateDeclaration.response.parse(r.json());
    expect(filed.declarationNo).toMatch(/^EMB-2026-\d{7}$/);
    expect(filed.tax.instalments.map((i) => i.dueDate)).toEqual(['2026-06-01', '2026-11-30']);
    expect(filed.tax.instalments[0]!.amount + filed.tax.instalments[1]!.amount).toBe(filed.tax.taxAmount);
    // The instalments are ledger accruals of the member's registry, linked to a new real-estate record.
    const accruals = await t.db.selectFrom('accrual').selectAll().where('oid', 'in', filed.accrualOids).orderBy('instalment_no').execute();
    const registryOid = Number((await t.db.selectFrom('registry').select('oid').where('national_id', '=', demoPeople[0]!.nationalId).executeTakeFirstOrThrow()).oid);
    expect(
      accruals.map((a) => [Number(a.registry_oid), a.income_type_code, a.year, a.instalment_no, Number(a.amount), a.due_date, a.status, a.source_kind, Number(a.source_oid)]),
    ).toEqual(filed.tax.instalments.map((i) => [registryOid, 'EMLAK', 2026, i.instalmentNo, i.amount, i.dueDate, 'open', 'declaration', filed.declarationOid]));
    const estate = await t.db.selectFrom('real_estate').selectAll().where('oid', '=', Number(accruals[0]!.real_estate_oid)).executeTakeFirstOrThrow();
    expect(estate).toMatchObject({ estate_code: 1, inner_door_oid: declaration.innerDoorOid, usage_type: 'Konut', construction_year: 2013 });
    expect(Number(estate.registry_oid)).toBe(registryOid);

    const summary = operations.RetrieveDeclarationSummary.response.parse((await t.call('RetrieveDeclarationSummary', {}, ahmet)).json());
    const item = summary.items.find((i) => i.declarationOid === filed.declarationOid)!;
    expect(item).toMatchObject({
      declarationKind: 'estate',
      estateCode: 1,
      taxYear: 2026,
      taxAmount: filed.tax.taxAmount,
      documents: [{ fileOid, documentName: 'Tapu fotokopisi' }],
    });
    expect((await t.call('RetrieveDeclarationSummary', {}, zeynep)).json().items.some((i: { declarationOid: number }) => i.declarationOid === filed.declarationOid)).toBe(false);
    // The address kept on the declaration reads as the registry record shows the new estate.
    const observation = operations.GetRegistryObservation.response.parse((await t.call('GetRegistryObservation', { registryInfoOid: registryOid }, ahmet)).json());
    expect(item.address).toMatch(/ (Mah\.|Köyü) .+ No:\S+ İç Kapı:\S+$/u);
    expect(item.address).toBe(observation.estates.find((e) => e.realEstateOid === Number(estate.oid))!.address);

    const pdf = await t.call('GetDeclarationDocument', { declarationOid: filed.declarationOid }, ahmet);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toContain('application/pdf');
    const text = (await readPdf(pdf.rawPayload)).text;
    expect(text).toContain('T.C. HATAY');
    expect(text).toContain(item.declarationNo);
    expect(text).toContain('TAHAKKUK EDEN VERGİ');
    expect(text).toContain(formatMoney(filed.tax.taxAmount));
    expect(text).toContain('Tapu fotokopisi');
    expect(text).toContain('İç Kapı');
    expect(text).toContain(`${filed.tax.instalments.length}. taksit`);
    // For an English screen: the same declaration in the English catalogue's words, dates and amounts.
    const english = (await readPdf((await t.call('GetDeclarationDocument', { declarationOid: filed.declarationOid, language: 'en' }, ahmet)).rawPayload)).text;
    expect(english).toContain('PROPERTY TAX DECLARATION');
    expect(english).toContain(`Declaration No ${item.declarationNo}`);
    expect(english).toContain('TAX ACCRUED');
    expect(english).toContain(`Instalment 2 30/11/2026 ${formatEnglishMoney(filed.tax.instalments[1]!.amount)}`);
    expect(english).toContain('Tapu fotokopisi');
    for (const turkish of ['Beyanname No', 'TAHAKKUK EDEN VERGİ', 'Son Ödeme Tarihi', 'EKLENEN BELGELER', 'taksit', 'Sayfa']) expect(english, turkish).not.toContain(turkish);
    expect(english).not.toMatch(/\d,\d{2} ₺/);
    expect((await t.call('GetDeclarationDocument', { declarationOid: filed.declarationOid }, zeynep)).statusCode).toBe(404);
    // The attached document is no longer a removable temporary file.
    expect((await t.call('RemoveDeclarationTempFile', { fileOid }, ahmet)).statusCode).toBe(404);
  });

  it('refuses a second declaration for the same property and year, changing nothing', async () => {
    const { declaration } = await building(2024, 1);
    expect((await t.call('RecordEMunicipalityEstateDeclaration', { concreteEMunicipalityEstateDeclaration: declaration }, ahmet)).statusCode).toBe(200);
    const fileOid = await upload(t, ahmet);
    const before = await countRows(t);
    const again = await t.call('RecordEMunicipalityEstateDeclaration', { concreteEMunicipalityEstateDeclaration: { ...declaration, floorArea: 99 }, fileOids: [fileOid] }, ahmet);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('DECLARATION_ALREADY_FILED');
    expect((await t.call('PreviewEMunicipalityDeclaration', { declarationKind: 'estate', concreteEMunicipalityEstateDeclaration: declaration }, ahmet)).statusCode).toBe(409);
    expect(await countRows(t)).toEqual(before);
    // Another co-owner may declare their own share of the same section.
    expect((await t.call('RecordEMunicipalityEstateDeclaration', { concreteEMunicipalityEstateDeclaration: { ...declaration, share: 0.5 } }, zeynep)).statusCode).toBe(200);
  });

  it('files plot and land declarations from the street values of the year', async () => {
    const plot = await addressWith(t, 2, 2025, 3);
    const r = await t.call(
      'RecordEMunicipalityEstateDeclaration',
      { concreteEMunicipalityEstateDeclaration: { estateCode: 2, taxYear: 2025, ...plot.address, landArea: 437.55, share: 0.25 } },
      ahmet,
    );
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().tax.taxAmount).toBe(plotOrLandTax({ estateCode: 2, area: 437.55, unitValue: plot.unitValue, share: 0.25, metropolitan: true }).taxAmount);
    const land = await addressWith(t, 3, 2025);
    const landTypeOid = Number((await t.db.selectFrom('land_type').select('oid').limit(1).executeTakeFirstOrThrow()).oid);
    const ok = await t.call(
      'RecordEMunicipalityEstateDeclaration',
      { concreteEMunicipalityEstateDeclaration: { estateCode: 3, taxYear: 2025, ...land.address, landArea: 12000, share: 1, landTypeOid } },
      ahmet,
    );
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().tax.taxAmount).toBe(plotOrLandTax({ estateCode: 3, area: 12000, unitValue: land.unitValue, share: 1, metropolitan: true }).taxAmount);
    const plotOnVillageRoad = await t.call(
      'PreviewEMunicipalityDeclaration',
      { declarationKind: 'estate', concreteEMunicipalityEstateDeclaration: { estateCode: 2, taxYear: 2025, ...land.address, landArea: 100, share: 1 } },
      ahmet,
    );
    expect(plotOnVillageRoad.statusCode).toBe(400);
    expect(plotOnVillageRoad.json().fields['concreteEMunicipalityEstateDeclaration.streetCode']).toBe('Bu cadde/sokak için 2025 yılı arsa birim değeri bulunmuyor.');
  });

  it('answers bad input with Turkish field errors and changes nothing', async () => {
    const { declaration } = await building(2025, 2);
    const other = await addressWith(t, 2, 2025, 40);
    const before = await countRows(t);
    const field = async (patch: Record<string, unknown>) => {
      const r = await t.call('RecordEMunicipalityEstateDeclaration', { concreteEMunicipalityEstateDeclaration: { ...declaration, ...patch } }, ahmet);
      expect(r.statusCode, r.body).toBe(400);
      return r.json().fields as Record<string, string>;
    };
    const p = 'concreteEMunicipalityEstateDeclaration.';
    expect((await field({ share: 1.5 }))[`${p}share`]).toBe('Hisse oranı 0 ile 1 arasında olmalıdır.');
    expect((await field({ floorArea: -3 }))[`${p}floorArea`]).toBe('Brüt alan sıfırdan büyük olmalıdır.');
    expect((await field({ floorArea: undefined }))[`${p}floorArea`]).toBe('Brüt alanı giriniz.');
    expect((await field({ constructionYear: 2030 }))[`${p}constructionYear`]).toBe('Yapım yılı beyan yılından sonra olamaz.');
    expect((await field({ taxYear: 2019, constructionYear: 2010 }))[`${p}taxYear`]).toBe('Beyan yılı 2022–2026 arasında olmalıdır.');
    expect((await field({ taxYear: 2027 }))[`${p}taxYear`]).toBe('Gelecek yıllar için beyanname verilemez.');
    expect((await field({ innerDoorOid: other.innerDoorOid }))[`${p}innerDoorOid`]).toBe('Seçilen dış kapıda böyle bir bağımsız bölüm yok.');
    expect(Object.keys(await field({ streetCode: other.address.streetCode }))).toEqual([expect.stringMatching(/streetCode|outerDoorOid$/)]);
    expect(await countRows(t)).toEqual(before);
  });

  it('refuses anonymous callers, another registry and another member’s documents', async () => {
    const { declaration } = await building(2023, 5);
    const body = { concreteEMunicipalityEstateDeclaration: declaration };
    const anonymous = [
      t.call('PreviewEMunicipalityDeclaration', { declarationKind: 'estate', ...body }),
      t.call('RecordEMunicipalityEstateDeclaration', body),
      t.call('RetrieveDeclarationSummary', {}),
      t.call('RetrieveDeclarationTempFiles', {}),
      t.call('RemoveDeclarationTempFile', { fileOid: 1 }),
      t.call('GetDeclarationDocument', { declarationOid: 1 }),
    ];
    for (const r of await Promise.all(anonymous)) expect(r.statusCode).toBe(401);
    const zeynepsFile = await upload(t, zeynep);
    const before = await countRows(t);
    const foreign = await t.call('RecordEMunicipalityEstateDeclaration', { ...body, fileOids: [zeynepsFile] }, ahmet);
    expect(foreign.statusCode).toBe(400);
    expect(Object.keys(foreign.json().fields)).toEqual(['fileOids']);
    const zeynepRegistry = Number((await t.db.selectFrom('registry').select('oid').where('national_id', '=', demoPeople[1]!.nationalId).executeTakeFirstOrThrow()).oid);
    expect((await t.call('RecordEMunicipalityEstateDeclaration', { ...body, registryInfoOid: zeynepRegistry }, ahmet)).statusCode).toBe(404);
    expect((await t.call('RetrieveDeclarationSummary', { concreteRegistry: { Oid: zeynepRegistry } }, ahmet)).statusCode).toBe(404);
    expect(await countRows(t)).toEqual(before);
  });
});
