/**
 * Gecikme zammı (Law 6183 art. 51) as docs/domain/delay-fine.md describes it:
 * - it runs from the day after the due date up to and including the payment day;
 * - every whole month from that day is charged at the monthly rate in force on the first
 *   day of that month's slice;
 * - the remaining days are charged by day at monthly / 30, the days counted inclusive of the
 *   payment day, at the rate in force on the first day of that last slice;
 * - simple, never compound: always on the principal alone.
 *
 * Rounding (a documented choice): the daily rate is rounded UP at the 6th decimal, as the
 * 6183 collection communique's worked example does (4 % / 30 = 0.0013333 → 0.001334;
 * docs/domain/delay-fine.md, reproduced on palmiye.com `Teb6183_0430As`). So 3.70 % / 30 gives
 * 0.001234 and the communique's illustration comes to 555,10 TL, not 555,00 TL. The sum of the
 * percentages is applied once to the principal and rounded half up to the kuruş.
 */
export interface DelayFineRate {
  /** ISO date the rate took effect. */
  effectiveFrom: string;
  /** Hundredths of a percent per month (3.70 % → 370). */
  monthlyRateBp: number;
}

export interface DelayFineResult {
  /** Kuruş (or whatever whole unit the principal was given in). */
  amount: number;
  wholeMonths: number;
  remainingDays: number;
  /** The summed rate in millionths of the principal. */
  rateMillionths: number;
}

const NONE: DelayFineResult = { amount: 0, wholeMonths: 0, remainingDays: 0, rateMillionths: 0 };

const toUtc = (iso: string) => {
  const [y, m, d] = iso.slice(0, 10).split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
};
const DAY = 86_400_000;

/** The same day of the month `months` later, clamped to the month's last day (31 Jan + 1 → 28/29 Feb). */
function addMonths(utc: number, months: number): number {
  const date = new Date(utc);
  const target = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  return Date.UTC(target.getUTCFullYear(), target.getUTCMonth(), Math.min(date.getUTCDate(), lastDay));
}

/** The rates by the day they took effect, parsed once per rate table: a page of debts asks for each of its months. */
const ratesByDay = new WeakMap<readonly DelayFineRate[], { from: number; monthlyRateBp: number }[]>();
function parsedRates(rates: readonly DelayFineRate[]) {
  let parsed = ratesByDay.get(rates);
  if (!parsed) {
    parsed = rates.map((r) => ({ from: toUtc(r.effectiveFrom), monthlyRateBp: r.monthlyRateBp })).sort((a, b) => a.from - b.from);
    ratesByDay.set(rates, parsed);
  }
  return parsed;
}

/** The monthly rate in force on a day: the latest row effective on or before it (0 before the first). */
function rateOn(rates: readonly DelayFineRate[], utc: number): number {
  let found = 0;
  for (const rate of parsedRates(rates)) {
    if (rate.from > utc) break;
    found = rate.monthlyRateBp;
  }
  return found;
}

/** A daily rate in millionths: monthly (hundredths of a percent) × 100 / 30, rounded up. */
export const dailyRateMillionths = (monthlyRateBp: number) => Math.ceil((monthlyRateBp * 100) / 30);

export function computeDelayFine(principal: number, dueDate: string, paymentDate: string, rates: readonly DelayFineRate[]): DelayFineResult {
  if (!Number.isSafeInteger(principal) || principal <= 0) return NONE;
  const start = toUtc(dueDate) + DAY;
  const end = toUtc(paymentDate);
  if (end < start) return NONE;

  let sliceStart = start;
  let wholeMonths = 0;
  let millionths = 0;
  for (;;) {
    const next = addMonths(start, wholeMonths + 1);
    if (next - DAY > end) break;
    millionths += rateOn(rates, sliceStart) * 100;
    wholeMonths += 1;
    sliceStart = next;
  }
  const remainingDays = sliceStart <= end ? Math.round((end - sliceStart) / DAY) + 1 : 0;
  if (remainingDays > 0) millionths += remainingDays * dailyRateMillionths(rateOn(rates, sliceStart));
  // BigInt: a large principal times millionths passes 2^53.
  const amount = Number((BigInt(principal) * BigInt(millionths) + 500_000n) / 1_000_000n);
  return { amount, wholeMonths, remainingDays, rateMillionths: millionths };
}
