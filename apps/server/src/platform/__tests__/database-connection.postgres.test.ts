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
    const lost = () => logLines.filter((line) => line.includes('database connection lost')).length;
    await expect.poll(lost).toBeGreaterThanOrEqual(rows[0]!.n);
    // One line per connection lost, not one from the pool and another from the connection.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(lost()).toBe(rows[0]!.n);

    // A connection whose end PostgreSQL has not yet reported may fail one call; the next ones get new connections.
    await expect.poll(async () => (await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode, { timeout: 5_000 }).toBe(200);
    const lookup = await t.call('RetrieveMenusWithoutAuthorization', {});
    expect(lookup.statusCode).toBe(200);
  });

  it('inside a transaction fails that transaction, not the process', async () => {
    let resume!: () => void;
    const paused = new Promise<void>((resolve) => (resume = resolve));
    let begun!: () => void;
    const inside = new Promise<void>((resolve) => (begun = resolve));
    // A job's transaction holds its connection while it awaits other work.
    const transaction = t.db.transaction().execute(async (trx) => {
      await sql`select 1`.execute(trx);
      begun();
      await paused;
      await sql`select 1`.execute(trx);
    });
    await inside;
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`.execute(t.db);
    await new Promise((resolve) => setTimeout(resolve, 300));
    resume();
    await expect(transaction).rejects.toThrow();
    await expect.poll(async () => (await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode, { timeout: 5_000 }).toBe(200);
  });
});
