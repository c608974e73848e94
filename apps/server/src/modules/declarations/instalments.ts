import { addDays, nextWorkingDay, type HolidayDates } from '../../reference-data/calendar';

/** A scheduled part of a yearly tax. Dates are Istanbul calendar dates (YYYY-MM-DD). */
export interface Instalment {
  instalmentNo: number;
  amount: number;
  dueDate: string;
}

/**
 * A legal deadline on a weekend or an official holiday moves to the next working day (VUK
 * art. 18). A deadline that already passed when the declaration is filed gives the taxpayer
 * 30 days from filing instead, so a late declaration does not start in arrears (assumption, [B]).
 */
function dueOnOrAfter(legal: string, filedOn: string, holidays: HolidayDates): string {
  const deadline = nextWorkingDay(legal, holidays);
  return deadline >= filedOn ? deadline : nextWorkingDay(addDays(filedOn, 30), holidays);
}

/**
 * Yearly taxes paid with property tax (emlak, business ÇTV, permanent signs): two
 * instalments due 31 May and 30 November (domain.md §4.1). An odd kuruş goes to the first.
 */
export function twoInstalments(taxAmount: number, year: number, filedOn: string, holidays: HolidayDates): Instalment[] {
  const second = Math.floor(taxAmount / 2);
  const first = dueOnOrAfter(`${year}-05-31`, filedOn, holidays);
  const later = dueOnOrAfter(`${year}-11-30`, filedOn, holidays);
  // A later instalment is never due before an earlier one (a late first one can pass 30 November).
  return [
    { instalmentNo: 1, amount: taxAmount - second, dueDate: first },
    { instalmentNo: 2, amount: second, dueDate: later < first ? first : later },
  ];
}

/** Entertainment tax is declared per period and due on the 15th of the month after it ends ([B]). */
export function afterPeriodInstalment(taxAmount: number, periodEnd: string, filedOn: string, holidays: HolidayDates): Instalment[] {
  const end = new Date(`${periodEnd}T00:00:00Z`);
  const legal = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 15)).toISOString().slice(0, 10);
  return [{ instalmentNo: 1, amount: taxAmount, dueDate: dueOnOrAfter(legal, filedOn, holidays) }];
}

/** Single-payment taxes (temporary signs, weekly tariffs): due 30 days after filing. */
export function singleInstalment(taxAmount: number, filedOn: string, holidays: HolidayDates): Instalment[] {
  return [{ instalmentNo: 1, amount: taxAmount, dueDate: nextWorkingDay(addDays(filedOn, 30), holidays) }];
}
