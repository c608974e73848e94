import type { Db } from '../db/kysely';
import { findMeterHigh } from './meter-reading-repo';
import { findBillsBefore } from './water-bill-repo';
import { averageOf, daysBetween, readingConcern } from './water-consumption';

/**
 * Why a new index of a working meter needs a second look (docs/domain/water.md): below the highest
 * index the meter showed, or far from the subscriber's average. A reader's, a citizen's and a cut
 * line's final index are checked the same way.
 */
export async function indexConcern(db: Db, subscriptionOid: number, meterNo: string, index: number, today: string) {
  const previous = await findMeterHigh(db, subscriptionOid, meterNo);
  const average = averageOf(await findBillsBefore(db, subscriptionOid, '9999-12'));
  const concern = readingConcern(previous && { high: previous.high, days: daysBetween(previous.lastReadOn, today) }, index, average);
  return { concern, previousHigh: previous?.high ?? null };
}
