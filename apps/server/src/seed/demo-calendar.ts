import { istanbulDate } from '@ebelediye/contract';
import { addDays } from '../reference-data/calendar';

/**
 * The demo is one story written for Monday 23 November 2026: five years of property tax
 * (2022–2026), water bills up to October, payslips and leave of 2025–2026, a restructuring
 * scheme open since 1 November. The seed tells that story on the day it runs:
 * every year of the story moves by the years between 2026 and the seed's year, the few things
 * that happen "these days" (the water bills of the last months, the scheme's window, a fee
 * booked last week) keep their distance from today, and nothing that would lie after today
 * (a payslip, a leave, a payment, a council decision) is written. Seeded on 23.11.2026 the
 * demo is the story exactly; the tests seed it on that day (`testing/test-database.ts`).
 */
export const STORY_TODAY = '2026-11-23';
const STORY_YEAR = 2026;
const STORY_MONTH = 11;

const isLeapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
const pad2 = (n: number) => String(n).padStart(2, '0');

export interface DemoCalendar {
  /** The demo's today: the Istanbul date the seed runs on. */
  today: string;
  /** Today's year: the story's 2026. */
  year: number;
  /** A year of the story as a year of the demo. */
  yearOf(storyYear: number): number;
  /** A date of the story moved by whole years (29 February becomes 28 February in a common year). */
  date(storyDate: string): string;
  /**
   * A month of the story at the same distance from today's month as it had from November 2026
   * (for the recent past: the last water bills).
   */
  recentMonth(storyYear: number, storyMonth: number): { year: number; month: number };
  /** The date `days` days from today (negative: before). */
  fromToday(days: number): string;
  /** On or before today: anything later is not written. */
  isPast(isoDate: string): boolean;
}

export function demoCalendar(today: string = istanbulDate(new Date())): DemoCalendar {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const shift = year - STORY_YEAR;
  return {
    today,
    year,
    yearOf: (storyYear) => storyYear + shift,
    date(storyDate) {
      const moved = Number(storyDate.slice(0, 4)) + shift;
      const monthDay = storyDate.slice(5, 10) === '02-29' && !isLeapYear(moved) ? '02-28' : storyDate.slice(5, 10);
      return `${moved}-${monthDay}`;
    },
    recentMonth(storyYear, storyMonth) {
      const index = year * 12 + (month - 1) + (storyYear * 12 + (storyMonth - 1) - (STORY_YEAR * 12 + (STORY_MONTH - 1)));
      return { year: Math.floor(index / 12), month: (index % 12) + 1 };
    },
    fromToday: (days) => addDays(today, days),
    isPast: (isoDate) => isoDate <= today,
  };
}

/** `YYYY-MM-DD` of a day in a month. */
export const dayOf = (m: { year: number; month: number }, day: number) => `${m.year}-${pad2(m.month)}-${pad2(day)}`;
