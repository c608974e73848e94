import { formatTurkishDate } from '@ebelediye/contract';
import { dayOf, demoCalendar } from '../../apps/server/src/seed/demo-calendar';

/**
 * The demo's dates as the e2e server seeded them (issue 21 item 8): the server seeds on the
 * day it starts, so a spec reads the story's years and dates through the seed's own calendar
 * rules, and passes on any day — on the real clock and with the clock set ahead
 * (`scripts/test-clock-ahead.sh`).
 */
export const demoDay = demoCalendar();

/** A year of the story (written for 23.11.2026) as a year of the demo. */
export const demoYear = (storyYear: number) => demoDay.yearOf(storyYear);

/** A date of the story moved to the demo's years, as the screens show it (dd.MM.yyyy). */
export const demoDate = (storyDate: string) => formatTurkishDate(demoDay.date(storyDate));

/** Whether a date of the story lies on or before the demo's today, so the seed wrote what happened on it. */
export const demoHasHappened = (storyDate: string) => demoDay.isPast(demoDay.date(storyDate));

/** A recent month of the story (as far from today's month as from November 2026) as its first and last day, dd.MM.yyyy. */
export function demoRecentMonth(storyYear: number, storyMonth: number) {
  const month = demoDay.recentMonth(storyYear, storyMonth);
  const lastDay = new Date(Date.UTC(month.year, month.month, 0)).getUTCDate();
  return { first: formatTurkishDate(dayOf(month, 1)), last: formatTurkishDate(dayOf(month, lastDay)) };
}
