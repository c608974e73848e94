import { roundedQuotient } from './water-bill-calculation';

/*
 * How much water a subscription used, from its readings (docs/domain/water.md, "Readings and
 * estimates"). Pure: the caller reads the rows.
 */

export interface IndexedReading {
  meterNo: string;
  index: number;
}

/**
 * The m³ along readings taken in order, from a start (the index the last bill reached).
 * Each meter bills only what it shows above the highest index it has reached: a lower index,
 * once confirmed, is kept but neither bills nor lowers the base, so a mistaken low reading
 * cannot make the next one bill twice. A new meter number starts a new count at its first
 * index, so a replaced meter adds no false consumption.
 */
export function consumptionAlong(start: IndexedReading, later: readonly IndexedReading[]): { m3: number; meterNo: string; high: number } {
  let m3 = 0;
  let { meterNo, index: high } = start;
  for (const reading of later) {
    if (reading.meterNo !== meterNo) {
      meterNo = reading.meterNo;
      high = reading.index;
    } else if (reading.index > high) {
      m3 += reading.index - high;
      high = reading.index;
    }
  }
  return { m3, meterNo, high };
}

/** Average consumption as m³ over days, kept as a fraction so comparisons stay exact. */
export interface Average {
  m3: number;
  days: number;
}

/** The average of the last six bills made from readings (estimates would feed on themselves). */
export function averageOf(bills: readonly { consumption_m3: number; days: number; estimate_reason: string | null }[]): Average | null {
  const read = bills.filter((b) => b.estimate_reason === null && b.days > 0).slice(0, 6);
  const days = read.reduce((sum, b) => sum + b.days, 0);
  return days > 0 ? { m3: read.reduce((sum, b) => sum + Number(b.consumption_m3), 0), days } : null;
}

/** The estimate for a number of days: the average daily consumption × days, rounded half up to whole m³. */
export function estimateM3(average: Average | null, days: number): number {
  return average && days > 0 ? roundedQuotient(average.m3 * days, average.days) : 0;
}

/**
 * Why a new index needs the reader's confirmation: below the highest index the meter showed, or a
 * daily consumption since the last reading more than 3 times, or less than a third of, the
 * average (İSKİ warns on self-readings far from the average; docs/domain/water.md).
 */
export function readingConcern(previous: { high: number; days: number } | null, index: number, average: Average | null): 'belowPrevious' | 'unusual' | null {
  if (!previous) return null;
  if (index < previous.high) return 'belowPrevious';
  if (!average || average.m3 === 0) return null;
  const used = index - previous.high;
  const days = Math.max(1, previous.days);
  // used/days against m3/avgDays, cross-multiplied.
  if (used * average.days > 3 * average.m3 * days || 3 * used * average.days < average.m3 * days) return 'unusual';
  return null;
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The first and last day of a YYYY-MM period. */
export function periodBounds(period: string): { start: string; end: string } {
  const [year, month] = period.split('-').map(Number) as [number, number];
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { start: `${period}-01`, end: `${period}-${String(last).padStart(2, '0')}` };
}

/** A leak alert needs the bill to exceed the usual by at least this much, so a small home's doubling from 3 to 7 m³ is not one. */
export const LEAK_MIN_EXCESS_M3 = 10;

/**
 * Whether a bill's consumption is far above the subscriber's usual (docs/domain/water.md, "Leak
 * alert"): more than twice what the average daily use of the last six bills from readings gives
 * for the bill's days, and at least LEAK_MIN_EXCESS_M3 more than it. Without an average there is
 * nothing to compare with.
 */
export function leakSuspected(m3: number, days: number, average: Average | null): boolean {
  if (!average || average.m3 === 0 || days <= 0) return false;
  // m3 against expected = average.m3 × days / average.days, cross-multiplied.
  const expectedTimesDays = average.m3 * days;
  return m3 * average.days > 2 * expectedTimesDays && (m3 - LEAK_MIN_EXCESS_M3) * average.days >= expectedTimesDays;
}
