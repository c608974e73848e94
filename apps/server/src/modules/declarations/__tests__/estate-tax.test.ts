import { describe, expect, it } from 'vitest';
import { buildingTax, estateRatePerMille, plotOrLandTax } from '../estate-tax';

// Worked examples from the formulas and rates of docs/domain/property-tax.md, computed by hand in kuruş.
describe('legal rates (binde)', () => {
  it.each([
    [1, 'residential', false, 1],
    [1, 'other', false, 2],
    [3, 'residential', false, 1],
    [2, 'residential', false, 3],
    [1, 'residential', true, 2],
    [1, 'other', true, 4],
    [3, 'residential', true, 2],
    [2, 'residential', true, 6],
  ] as const)('estate %i, %s, metropolitan %s → binde %i', (code, use, metropolitan, rate) => {
    expect(estateRatePerMille(code, use, metropolitan)).toBe(rate);
  });
});

describe('plot and land tax', () => {
  it.each([
    // 500 m² × 1.200,00 TL × 1 = 600.000,00 TL; binde 3 = 1.800,00 TL, binde 6 = 3.600,00 TL
    { estateCode: 2, area: 500, unitValue: 120_000, share: 1, metropolitan: false, taxValue: 60_000_000, tax: 180_000 },
    { estateCode: 2, area: 500, unitValue: 120_000, share: 1, metropolitan: true, taxValue: 60_000_000, tax: 360_000 },
    // 437,55 m² × 845,50 TL × 0,25 = 92.487,13125 TL → 92.487,13; binde 3 = 277,46139 → 277,46; binde 6 → 554,92
    { estateCode: 2, area: 437.55, unitValue: 84_550, share: 0.25, metropolitan: false, taxValue: 9_248_713, tax: 27_746 },
    { estateCode: 2, area: 437.55, unitValue: 84_550, share: 0.25, metropolitan: true, taxValue: 9_248_713, tax: 55_492 },
    // arazi 12.000 m² × 35,00 TL = 420.000,00 TL; binde 1 = 420,00 TL, binde 2 = 840,00 TL
    { estateCode: 3, area: 12_000, unitValue: 3_500, share: 1, metropolitan: false, taxValue: 42_000_000, tax: 42_000 },
    { estateCode: 3, area: 12_000, unitValue: 3_500, share: 1, metropolitan: true, taxValue: 42_000_000, tax: 84_000 },
  ] as const)('$estateCode: $area m² × $unitValue × $share (metropolitan $metropolitan)', ({ taxValue, tax, ...input }) => {
    const result = plotOrLandTax(input);
    expect(result.taxValue).toBe(taxValue);
    expect(result.taxAmount).toBe(tax);
  });
});

describe('building tax', () => {
  // 120 m² × 6.500,00 = 780.000,00; +8 % 62.400,00; +6 % 46.800,00 = 889.200,00; −15 % 133.380,00;
  // + 40 m² × 1.500,00 = 60.000,00 → vergi değeri 815.820,00 TL
  const house = {
    floorArea: 120,
    constructionCost: 650_000,
    centralHeating: true,
    elevator: true,
    abrasionPercent: 15,
    landShareArea: 40,
    landUnitValue: 150_000,
    share: 1,
  };
  it.each([
    { use: 'residential', metropolitan: false, tax: 81_582 },
    { use: 'residential', metropolitan: true, tax: 163_164 },
    { use: 'other', metropolitan: false, tax: 163_164 },
    { use: 'other', metropolitan: true, tax: 326_328 },
  ] as const)('815.820,00 TL, $use, metropolitan $metropolitan → $tax kuruş', ({ use, metropolitan, tax }) => {
    const result = buildingTax({ ...house, use, metropolitan });
    expect(result.taxValue).toBe(81_582_000);
    expect(result.taxAmount).toBe(tax);
    expect(result.lines.map((l) => l.amount)).toEqual([78_000_000, 6_240_000, 4_680_000, -13_338_000, 6_000_000, 81_582_000, tax]);
  });

  // 87,35 m² × 4.321,17 = 377.454,1995 → 377.454,20; +6 % 22.647,252 → 22.647,25; −25 % of 400.101,45 = 100.025,3625 → 100.025,36;
  // + 18,5 m² × 987,65 = 18.271,525 → 18.271,53; = 318.347,62; × 1/2 = 159.173,81 TL
  const shop = {
    floorArea: 87.35,
    constructionCost: 432_117,
    centralHeating: false,
    elevator: true,
    abrasionPercent: 25,
    landShareArea: 18.5,
    landUnitValue: 98_765,
    share: 0.5,
    use: 'other',
  } as const;
  it.each([
    { metropolitan: false, tax: 31_835 }, // binde 2: 318,34762 → 318,35
    { metropolitan: true, tax: 63_670 }, // binde 4: 636,69524 → 636,70
  ])('rounds each step half up to the kuruş (metropolitan $metropolitan)', ({ metropolitan, tax }) => {
    const result = buildingTax({ ...shop, metropolitan });
    expect(result.lines.map((l) => l.amount)).toEqual([37_745_420, 2_264_725, -10_002_536, 1_827_153, 15_917_381, tax]);
    expect(result.taxAmount).toBe(tax);
  });
});
