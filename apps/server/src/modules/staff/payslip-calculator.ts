import { percentOf } from '@ebelediye/contract';

/**
 * One month's payslip from its earnings (docs/domain/staff.md): social security and unemployment
 * insurance employee shares, income tax on the cumulative base (GVK art. 103), stamp duty,
 * the minimum-wage income and stamp tax exemptions, other deductions, then enforcement cuts
 * (docs/domain/staff.md). Rates and brackets are the year's configuration, not constants here.
 */
export interface PayrollYear {
  minimumWageGross: number;
  socialSecurityPermille: number;
  unemploymentPermille: number;
  stampDutyPer100000: number;
  /** The social security base ceiling as a multiple of the minimum wage, in tenths. */
  socialSecurityCeilingTenths: number;
  /** Ascending; the last one has no upper limit. Limits are cumulative yearly bases in kuruş. */
  brackets: readonly { upperLimit: number | null; ratePercent: number }[];
}

export interface Amount {
  code: string;
  name: string;
  amount: number;
}

export interface EnforcementOrder {
  key: number;
  isAlimony: boolean;
  queueNo: number;
  monthlyCut: number;
  remaining: number;
}

export interface PayslipInput {
  staffCategory: 'memur' | 'isci';
  /** 1–12: the minimum-wage exemption is cumulative over the months of the year. */
  month: number;
  earnings: readonly Amount[];
  otherDeductions: readonly Amount[];
  cumulativeTaxBaseBefore: number;
  orders: readonly EnforcementOrder[];
  year: PayrollYear;
}

export interface EnforcementCut {
  key: number;
  amount: number;
}

export interface PayslipResult {
  grossTotal: number;
  socialSecurity: number;
  unemploymentInsurance: number;
  incomeTaxBase: number;
  cumulativeTaxBase: number;
  incomeTax: number;
  stampDuty: number;
  cuts: EnforcementCut[];
  deductionTotal: number;
  netPay: number;
}

/** Tax on a cumulative yearly base: each slice at its bracket's rate, rounded once to the kuruş. */
export function progressiveTax(base: number, brackets: PayrollYear['brackets']): number {
  let lower = 0;
  let hundredths = 0;
  for (const { upperLimit, ratePercent } of brackets) {
    const top = upperLimit ?? Number.POSITIVE_INFINITY;
    if (base > lower) hundredths += (Math.min(base, top) - lower) * ratePercent;
    if (base <= top) break;
    lower = top;
  }
  return Math.round(hundredths / 100);
}

const taxOfMonth = (before: number, base: number, brackets: PayrollYear['brackets']) => progressiveTax(before + base, brackets) - progressiveTax(before, brackets);

/** The minimum wage's own income tax base: the wage less the worker's social security and unemployment shares. */
function minimumWageTaxBase(year: PayrollYear): number {
  const wage = year.minimumWageGross;
  return wage - percentOf(wage, year.socialSecurityPermille, 1000) - percentOf(wage, year.unemploymentPermille, 1000);
}

/**
 * Enforcement: alimony orders are cut in full and first; ordinary orders wait in order of
 * arrival (queue number), only the first with a debt left is cut, and at most a quarter of
 * the net pay (İİK art. 83, [B]). A cut never exceeds what is left of the file.
 */
export function enforcementCuts(orders: readonly EnforcementOrder[], netBeforeCuts: number): EnforcementCut[] {
  const cuts: EnforcementCut[] = [];
  let available = netBeforeCuts;
  const open = [...orders].filter((o) => o.remaining > 0).sort((a, b) => a.queueNo - b.queueNo);
  for (const order of open.filter((o) => o.isAlimony)) {
    const amount = Math.max(0, Math.min(order.monthlyCut, order.remaining, available));
    if (amount > 0) cuts.push({ key: order.key, amount });
    available -= amount;
  }
  const first = open.find((o) => !o.isAlimony);
  if (first) {
    const amount = Math.max(0, Math.min(first.monthlyCut, first.remaining, Math.floor(netBeforeCuts / 4), available));
    if (amount > 0) cuts.push({ key: first.key, amount });
  }
  return cuts;
}

export function calculatePayslip(input: PayslipInput): PayslipResult {
  const { year } = input;
  const grossTotal = input.earnings.reduce((sum, e) => sum + e.amount, 0);
  const ceiling = (year.minimumWageGross * year.socialSecurityCeilingTenths) / 10;
  const socialSecurityBase = Math.min(grossTotal, ceiling);
  const socialSecurity = percentOf(socialSecurityBase, year.socialSecurityPermille, 1000);
  // Civil servants under 5510 pay no unemployment insurance.
  const unemploymentInsurance = input.staffCategory === 'isci' ? percentOf(socialSecurityBase, year.unemploymentPermille, 1000) : 0;
  const incomeTaxBase = grossTotal - socialSecurity - unemploymentInsurance;
  const cumulativeTaxBase = input.cumulativeTaxBaseBefore + incomeTaxBase;
  const mwBase = minimumWageTaxBase(year);
  const exemption = taxOfMonth(mwBase * (input.month - 1), mwBase, year.brackets);
  const incomeTax = Math.max(0, taxOfMonth(input.cumulativeTaxBaseBefore, incomeTaxBase, year.brackets) - exemption);
  const stampDuty = Math.max(0, percentOf(grossTotal, year.stampDutyPer100000, 100_000) - percentOf(year.minimumWageGross, year.stampDutyPer100000, 100_000));
  const other = input.otherDeductions.reduce((sum, d) => sum + d.amount, 0);
  const netBeforeCuts = grossTotal - socialSecurity - unemploymentInsurance - incomeTax - stampDuty - other;
  const cuts = enforcementCuts(input.orders, netBeforeCuts);
  const cutTotal = cuts.reduce((sum, c) => sum + c.amount, 0);
  const deductionTotal = socialSecurity + unemploymentInsurance + incomeTax + stampDuty + other + cutTotal;
  return { grossTotal, socialSecurity, unemploymentInsurance, incomeTaxBase, cumulativeTaxBase, incomeTax, stampDuty, cuts, deductionTotal, netPay: grossTotal - deductionTotal };
}
