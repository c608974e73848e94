import { addDays, isWeekend, nextWorkingDay, type HolidayDates } from '../../reference-data/calendar';

/**
 * Why an instalment is due when it is: on its legal date; moved off a
 * weekend or an official holiday to the next working day; 30 days after a filing made when
 * the legal date had passed; for a tax with no legal date, 30 days after filing; or with the
 * earlier instalment, when that one was put after this one's date.
 */
export type DueReason = 'legal' | 'weekend' | 'holiday' | 'lateFiling' | 'afterFiling' | 'withEarlier';

/** A scheduled part of a yearly tax. Dates are Istanbul calendar dates (YYYY-MM-DD). */
export interface Instalment {
  instalmentNo: number;
  amount: number;
  dueDate: string;
  /** The deadline the law sets (31 May, 30 November, ...), before any move. */
  legalDueDate?: string;
  dueReason?: DueReason;
  /** The official holiday the deadline moved over, when that is the reason. */
  holidayName?: string;
}

interface Due {
  dueDate: string;
  legalDueDate: string;
  dueReason: DueReason;
}

/** The days from `from` up to the day before `to`. */
function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day < to && days.length < 366; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Legal date → due date and the reason it moved, if it did. */
function moved(legal: string, due: string, holidays: HolidayDates): DueReason {
  if (due === legal) return 'legal';
  const skipped = daysBetween(legal, due);
  if (skipped.some((day) => holidays.has(day))) return 'holiday';
  return skipped.every((day) => isWeekend(day)) ? 'weekend' : 'lateFiling';
}

/**
 * A legal deadline on a weekend or an official holiday moves to the next working day (VUK
 * art. 18). A deadline that already passed when the declaration is filed gives the taxpayer
 * 30 days from filing instead, so a late declaration does not start in arrears (assumption, [B]).
 */
function dueOnOrAfter(legal: string, filedOn: string, holidays: HolidayDates): Due {
  const deadline = nextWorkingDay(legal, holidays);
  if (deadline >= filedOn) return { dueDate: deadline, legalDueDate: legal, dueReason: moved(legal, deadline, holidays) };
  return { dueDate: nextWorkingDay(addDays(filedOn, 30), holidays), legalDueDate: legal, dueReason: 'lateFiling' };
}

/**
 * Yearly taxes paid with property tax (emlak, business ÇTV, permanent signs): two
 * instalments due 31 May and 30 November (docs/domain/property-tax.md). An odd kuruş goes to the first.
 */
export function twoInstalments(taxAmount: number, year: number, filedOn: string, holidays: HolidayDates): Instalment[] {
  const second = Math.floor(taxAmount / 2);
  const first = dueOnOrAfter(`${year}-05-31`, filedOn, holidays);
  const later = dueOnOrAfter(`${year}-11-30`, filedOn, holidays);
  // A later instalment is never due before an earlier one (a late first one can pass 30 November).
  const secondDue = later.dueDate < first.dueDate ? { ...later, dueDate: first.dueDate, dueReason: 'withEarlier' as const } : later;
  return [
    { instalmentNo: 1, amount: taxAmount - second, ...first },
    { instalmentNo: 2, amount: second, ...secondDue },
  ];
}

/** Entertainment tax is declared per period and due on the 15th of the month after it ends ([B]). */
export function afterPeriodInstalment(taxAmount: number, periodEnd: string, filedOn: string, holidays: HolidayDates): Instalment[] {
  const end = new Date(`${periodEnd}T00:00:00Z`);
  const legal = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 15)).toISOString().slice(0, 10);
  return [{ instalmentNo: 1, amount: taxAmount, ...dueOnOrAfter(legal, filedOn, holidays) }];
}

/** Single-payment taxes (temporary signs, weekly tariffs): due 30 days after filing. */
export function singleInstalment(taxAmount: number, filedOn: string, holidays: HolidayDates): Instalment[] {
  const legal = addDays(filedOn, 30);
  const dueDate = nextWorkingDay(legal, holidays);
  return [{ instalmentNo: 1, amount: taxAmount, dueDate, legalDueDate: legal, dueReason: dueDate === legal ? 'afterFiling' : moved(legal, dueDate, holidays) }];
}

/** Names the official holiday an instalment's deadline moved over, for the citizen's explanation. */
export function withHolidayNames(instalments: Instalment[], calendar: { holidayOn(isoDate: string): { name: string } | undefined }): Instalment[] {
  return instalments.map((instalment) => {
    if (instalment.dueReason !== 'holiday' || !instalment.legalDueDate) return instalment;
    const skipped = daysBetween(instalment.legalDueDate, instalment.dueDate);
    const holiday = skipped.map((day) => calendar.holidayOn(day)).find((h) => h !== undefined);
    return holiday ? { ...instalment, holidayName: holiday.name } : instalment;
  });
}
