import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The embedded engine has no autovacuum: without statistics its planner guesses every table's size. */
describe('the seeded demo', () => {
  it('leaves the planner statistics of the tables the public lookups read', async () => {
    const { rows } = await sql<{ relname: string; reltuples: number }>`
      select relname, reltuples::float8 as reltuples from pg_class
      where relkind = 'r' and relname in ('resolution', 'accrual', 'street_valuation')`.execute(t.db);
    expect(rows.length).toBe(3);
    // -1 means "never analysed" (PostgreSQL 14 and later).
    for (const row of rows) expect({ table: row.relname, counted: Number(row.reltuples) > 0 }).toEqual({ table: row.relname, counted: true });
  });
});
