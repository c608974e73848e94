import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../kysely';
import { migrateToLatest } from '../migrate';
import { isSeeded, seedDemo } from '../../seed';
import { STORY_TODAY } from '../../seed/demo-calendar';
import { createTestApp } from '../../testing';

const dataDir = mkdtempSync(path.join(tmpdir(), 'ebelediye-data-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const countStreets = async (db: ReturnType<typeof openDatabase>['db']) =>
  Number(
    (
      await db
        .selectFrom('street')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const firstDoors = (db: ReturnType<typeof openDatabase>['db']) => db.selectFrom('outer_door').select(['oid', 'door_no', 'street_code']).orderBy('oid').limit(50).execute();
let seededHere: Awaited<ReturnType<typeof firstDoors>> = [];

// The case seeds the whole demo municipality: a minute or more on a busy 2-core machine.
const SEEDING_TIMEOUT = 240_000;

describe('embedded database under DATA_DIR', () => {
  it(
    'keeps its data across restarts, and a second start does not seed again',
    async () => {
      const first = openDatabase({ databaseUrl: null, dataDir, databaseSchema: null });
      await migrateToLatest(first.db);
      expect(await isSeeded(first.db)).toBe(false);
      await seedDemo(first.db, { scale: 1, today: STORY_TODAY });
      seededHere = await firstDoors(first.db);
      await first.db.insertInto('parameter').values({ parameter_type_code: '16', parameter_code: '50', parameter_name: 'Yerinde eklenen' }).execute();
      const streets = await countStreets(first.db);
      await first.close();

      const second = openDatabase({ databaseUrl: null, dataDir, databaseSchema: null });
      await migrateToLatest(second.db);
      expect(await isSeeded(second.db)).toBe(true);
      expect(await countStreets(second.db)).toBe(streets);
      const added = await second.db.selectFrom('parameter').select('parameter_name').where('parameter_type_code', '=', '16').where('parameter_code', '=', '50').executeTakeFirst();
      expect(added?.parameter_name).toBe('Yerinde eklenen');
      await second.close();
    },
    SEEDING_TIMEOUT,
  );

  // The test databases are copies of one seeded in the suite's setup: the same rows as the seed above.
  it('creates the same demo data every time', async () => {
    expect(seededHere.length).toBe(50);
    const template = await createTestApp();
    try {
      expect(await firstDoors(template.db)).toEqual(seededHere);
    } finally {
      await template.close();
    }
  });
});
