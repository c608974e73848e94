import type { Generated } from 'kysely';

/** Reference calendar shared by every capability. Dates are ISO YYYY-MM-DD strings. */
export interface CalendarTables {
  /**
   * Official holidays (Law 2429), loaded as data (facts not settled in law are kept as data). A half
   * day is the afternoon off before a religious holiday and on 28 October.
   */
  official_holiday: { holiday_date: string; name: string; half_day: Generated<boolean> };
}
