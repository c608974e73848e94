import type { Db } from '../db/kysely';
import type { DelayFineRate } from './delay-fine';
import { findDelayFineRates } from './ledger-repo';

/**
 * The rate table has a handful of rows and changes by presidential decision, a few times a
 * decade: every balance asking for it again costs a round trip for nothing. A new row is
 * picked up within a minute on every server copy.
 */
const TTL_MS = 60_000;
const cache = new WeakMap<Db, { at: number; rates: Promise<DelayFineRate[]> }>();

export function delayFineRates(db: Db, now = Date.now()): Promise<DelayFineRate[]> {
  const hit = cache.get(db);
  if (hit && now - hit.at < TTL_MS) return hit.rates;
  const rates = findDelayFineRates(db);
  cache.set(db, { at: now, rates });
  // A failed read must not be served for a minute.
  rates.catch(() => cache.delete(db));
  return rates;
}
