import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../kysely';
import { migrateToLatest } from '../migrate';
import { isSeeded, seedDemo } from '../../seed';

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

// Each case seeds the whole demo municipality (twice for determinism): minutes on a busy 2-core machine.
const SEEDING_TIMEOUT = 240_000;

describe('embedded database under DATA_DIR', () => {
  it(
    'keeps its data across restarts, and a second start does not seed again',
    async () => {
      const first = openDatabase({ databaseUrl: null, dataDir, databaseSchema: null });
      await migrateToLatest(first.db);
      expect(await isSeeded(first.db)).toBe(false);
      await seedDemo(first.db);
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

  it(
    'creates the same demo data every time',
    async () => {
      const names = async () => {
        const handle = openDatabase({ databaseUrl: null, dataDir: 'memory://', databaseSchema: null });
        await migrateToLatest(handle.db);
        await seedDemo(handle.db);
        const rows = await handle.db.selectFrom('outer_door').select(['oid', 'door_no', 'street_code']).orderBy('oid').limit(50).execute();
        await handle.close();
        return rows;
      };
      expect(await names()).toEqual(await names());
    },
    SEEDING_TIMEOUT,
  );
});
