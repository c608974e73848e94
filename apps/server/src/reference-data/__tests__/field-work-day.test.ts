import { describe, expect, it } from 'vitest';
import { fieldWorkDayProblem } from '../field-work-day';

// 2026-11-23 is a Monday. 2026-10-28 is the half day before Cumhuriyet Bayramı (2026-10-29); 2027-01-01 is New Year.
const holidays = new Set(['2026-10-28', '2026-10-29', '2027-01-01']);

describe("a field crew's day is a working day, not in the past", () => {
  it.each([
    ['2026-11-23', null], // today, a Monday
    ['2026-11-27', null], // Friday
    ['2026-11-22', 'past'], // yesterday (a Sunday too: the past wins)
    ['2026-11-28', 'weekend'], // Saturday
    ['2026-11-29', 'weekend'], // Sunday
    ['2027-01-01', 'holiday'], // New Year, a Friday
    ['2026-12-31', null],
  ])('%s → %s', (date, problem) => {
    expect(fieldWorkDayProblem(date, '2026-11-23', holidays)).toBe(problem);
  });

  it('refuses a half day the field crew does not work', () => {
    expect(fieldWorkDayProblem('2026-10-28', '2026-10-01', holidays)).toBe('holiday');
  });
});
