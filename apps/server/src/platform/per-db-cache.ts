import type { Db } from '../db/kysely';

/**
 * Small tables that change a few times a year (the delay-fine rates, the official holidays)
 * are read once per database handle and kept for a minute: asking again on every request
 * costs a round trip for nothing, and a new row still reaches every server copy within a minute.
 * `reload` reads at once, for a caller that has seen a row newer than what is kept.
 */
export function perDbCache<T>(load: (db: Db) => Promise<T>, ttlMs = 60_000) {
  const cache = new WeakMap<Db, { at: number; value: Promise<T> }>();
  const reload = (db: Db, now = Date.now()): Promise<T> => {
    const value = load(db);
    cache.set(db, { at: now, value });
    // A failed read must not be served for a minute.
    value.catch(() => cache.delete(db));
    return value;
  };
  const read = (db: Db, now = Date.now()): Promise<T> => {
    const hit = cache.get(db);
    return hit && now - hit.at < ttlMs ? hit.value : reload(db, now);
  };
  return Object.assign(read, { reload });
}
