import { nextWorkingDay } from '../../ledger';

/** A scheduled part of a yearly tax. Dates are Istanbul calendar dates (YYYY-MM-DD). */
export interface Instalment {
  instalmentNo: number;
  amount: number;
  dueDate: string;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const utcDate = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`);

export function addDays(isoDate: string, days: number): string {
  const d = utcDate(isoDate);
  d.setUTCDate(d.getUTCDate() + days);
  return iso(d);
}

/**
 * A deadline that already passed when the declaration is filed gives the taxpayer 30 days
 * from filing instead, so a late declaration does not start in arrears (assumption, [B]).
 */
const dueOnOrAfter = (legal: string, filedOn: string) => nextWorkingDay(legal >= filedOn ? legal : addDays(filedOn, 30));

/**
 * Yearly taxes paid with property tax (emlak, business ÇTV, permanent signs): two
 * instalments due 31 May and 30 November (domain.md §4.1). An odd kuruş goes to the first.
 */
export function twoInstalments(taxAmount: number, year: number, filedOn: string): Instalment[] {
  const second = Math.floor(taxAmount / 2);
  const first = dueOnOrAfter(`${year}-05-31`, filedOn);
  const later = dueOnOrAfter(`${year}-11-30`, filedOn);
  // A later instalment is never due before an earlier one (a late first one can pass 30 November).
  return [
    { instalmentNo: 1, amount: taxAmount - second, dueDate: first },
    { instalmentNo: 2, amount: second, dueDate: later < first ? first : later },
  ];
}

/** Entertainment tax is declared per period and due on the 15th of the month after it ends ([B]). */
export function afterPeriodInstalment(taxAmount: number, periodEnd: string, filedOn: string): Instalment[] {
  const end = utcDate(periodEnd);
  const legal = iso(new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 15)));
  return [{ instalmentNo: 1, amount: taxAmount, dueDate: dueOnOrAfter(legal, filedOn) }];
}

/** Single-payment taxes (temporary signs, weekly tariffs): due 30 days after filing. */
export function singleInstalment(taxAmount: number, filedOn: string): Instalment[] {
  return [{ instalmentNo: 1, amount: taxAmount, dueDate: nextWorkingDay(addDays(filedOn, 30)) }];
}
