import { describe, expect, it } from 'vitest';
import { demoCalendar, STORY_TODAY } from '../demo-calendar';

describe('demoCalendar: the story of 23.11.2026 told on the day the seed runs', () => {
  it('is the story itself on the story day', () => {
    const c = demoCalendar(STORY_TODAY);
    expect(c.year).toBe(2026);
    expect(c.yearOf(2022)).toBe(2022);
    expect(c.date('2025-04-14')).toBe('2025-04-14');
    expect(c.recentMonth(2025, 1)).toEqual({ year: 2025, month: 1 });
    expect(c.recentMonth(2026, 10)).toEqual({ year: 2026, month: 10 });
    expect(c.fromToday(-8)).toBe('2026-11-15');
  });

  it('moves the years with the seed, and the recent months with today', () => {
    const c = demoCalendar('2027-06-01');
    expect(c.yearOf(2026)).toBe(2027);
    expect(c.date('2025-06-30')).toBe('2026-06-30');
    expect(c.date('2024-02-29')).toBe('2025-02-28'); // no 29 February in 2025
    expect(demoCalendar('2030-01-10').date('2024-02-29')).toBe('2028-02-29'); // a leap year keeps it
    // The last water bill of the story (October 2026, the month before today's) is May 2027.
    expect(c.recentMonth(2026, 10)).toEqual({ year: 2027, month: 5 });
    expect(c.recentMonth(2025, 1)).toEqual({ year: 2025, month: 8 });
    expect(c.recentMonth(2026, 13)).toEqual({ year: 2027, month: 8 });
    expect(demoCalendar('2028-01-05').recentMonth(2026, 12)).toEqual({ year: 2028, month: 2 });
    expect(c.isPast('2027-06-01')).toBe(true);
    expect(c.isPast('2027-06-02')).toBe(false);
  });

  it('takes the Istanbul date of the machine clock when no day is given', () => {
    expect(demoCalendar().today).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
