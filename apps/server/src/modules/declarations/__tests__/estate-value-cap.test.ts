import { operations } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../testing';
import { capTaxValue, plotOrLandTax } from '../estate-tax';
import { addressWith, declarationTestApp } from './fixtures';

let t: TestApp;
let ahmet: string;
beforeAll(async () => ({ t, ahmet } = await declarationTestApp()));
afterAll(() => t.close());

describe('Law 7566 cap (ADR 12), pure', () => {
  // A plot of 100 m² at 3 000,00 ₺/m², metropolitan arsa rate binde 6: value 300 000,00 ₺, tax 1 800,00 ₺.
  const plot = plotOrLandTax({ estateCode: 2, area: 100, unitValue: 300_000, share: 1, metropolitan: true });

  it.each([
    { base: 10_000_000, applied: false, taxValue: 30_000_000, taxAmount: 180_000 }, // 3 × 100 000 = 300 000: exactly at the cap
    { base: 5_000_000, applied: true, taxValue: 15_000_000, taxAmount: 90_000 }, // 3 × 50 000 = 150 000 < 300 000
    { base: 20_000_000, applied: false, taxValue: 30_000_000, taxAmount: 180_000 },
  ])('base value $base kuruş × 3: capped $applied, value $taxValue, tax $taxAmount', ({ base, applied, taxValue, taxAmount }) => {
    const { tax, cap } = capTaxValue(plot, { year: 2025, taxValue: base }, 300);
    expect(cap).toEqual({ baseYear: 2025, baseTaxValue: base, factorPercent: 300, capValue: base * 3, uncappedTaxValue: 30_000_000, applied });
    expect({ taxValue: tax.taxValue, taxAmount: tax.taxAmount }).toEqual({ taxValue, taxAmount });
    if (applied) expect(tax.lines.at(-2)).toEqual({ label: 'Kanun 7566 sınırı: 2025 vergi değeri × 3', amount: 15_000_000 });
  });
});

const konutOid = async () => Number((await t.db.selectFrom('estate_usage_type').select('oid').where('code', '=', 'KONUT').executeTakeFirstOrThrow()).oid);
async function building(landShareArea = 35) {
  const { address, innerDoorOid } = await addressWith(t, 2, 2026, 5);
  return {
    estateCode: 1,
    taxYear: 2026,
    ...address,
    innerDoorOid,
    share: 1,
    estateUsageTypeOid: await konutOid(),
    constructionTypeCode: 2,
    buildingClassCode: 3,
    constructionYear: 2013,
    floorArea: 120.5,
    landShareArea,
    centralHeating: true,
    elevator: false,
  };
}
const preview = async (declaration: Record<string, unknown>) => {
  const r = await t.call('PreviewEMunicipalityDeclaration', { declarationKind: 'estate', concreteEMunicipalityEstateDeclaration: declaration }, ahmet);
  expect(r.statusCode, r.body).toBe(200);
  return operations.PreviewEMunicipalityDeclaration.response.parse(r.json());
};

describe('2026 property-tax preview', () => {
  it('compares the 2026 value with three times the 2025 value of the same building, and caps it when higher', async () => {
    const declaration = await building();
    const base = await preview({ ...declaration, taxYear: 2025 });
    const within = await preview(declaration);
    expect(within.valueCap).toMatchObject({ baseYear: 2025, baseTaxValue: base.taxValue, factorPercent: 300, capValue: base.taxValue! * 3, applied: false });
    expect(within.notes.join(' ')).not.toMatch(/uygulanmamıştır/);

    // A 2026 cost table ten times 2025's (as an unchecked revaluation could give): the cap holds the value at 3 × 2025.
    const row = () =>
      t.db
        .updateTable('construction_cost')
        .where('process_year', '=', 2026)
        .where('usage_type_oid', '=', declaration.estateUsageTypeOid)
        .where('construction_type_code', '=', 2)
        .where('building_class_code', '=', 3);
    const cost = await t.db
      .selectFrom('construction_cost')
      .select('average_cost')
      .where('process_year', '=', 2025)
      .where('usage_type_oid', '=', declaration.estateUsageTypeOid)
      .where('construction_type_code', '=', 2)
      .where('building_class_code', '=', 3)
      .executeTakeFirstOrThrow();
    const tenfold = Number(cost.average_cost) * 10;
    await row().set({ minimum_cost: tenfold, average_cost: tenfold, maximum_cost: tenfold }).execute();
    const capped = await preview(declaration);
    expect(capped.valueCap).toMatchObject({ applied: true, capValue: base.taxValue! * 3 });
    expect(capped.valueCap!.uncappedTaxValue).toBeGreaterThan(base.taxValue! * 3);
    expect(capped.taxValue).toBe(base.taxValue! * 3);
    expect(capped.taxAmount).toBe(Math.round((base.taxValue! * 3 * 2) / 1000)); // konut, metropolitan: binde 2
    expect(capped.lines.map((l) => l.label)).toContain('Kanun 7566 sınırı: 2025 vergi değeri × 3');
  });

  it('says why each instalment is due when it is: 31 May 2026 is a Sunday', async () => {
    const tax = await preview(await building());
    expect(tax.instalments.map(({ dueDate, legalDueDate, dueReason }) => ({ dueDate, legalDueDate, dueReason }))).toEqual([
      { dueDate: '2026-06-01', legalDueDate: '2026-05-31', dueReason: 'weekend' },
      { dueDate: '2026-11-30', legalDueDate: '2026-11-30', dueReason: 'legal' },
    ]);
  });

  it('warns when a building is declared with no land share', async () => {
    expect((await preview(await building(0))).warnings).toEqual(['landShareZero']);
    expect((await preview(await building(35))).warnings).toEqual([]);
  });
});
