import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../kysely';

const IN_MEMORY = { databaseUrl: null, dataDir: 'memory://', databaseSchema: null };

// The server opens the embedded database in a thread of its own (main.ts); the tests open it in theirs.
const threaded = openDatabase(IN_MEMORY, { ownThread: true });
const here = openDatabase(IN_MEMORY);

const createNotes = (database: DatabaseHandle) =>
  sql`create table note (id bigserial primary key, body text not null constraint note_body_once unique, tags text[], data jsonb, file bytea, due date, at timestamptz, done boolean)`.execute(
    database.db,
  );

beforeAll(async () => {
  await createNotes(threaded);
  await createNotes(here);
});
afterAll(async () => {
  await threaded.close();
  await here.close();
});

/** How often a 5 ms timer of this thread ran while `work` was going on. */
async function timerTicksDuring(work: () => Promise<unknown>) {
  let ticks = 0;
  const timer = setInterval(() => ticks++, 5);
  const started = performance.now();
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  return { ticks, ms: performance.now() - started };
}

const busyStatement = (database: DatabaseHandle) => sql`select count(*) as n from generate_series(1, 4000000)`.execute(database.db);

describe('the embedded database in a thread of its own', () => {
  it('writes and reads every kind of value as it does in this thread', async () => {
    const insert = (database: DatabaseHandle, body: string) =>
      database.db
        .insertInto('note' as never)
        .values({
          body,
          tags: ['a', 'ç'],
          data: JSON.stringify({ tutar: 12.5, liste: [1, 2] }),
          file: Buffer.from([0, 1, 255]),
          due: '2026-11-28',
          at: new Date('2026-11-28T09:00:00Z'),
          done: true,
        } as never)
        .returningAll()
        .executeTakeFirstOrThrow();
    const there = await insert(threaded, 'ilk not');
    const ours = await insert(here, 'ilk not');
    expect(there).toEqual(ours);
    expect(there).toMatchObject({ id: 1, tags: ['a', 'ç'], data: { tutar: 12.5, liste: [1, 2] }, file: new Uint8Array([0, 1, 255]), due: '2026-11-28', done: true });
    expect((there as { at: Date }).at).toEqual(new Date('2026-11-28T09:00:00Z'));
    const updated = await threaded.db
      .updateTable('note' as never)
      .set({ done: false } as never)
      .executeTakeFirst();
    expect(updated.numUpdatedRows).toBe(1n);
  });

  it("reports PostgreSQL's error with its code and constraint, and a transaction rolls back", async () => {
    const again = threaded.db.insertInto('note' as never).values({ body: 'ilk not' } as never);
    await expect(again.execute()).rejects.toMatchObject({ code: '23505', constraint: 'note_body_once', message: expect.stringContaining('note_body_once') });
    await expect(
      threaded.db.transaction().execute(async (trx) => {
        await trx
          .insertInto('note' as never)
          .values({ body: 'geri alınacak' } as never)
          .execute();
        await sql`selec 1`.execute(trx);
      }),
    ).rejects.toMatchObject({ code: '42601' });
    const bodies = await sql<{ body: string }>`select body from note order by id`.execute(threaded.db);
    expect(bodies.rows).toEqual([{ body: 'ilk not' }]);
  });

  it("leaves the server's thread free while a statement runs", async () => {
    // The control: in this thread the same statement stops every timer until it ends.
    const blocked = await timerTicksDuring(() => busyStatement(here));
    const free = await timerTicksDuring(() => busyStatement(threaded));
    expect(blocked.ms).toBeGreaterThan(100);
    expect(blocked.ticks).toBeLessThanOrEqual(2);
    expect(free.ticks).toBeGreaterThan(Math.min(10, free.ms / 20));
  });

  it('gives its folder as a tar that opens as a copy', async () => {
    const dump = await threaded.dumpDataDir!();
    const copy = openDatabase(IN_MEMORY, { ownThread: true, loadDataDir: dump });
    try {
      expect((await sql<{ body: string }>`select body from note`.execute(copy.db)).rows).toEqual([{ body: 'ilk not' }]);
    } finally {
      await copy.close();
    }
  });

  it('closes its thread, also when nothing ran, and refuses work after', async () => {
    const unused = openDatabase(IN_MEMORY, { ownThread: true });
    await unused.close();
    await unused.close();
    const used = openDatabase(IN_MEMORY, { ownThread: true });
    await sql`select 1`.execute(used.db);
    await used.close();
    await expect(sql`select 1`.execute(used.db)).rejects.toThrow();
  });

  it('says so when the database cannot open', async () => {
    const broken = openDatabase({ ...IN_MEMORY, dataDir: 'memory://' }, { ownThread: true, loadDataDir: new Blob(['not a tar']) });
    try {
      await expect(sql`select 1`.execute(broken.db)).rejects.toThrow();
    } finally {
      await broken.close();
    }
  });
});
