import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing';

/** Only PostgreSQL has connections to lose (the embedded database runs inside the process): this file runs in the PostgreSQL suite alone. */
describe('a lost PostgreSQL connection', () => {
  let t: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    t = await createTestApp({ logStream: { write: (line) => void logLines.push(line) } });
  });
  afterAll(() => t.close());

  it('is logged, and the server answers from a new connection', async () => {
    // Fill the pool with idle connections, then have PostgreSQL close every one of them, as a restart would.
    await Promise.all(Array.from({ length: 4 }, () => sql`select pg_sleep(0.05)`.execute(t.db)));
    const { rows } = await sql<{ n: number }>`
      select count(pg_terminate_backend(pid))::int as n from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`.execute(t.db);
    expect(rows[0]!.n).toBeGreaterThan(0);
    await expect.poll(() => logLines.some((line) => line.includes('database connection lost'))).toBe(true);

    const ready = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    const lookup = await t.call('RetrieveMenusWithoutAuthorization', {});
    expect(lookup.statusCode).toBe(200);
  });
});
