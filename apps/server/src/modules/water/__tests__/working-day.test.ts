import { describe, expect, it } from 'vitest';
import { cuttingDateProblem, firstWorkingDayFrom, isWorkingDay } from '../working-day';

// 2026-11-23 is a Monday. 2026-10-29 (Cumhuriyet Bayramı) and 2027-01-01 are holidays.
const holidays = new Set(['2026-10-28', '2026-10-29', '2027-01-01']);

describe('cutting date is a working day, not in the past', () => {
  it.each([
    ['2026-11-23', null], // today, a Monday
    ['2026-11-27', null], // Friday
    ['2026-11-22', 'past'], // yesterday (a Sunday too: the past wins)
    ['2026-11-28', 'weekend'], // Saturday
    ['2026-11-29', 'weekend'], // Sunday
    ['2027-01-01', 'holiday'], // New Year, a Friday
    ['2026-12-31', null],
  ])('%s → %s', (date, problem) => {
    expect(cuttingDateProblem(date, '2026-11-23', holidays)).toBe(problem);
  });

  it('finds the first working day after weekends and holidays', () => {
    expect(firstWorkingDayFrom('2026-11-28', holidays)).toBe('2026-11-30');
    expect(firstWorkingDayFrom('2027-01-01', holidays)).toBe('2027-01-04');
    expect(firstWorkingDayFrom('2026-10-28', holidays)).toBe('2026-10-30');
    expect(firstWorkingDayFrom('2026-11-24', holidays)).toBe('2026-11-24');
  });

  it('knows weekdays from weekends', () => {
    expect(isWorkingDay('2026-11-24', holidays)).toBe(true);
    expect(isWorkingDay('2026-11-28', holidays)).toBe(false);
    expect(isWorkingDay('2026-10-29', holidays)).toBe(false);
  });
});
