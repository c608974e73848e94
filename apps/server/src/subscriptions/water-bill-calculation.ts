/**
 * One water bill's lines from its consumption and the tariff in force (docs/domain/water.md,
 * "Bills"). Pure: the caller finds the tariff, the rates and the consumption.
 */

export interface TariffBlock {
  /** m³ per 30 days; null for the last, open block. */
  upperLimitM3: number | null;
  /** Kuruş per m³. */
  waterPrice: number;
  wastewaterPrice: number;
}

export interface BillInput {
  consumptionM3: number;
  /** Days between the two readings: block limits are per 30 days and scale with them. */
  days: number;
  blocks: readonly TariffBlock[];
  fixedCharge: number;
  /** ÇTV in kuruş per m³, or null when the tariff carries none (not a home). */
  environmentTaxPerM3: number | null;
  vatRateBp: number;
  reduction: { name: string; rateBp: number } | null;
}

export type BillLineKind = 'consumption' | 'water' | 'wastewater' | 'reduction' | 'fixedCharge' | 'environmentTax' | 'vat';

export interface BillLine {
  kind: BillLineKind;
  description: string;
  /** Thousandths of a m³ (a prorated block limit may fall between whole m³). */
  quantityMilliM3: number | null;
  /** Kuruş per m³, or the rate in basis points for KDV and a reduction. */
  unitPrice: number | null;
  amount: number;
}

/** n / d rounded half up to a whole kuruş (n ≥ 0, d > 0), in integers so no float drifts. */
export function roundedQuotient(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

/**
 * The m³ of each block, in thirtieths of a m³ so that a prorated limit (15 m³ × 45/30 = 22.5)
 * stays exact: a block holds what lies between its lower and upper limit × days / 30.
 */
export function blockShares(consumptionM3: number, days: number, blocks: readonly TariffBlock[]): number[] {
  const used = consumptionM3 * 30;
  let lower = 0;
  return blocks.map((block) => {
    const upper = block.upperLimitM3 === null ? Number.POSITIVE_INFINITY : block.upperLimitM3 * days;
    const share = Math.max(0, Math.min(used, upper) - lower);
    lower = upper;
    return share;
  });
}

const percent = (bp: number) => `%${(bp / 100).toLocaleString('tr-TR')}`;

export function calculateBill(input: BillInput): { lines: BillLine[]; total: number } {
  const days = Math.max(1, input.days);
  const shares = blockShares(input.consumptionM3, days, input.blocks);
  const lines: BillLine[] = [{ kind: 'consumption', description: `Tüketim (${days} gün)`, quantityMilliM3: input.consumptionM3 * 1000, unitPrice: null, amount: 0 }];
  let charged = 0;
  shares.forEach((share, i) => {
    if (share === 0) return;
    const block = input.blocks[i]!;
    const quantityMilliM3 = roundedQuotient(share * 1000, 30);
    const water = roundedQuotient(share * block.waterPrice, 30);
    const wastewater = roundedQuotient(share * block.wastewaterPrice, 30);
    lines.push({ kind: 'water', description: `Su bedeli ${i + 1}. kademe`, quantityMilliM3, unitPrice: block.waterPrice, amount: water });
    lines.push({ kind: 'wastewater', description: `Atık su bedeli ${i + 1}. kademe`, quantityMilliM3, unitPrice: block.wastewaterPrice, amount: wastewater });
    charged += water + wastewater;
  });
  if (input.reduction && charged > 0) {
    const reduction = roundedQuotient(charged * input.reduction.rateBp, 10_000);
    lines.push({
      kind: 'reduction',
      description: `${input.reduction.name} indirimi (${percent(input.reduction.rateBp)})`,
      quantityMilliM3: null,
      unitPrice: input.reduction.rateBp,
      amount: -reduction,
    });
    charged -= reduction;
  }
  if (input.fixedCharge > 0) {
    lines.push({ kind: 'fixedCharge', description: 'Sabit ücret', quantityMilliM3: null, unitPrice: null, amount: input.fixedCharge });
    charged += input.fixedCharge;
  }
  // KDV is on the utility's own charges; ÇTV is a municipal tax collected with the bill and stays outside its base.
  const vat = roundedQuotient(charged * input.vatRateBp, 10_000);
  if (vat > 0) lines.push({ kind: 'vat', description: `KDV (${percent(input.vatRateBp)})`, quantityMilliM3: null, unitPrice: input.vatRateBp, amount: vat });
  if (input.environmentTaxPerM3 !== null && input.consumptionM3 > 0) {
    lines.push({
      kind: 'environmentTax',
      description: 'Çevre temizlik vergisi',
      quantityMilliM3: input.consumptionM3 * 1000,
      unitPrice: input.environmentTaxPerM3,
      amount: input.consumptionM3 * input.environmentTaxPerM3,
    });
  }
  return { lines, total: lines.reduce((sum, line) => sum + line.amount, 0) };
}
