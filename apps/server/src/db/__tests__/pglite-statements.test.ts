import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { ENGINE_PARSERS } from '../embedded-engine';
import { openDatabase } from '../kysely';
import { PreparedStatements } from '../pglite-statements';

// The parsers the portal opens PGlite with: int8 as a number, dates as text.
const pglite = new PGlite('memory://', { parsers: ENGINE_PARSERS });
const statements = new PreparedStatements(pglite, 3);

const prepared = async () => (await pglite.query<{ n: number }>('select count(*)::int as n from pg_prepared_statements')).rows[0]!.n;

beforeAll(async () => {
  await pglite.exec(`
    create table note (id bigserial primary key, body text not null unique, tags text[], data jsonb, file bytea, due date, at timestamptz, done boolean);
  `);
});
afterAll(() => pglite.close());

describe('statements prepared once on the embedded database', () => {
  it('writes and reads every kind of value as PGlite query() does', async () => {
    const values = ['ilk not', ['a', 'ç'], { tutar: 12.5, liste: [1, 2] }, Buffer.from([0, 1, 255]), '2026-11-28', new Date('2026-11-28T09:00:00Z'), true];
    const sql = 'insert into note (body, tags, data, file, due, at, done) values ($1, $2, $3, $4, $5, $6, $7) returning *';
    const ours = await statements.run(sql, values);
    const theirs = await pglite.query(sql, ['ikinci not', ...values.slice(1)]);
    expect(ours.affectedRows).toBe(1);
    expect({ ...ours.rows[0]!, id: 0, body: '' }).toEqual({ ...theirs.rows[0]!, id: 0, body: '' });
    expect(ours.rows[0]).toMatchObject({ id: 1, tags: ['a', 'ç'], data: { tutar: 12.5, liste: [1, 2] }, due: '2026-11-28', done: true });
    expect(ours.fields.map((f) => f.name)).toEqual(theirs.fields.map((f) => f.name));
    const nulls = await statements.run('select $1::text as a, $2::int as b', [null, undefined]);
    expect(nulls.rows).toEqual([{ a: null, b: null }]);
  });

  it('prepares a statement when it comes again, once', async () => {
    const before = await prepared();
    const byId = 'select id from note where id = $1';
    expect((await statements.run(byId, [1])).rows).toEqual([{ id: 1 }]);
    expect(await prepared()).toBe(before);
    for (const id of [2, 1, 2, 1, 2, 1, 2]) expect((await statements.run<{ id: number }>(byId, [id])).rows).toEqual([{ id }]);
    expect(await prepared()).toBe(before + 1);
  });

  it('never prepares a bulk statement', async () => {
    const before = await prepared();
    const rows = Array.from({ length: 70 }, (_, i) => `($${i + 1})`).join(', ');
    for (const round of [1, 2, 3]) {
      const result = await statements.run(
        `insert into note (body) values ${rows}`,
        Array.from({ length: 70 }, (_, i) => `toplu ${round}-${i}`),
      );
      expect(result.affectedRows).toBe(70);
    }
    expect(await prepared()).toBe(before);
    await pglite.exec("delete from note where body like 'toplu %'");
  });

  it('keeps no more statements than its limit, and still runs the ones it closed', async () => {
    for (const n of [1, 2, 3, 4, 5]) for (const _ of [1, 2]) await statements.run(`select ${n} as n`, []);
    expect(await prepared()).toBe(3);
    expect((await statements.run('select 1 as n', [])).rows).toEqual([{ n: 1 }]);
    expect(await prepared()).toBe(3);
  });

  it('answers with the new columns after the table changes', async () => {
    const all = 'select * from note where id = $1';
    expect(Object.keys((await statements.run(all, [1])).rows[0]!)).not.toContain('priority');
    await statements.run('alter table note add column priority int not null default 3', []);
    expect((await statements.run(all, [1])).rows[0]).toMatchObject({ id: 1, priority: 3 });
    // Changed past this runner (another connection of the same database): prepared again on PostgreSQL's word.
    await pglite.exec("alter table note add column colour text not null default 'mavi'");
    expect((await statements.run(all, [1])).rows[0]).toMatchObject({ id: 1, priority: 3, colour: 'mavi' });
  });

  it("reports PostgreSQL's error with its code and stays usable, in and out of a transaction", async () => {
    const insert = 'insert into note (body) values ($1)';
    await expect(statements.run(insert, ['ilk not'])).rejects.toMatchObject({ code: '23505' });
    await statements.run('begin', []);
    await expect(statements.run(insert, ['ilk not'])).rejects.toMatchObject({ code: '23505' });
    await expect(statements.run('select count(*) from note', [])).rejects.toMatchObject({ code: '25P02' });
    await statements.run('rollback', []);
    await expect(statements.run('select count(*)::int as n from note', [])).resolves.toMatchObject({ rows: [{ n: 2 }] });
    await expect(statements.run('selec 1', [])).rejects.toMatchObject({ code: '42601' });
  });
});

describe('the embedded database through Kysely', () => {
  it('plans a prepared statement for each run, never a generic plan', async () => {
    const { db, close } = openDatabase({ databaseUrl: null, dataDir: 'memory://', databaseSchema: null });
    try {
      for (let i = 0; i < 8; i++) await sql`select ${i}::int + 1 as n`.execute(db);
      const plans = await sql<{
        generic_plans: number;
        custom_plans: number;
      }>`select generic_plans, custom_plans from pg_prepared_statements where statement like 'select $1::int%'`.execute(db);
      expect(plans.rows).toEqual([{ generic_plans: 0, custom_plans: 7 }]);
    } finally {
      await close();
    }
  });
});
