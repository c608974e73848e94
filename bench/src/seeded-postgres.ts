import { checkPostgres, createDatabase } from './databases';
import { runSeed } from './servers';

/** The PostgreSQL a run measures: `BENCH_DATABASE_URL`, or the test database of this machine. */
export const benchDatabaseUrl = () => process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * A fresh schema seeded at the run's scale, dropped by the run's cleanups; or, with `schema`, one
 * seeded before, which is measured and kept (a large seed takes long).
 */
export async function seededPostgres(o: { scale: number; schema: string | null }, cleanups: (() => Promise<void>)[]) {
  const url = benchDatabaseUrl();
  const version = await checkPostgres(url);
  if (o.schema) return { url, version, env: { DATABASE_URL: url, DATABASE_SCHEMA: o.schema }, seedSeconds: null };
  const fresh = await createDatabase('postgres', url);
  cleanups.push(() => fresh.drop());
  console.log(`[postgres ${version}] seeding at scale ${o.scale}…`);
  const seeded = Date.now();
  await runSeed(o.scale, fresh.env);
  return { url, version, env: fresh.env, seedSeconds: Math.round((Date.now() - seeded) / 1000) };
}
