import type { Db } from '../db/kysely';

/** Every official holiday: a few dozen rows a year, read whole and cached (`holiday-calendar.ts`). */
export function findOfficialHolidays(db: Db) {
  return db.selectFrom('official_holiday').select(['holiday_date', 'name', 'half_day']).orderBy('holiday_date').execute();
}
