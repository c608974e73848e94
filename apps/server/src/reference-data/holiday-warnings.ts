import { istanbulDate } from '@ebelediye/contract';
import type { Db } from '../db/kysely';
import type { ReadinessWarning } from '../platform/health';
import { holidayCalendar, missingReligiousHolidayYears } from './holiday-calendar';

/** `/readyz` warns of this year or next without its religious holidays loaded (ADR 0011). */
export async function missingHolidaysWarnings(db: Db, at: Date): Promise<ReadinessWarning[]> {
  const years = missingReligiousHolidayYears(await holidayCalendar(db), istanbulDate(at));
  if (years.length === 0) return [];
  return [
    {
      code: 'RELIGIOUS_HOLIDAYS_MISSING',
      years,
      message: `The religious holidays of ${years.join(' and ')} are not loaded in official_holiday: due dates in ${years.length === 1 ? 'that year' : 'those years'} move off weekends and the fixed-date holidays only.`,
    },
  ];
}
