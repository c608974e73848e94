import { mulDivRound, toBasisPoints, toCentiSquareMetres, toPartsPerMillion } from './tax-arithmetic';

/** Estate codes: building 1, plot 2, land 3. */
export type EstateCode = 1 | 2 | 3;
export type BuildingUse = 'residential' | 'other';

/** One line of the computation as the citizen sees it before confirming. */
export interface TaxLine {
  label: string;
  amount: number;
}

export interface EstateTax {
  /** Vergi değeri (Law 1319 art. 29), kuruş. */
  taxValue: number;
  /** Rate in per mille (binde), after the metropolitan doubling. */
  ratePerMille: number;
  taxAmount: number;
  lines: TaxLine[];
}

/**
 * Legal rates in per mille (1319 art. 18, 28 as amended; docs/domain/property-tax.md): mesken 1,
 * diğer bina 2, arazi 1, arsa 3 — doubled inside metropolitan municipalities since 2002.
 */
export function estateRatePerMille(estateCode: EstateCode, use: BuildingUse, metropolitan: boolean): number {
  const base = estateCode === 1 ? (use === 'residential' ? 1 : 2) : estateCode === 2 ? 3 : 1;
  return metropolitan ? base * 2 : base;
}

const yearlyTax = (taxValue: number, ratePerMille: number) => mulDivRound([taxValue, ratePerMille], 1000);

export interface LandInput {
  estateCode: 2 | 3;
  /** m², at most two decimals. */
  area: number;
  /** Street unit value of the year, kuruş per m². */
  unitValue: number;
  /** Ownership share, 0 < share ≤ 1. */
  share: number;
  metropolitan: boolean;
}

/** Arsa / arazi: m² × unit value × share (1319 art. 29 b). */
export function plotOrLandTax(input: LandInput): EstateTax {
  const taxValue = mulDivRound([toCentiSquareMetres(input.area), input.unitValue, toPartsPerMillion(input.share)], 100 * 1_000_000);
  const ratePerMille = estateRatePerMille(input.estateCode, 'residential', input.metropolitan);
  const taxAmount = yearlyTax(taxValue, ratePerMille);
  return {
    taxValue,
    ratePerMille,
    taxAmount,
    lines: [
      { label: 'Vergi değeri (alan × birim değer × hisse)', amount: taxValue },
      { label: `Yıllık vergi (binde ${ratePerMille})`, amount: taxAmount },
    ],
  };
}

export interface BuildingInput {
  /** Gross (dıştan dışa) floor area of the independent section, m². */
  floorArea: number;
  /** Average normal construction cost of the year for the use, type and class, kuruş per m². */
  constructionCost: number;
  centralHeating: boolean;
  elevator: boolean;
  /** Aşınma payı of the building's age band and construction group, percent. */
  abrasionPercent: number;
  /** Arsa payı of the section, m² (may be 0). */
  landShareArea: number;
  /** Street unit value of the plot, kuruş per m². */
  landUnitValue: number;
  /** Ownership share of the section, 0 < share ≤ 1. */
  share: number;
  use: BuildingUse;
  metropolitan: boolean;
}

/**
 * Bina vergi değeri, steps of docs/domain/property-tax.md: cost × area; + 8 % heating and + 6 %
 * elevator surcharges on that cost; − the abrasion share of the result; + the land share
 * value; then the owner's share. Each step is rounded to the kuruş, half up.
 */
export function buildingTax(input: BuildingInput): EstateTax {
  const cost = mulDivRound([toCentiSquareMetres(input.floorArea), input.constructionCost], 100);
  const heating = input.centralHeating ? mulDivRound([cost, 8], 100) : 0;
  const elevator = input.elevator ? mulDivRound([cost, 6], 100) : 0;
  const gross = cost + heating + elevator;
  const abrasion = mulDivRound([gross, toBasisPoints(input.abrasionPercent)], 10_000);
  const landValue = mulDivRound([toCentiSquareMetres(input.landShareArea), input.landUnitValue], 100);
  const whole = gross - abrasion + landValue;
  const taxValue = mulDivRound([whole, toPartsPerMillion(input.share)], 1_000_000);
  const ratePerMille = estateRatePerMille(1, input.use, input.metropolitan);
  const taxAmount = yearlyTax(taxValue, ratePerMille);
  const lines: TaxLine[] = [{ label: 'İnşaat maliyeti (alan × m² maliyet)', amount: cost }];
  if (heating) lines.push({ label: 'Kalorifer farkı (%8)', amount: heating });
  if (elevator) lines.push({ label: 'Asansör farkı (%6)', amount: elevator });
  lines.push(
    { label: `Aşınma payı (%${input.abrasionPercent})`, amount: -abrasion },
    { label: 'Arsa payı değeri', amount: landValue },
    { label: 'Vergi değeri (hisseye düşen)', amount: taxValue },
    { label: `Yıllık vergi (binde ${ratePerMille})`, amount: taxAmount },
  );
  return { taxValue, ratePerMille, taxAmount, lines };
}

/** The table values a property-tax computation used (shown in the preview as they were used). */
export interface EstateBasis {
  valuationYear: number;
  unitValue: number | null;
  building: {
    usageName: string;
    constructionTypeName: string;
    buildingClassName: string;
    constructionCost: number;
    constructionYear: number;
    age: number;
    abrasionGroupName: string;
    ageFrom: number;
    ageTo: number | null;
    abrasionPercent: number;
  } | null;
}

export interface ValueCap {
  baseYear: number;
  baseTaxValue: number;
  factorPercent: number;
  capValue: number;
  uncappedTaxValue: number;
  applied: boolean;
}

/**
 * Law 7566 (1319 provisional art. 23): the year's tax value may not pass the base year's by
 * more than the configured factor — × 3 for "iki kat fazlası" (ADR 12). A capped value gives
 * the tax again at the same rate; the lines show the cap as a step of the computation.
 */
export function capTaxValue(tax: EstateTax, base: { year: number; taxValue: number }, factorPercent: number): { tax: EstateTax; cap: ValueCap } {
  const capValue = mulDivRound([base.taxValue, factorPercent], 100);
  const cap = { baseYear: base.year, baseTaxValue: base.taxValue, factorPercent, capValue, uncappedTaxValue: tax.taxValue, applied: tax.taxValue > capValue };
  if (!cap.applied) return { tax, cap };
  const taxAmount = yearlyTax(capValue, tax.ratePerMille);
  const factor = (factorPercent / 100).toLocaleString('tr-TR');
  const lines = [
    ...tax.lines.slice(0, -1),
    { label: `Kanun 7566 sınırı: ${base.year} vergi değeri × ${factor}`, amount: capValue },
    { label: `Yıllık vergi (binde ${tax.ratePerMille})`, amount: taxAmount },
  ];
  return { tax: { ...tax, taxValue: capValue, taxAmount, lines }, cap };
}
