import { nextWorkingDay, type HolidayDates } from '../../reference-data/calendar';

/**
 * The restructuring plan (docs/domain/restructuring.md): the principal is paid in full, the delay fines are
 * waived and replaced by an amount restated with the monthly Yİ-ÜFE index between the due
 * date and the scheme's last index month; principal + index amount is multiplied by the
 * option's coefficient and split into equal instalments. Pure: amounts in kuruş, dates ISO.
 */

export interface PlanDebt {
  accrualOid: number;
  /** Remaining principal, kuruş. */
  principal: number;
  /** Delay fine as of the application day: waived by the scheme. */
  delayFine: number;
  dueDate: string;
}

/** Index values in hundredths (3 245,67 → 324567), keyed by 'YYYY-MM'. */
export type IndexTable = ReadonlyMap<string, number>;

export interface PlanOption {
  instalmentCount: number;
  periodMonths: number;
  /** Coefficient in ten-thousandths (1,045 → 10450). */
  coefficient: number;
}

export interface PlanScheme {
  /** Last month whose index the restatement uses ('YYYY-MM'). */
  indexEndPeriod: string;
  /** Discount on the index amount when paid at once (peşin), in basis points (90 % → 9000). */
  cashDiscountOnIndex: number;
  firstInstalmentDeadline: string;
  /** Whole-day official holidays: an instalment due on one (or on a weekend) moves to the next working day. */
  deadlineHolidays: HolidayDates;
  /** False for a scheme that keeps the delay fines: they then join the restructured base. */
  waivesDelayFine: boolean;
}

export interface PlannedDebt extends PlanDebt {
  indexAmount: number;
}

export interface Instalment {
  instalmentNo: number;
  dueDate: string;
  amount: number;
}

export interface Plan {
  debts: PlannedDebt[];
  principal: number;
  delayFineWaived: number;
  indexAmount: number;
  indexDiscount: number;
  restructuredTotal: number;
  /** What the debts would cost today without the scheme: principal + delay fine. */
  originalTotal: number;
  saving: number;
  instalments: Instalment[];
}

/** a × b / c rounded half up, exact for any kuruş amount (BigInt: a × b can pass 2^53). */
export function mulDivRound(a: number, b: number, c: number): number {
  const product = BigInt(a) * BigInt(b);
  const divisor = BigInt(c);
  return Number((product * 2n + divisor) / (divisor * 2n));
}

const periodOf = (isoDate: string) => isoDate.slice(0, 7);

/**
 * Index amount of one debt: principal × (index of the end month ÷ index of the due-date
 * month − 1), half up to the kuruş. The ratio of the two indices is the compounded monthly
 * changes the law names. Nothing when the debt fell due in or after the end month, and
 * never negative (a falling index does not reduce the principal).
 */
export function indexAmountOf(debt: PlanDebt, indexEndPeriod: string, index: IndexTable): number {
  const duePeriod = periodOf(debt.dueDate);
  if (duePeriod >= indexEndPeriod) return 0;
  const start = index.get(duePeriod);
  const end = index.get(indexEndPeriod);
  if (start === undefined || end === undefined) throw new RangeError(`No index value for ${start === undefined ? duePeriod : indexEndPeriod}`);
  if (end <= start) return 0;
  return mulDivRound(debt.principal, end - start, start);
}

const daysInMonth = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * Adds whole months to an ISO date. A month-end date stays a month end (31.01 + 1 → 28.02,
 * 28.02 + 2 → 30.04), as instalments fall due "at the end of the month" in the laws' texts;
 * any other day keeps its number, clamped to the month's length.
 */
export function addMonths(isoDate: string, months: number): string {
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  const monthEnd = d === daysInMonth(y, m);
  const zeroBased = m - 1 + months;
  const year = y + Math.floor(zeroBased / 12);
  const month = (((zeroBased % 12) + 12) % 12) + 1;
  const day = monthEnd ? daysInMonth(year, month) : Math.min(d, daysInMonth(year, month));
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/**
 * Equal instalments to the kuruş. The remainder of the division (fewer kuruş than there are
 * instalments) is added to the first instalment, so every later one is the same round amount
 * and the extra kuruş is paid earliest (the practice of the revenue offices' plans; [B]).
 */
export function splitIntoInstalments(total: number, option: PlanOption, firstDueDate: string, holidays: HolidayDates): Instalment[] {
  const each = Math.floor(total / option.instalmentCount);
  const remainder = total - each * option.instalmentCount;
  return Array.from({ length: option.instalmentCount }, (_, i) => ({
    instalmentNo: i + 1,
    // Each legal date comes from the first one, so a moved instalment does not move the next.
    dueDate: nextWorkingDay(addMonths(firstDueDate, i * option.periodMonths), holidays),
    amount: each + (i === 0 ? remainder : 0),
  }));
}

export function calculatePlan(debts: readonly PlanDebt[], option: PlanOption, scheme: PlanScheme, index: IndexTable): Plan {
  const planned = debts.map((debt) => ({ ...debt, indexAmount: indexAmountOf(debt, scheme.indexEndPeriod, index) }));
  const sum = (pick: (d: PlannedDebt) => number) => planned.reduce((total, d) => total + pick(d), 0);
  const principal = sum((d) => d.principal);
  const delayFine = sum((d) => d.delayFine);
  const delayFineWaived = scheme.waivesDelayFine ? delayFine : 0;
  const indexAmount = sum((d) => d.indexAmount);
  // Paid at once (peşin): a share of the index amount is waived too; no coefficient applies.
  const indexDiscount = option.instalmentCount === 1 ? mulDivRound(indexAmount, scheme.cashDiscountOnIndex, 10_000) : 0;
  const kept = delayFine - delayFineWaived;
  const restructuredTotal = mulDivRound(principal + kept + indexAmount - indexDiscount, option.coefficient, 10_000);
  const originalTotal = principal + delayFine;
  return {
    debts: planned,
    principal,
    delayFineWaived,
    indexAmount,
    indexDiscount,
    restructuredTotal,
    originalTotal,
    saving: originalTotal - restructuredTotal,
    instalments: splitIntoInstalments(restructuredTotal, option, scheme.firstInstalmentDeadline, scheme.deadlineHolidays),
  };
}
