import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { demoPeople, signIn } from '../../../testing/identity';
import { addressFiles, run, scratch, tckn } from './import-files';

let t: TestApp;
let files: Awaited<ReturnType<typeof scratch>>;

const header = ['abone_no', 'sicil_no', 'abone_turu', 'adres_kodu', 'sayac_no', 'son_endeks', 'son_endeks_tarihi', 'depozito', 'telefon', 'baslama_tarihi'];
const home = ['A-100', 'S-1', 'G', '1476000001', 'ks-7001', '1234', '31.10.2026', '150,00', '0532 111 22 33', '2015-04-01'];
const shop = ['A-101', 'S-2', 't', '1476000002', 'KS-7002', '0', '2026-11-01', '', '', ''];

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-23T09:00:00Z') });
  files = await scratch();
  for (const kind of ['districts', 'streets', 'buildings', 'doors'] as const) {
    expect(await run(t.db, kind, await files.csv(`${kind}.csv`, addressFiles[kind])), kind).toMatchObject({ loaded: true });
  }
  const registries = await files.csv('registries.csv', [
    ['sicil_no', 'tc_kimlik_no', 'vergi_kimlik_no', 'ad', 'soyad'],
    ['S-1', tckn('476300011'), '', 'Hatice', 'Kaya'],
    ['S-2', tckn('476300022'), '', 'Mustafa', 'Demir'],
  ]);
  expect(await run(t.db, 'registries', registries)).toMatchObject({ loaded: true });
});
afterAll(async () => {
  await t.close();
  await files.dispose();
});

const localId = async (kind: string, key: string) =>
  Number((await t.db.selectFrom('import_key').select('local_id').where('kind', '=', kind).where('source_key', '=', key).executeTakeFirstOrThrow()).local_id);
const subscription = async (key: string) =>
  t.db
    .selectFrom('subscription')
    .selectAll()
    .where('oid', '=', await localId('subscriptions', key))
    .executeTakeFirstOrThrow();
const readings = async (key: string) =>
  t.db
    .selectFrom('water_meter_reading')
    .select(['meter_no', 'meter_index', 'kind', 'read_on', 'confirmed'])
    .where('subscription_oid', '=', await localId('subscriptions', key))
    .orderBy('oid')
    .execute();

describe('importing water subscriptions with their meters', () => {
  it('loads each subscription at its door with its tariff, deposit and phone, and its last index as the base reading', async () => {
    expect(await run(t.db, 'subscriptions', await files.csv('subscriptions.csv', [header, home, shop]))).toMatchObject({ loaded: true, rejections: [], inserted: 2 });
    expect(await subscription('A-100')).toMatchObject({
      subscriber_no: 'A-100',
      registry_oid: await localId('registries', 'S-1'),
      subscriber_type: 'G',
      tariff: 'KONUT',
      district_code: 147601,
      street_code: 5000001,
      inner_door_oid: await localId('doors', '1476000001'),
      meter_no: 'KS-7001',
      deposit_amount: 15_000,
      gsm: '5321112233',
      started_on: '2015-04-01',
      water_line_status: 1,
      ended_on: null,
    });
    expect(await subscription('A-101')).toMatchObject({ subscriber_type: 'T', tariff: 'İŞYERİ', deposit_amount: 0, gsm: null, started_on: '2026-11-01' });
    expect(await readings('A-100')).toEqual([{ meter_no: 'KS-7001', meter_index: 1234, kind: 'meterStart', read_on: '2026-10-31', confirmed: true }]);
    expect(await readings('A-101')).toEqual([{ meter_no: 'KS-7002', meter_index: 0, kind: 'meterStart', read_on: '2026-11-01', confirmed: true }]);
  });

  it('changes nothing on a rerun; a corrected file updates the subscription and its base reading', async () => {
    expect(await run(t.db, 'subscriptions', await files.csv('subscriptions.csv', [header, home, shop]))).toMatchObject({ loaded: true, inserted: 0, updated: 0, unchanged: 2 });
    const corrected = [...shop];
    corrected[5] = '17';
    corrected[7] = '75,50';
    expect(await run(t.db, 'subscriptions', await files.csv('subscriptions-corrected.csv', [header, home, corrected]))).toMatchObject({ loaded: true, updated: 1, unchanged: 1 });
    expect(await subscription('A-101')).toMatchObject({ deposit_amount: 7_550 });
    expect(await readings('A-101')).toEqual([{ meter_no: 'KS-7002', meter_index: 17, kind: 'meterStart', read_on: '2026-11-01', confirmed: true }]);
  });

  it('counts the next reading from the imported index, and then keeps the index as it was', async () => {
    const clerk = (await signIn(t, demoPeople[2]!.nationalId)).AccessToken;
    const subscriptionOid = await localId('subscriptions', 'A-100');
    const below = await t.call('EnterBackOfficeWaterReading', { subscriptionOid, meterStatus: 1, meterIndex: 1200 }, clerk);
    expect(below.json()).toMatchObject({ code: 'WATER_READING_BELOW_PREVIOUS' });
    const read = await t.call('EnterBackOfficeWaterReading', { subscriptionOid, meterStatus: 1, meterIndex: 1250 }, clerk);
    expect(read.statusCode, read.body).toBe(200);
    const changed = [...home];
    changed[5] = '1240';
    const result = await run(t.db, 'subscriptions', await files.csv('subscriptions-late.csv', [header, changed]));
    expect(result).toMatchObject({ loaded: false, rejections: [{ line: 2, field: 'son_endeks', code: 'READINGS_SINCE_IMPORT', value: '1240' }] });
  });

  it('refuses bad rows, a meter or subscriber number another subscription holds, and loads none of the file', async () => {
    const before = await t.db
      .selectFrom('subscription')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const result = await run(
      t.db,
      'subscriptions',
      await files.csv('subscriptions-bad.csv', [
        header,
        ['A-200', 'S-1', 'X', '1476000003', 'KS-8001', '10', '2026-11-01', '', '', ''],
        ['A-201', 'S-1', 'G', '1476000003', 'KS-8002', '-4', '2026-12-01', '', '', ''],
        ['A-202', 'S-1', 'G', '1476000003', 'KS-8003', '5', '2026-11-01', '', '', '2026-11-05'],
        ['A-203', 'S-1', 'G', '1476000003', 'KS-8010', '5', '2026-11-01', '', '', ''],
        ['A-204', 'S-1', 'G', '1476000003', 'KS-7002', '5', '2026-11-01', '', '', ''],
        ['1000001', 'S-1', 'G', '1476000003', 'KS-8005', '5', '2026-11-01', '', '', ''],
        ['A-206', 'S-1', 'G', '9999', 'KS-8006', '5', '2026-11-01', '', '5', ''],
        ['A-207', 'S-1', 'G', '1476000003', 'KS-8010', '5', '2026-11-01', '', '', ''],
      ]),
    );
    expect(result.loaded).toBe(false);
    expect(result.rejections).toEqual([
      { line: 2, field: 'abone_turu', code: 'BAD_CHOICE', value: 'X' },
      { line: 3, field: 'son_endeks_tarihi', code: 'FUTURE_DATE', value: '2026-12-01' },
      { line: 3, field: 'son_endeks', code: 'NOT_A_CODE', value: '-4' },
      { line: 4, field: 'baslama_tarihi', code: 'READING_BEFORE_START', value: '2026-11-05' },
      { line: 6, field: 'sayac_no', code: 'METER_IN_USE', value: 'KS-7002' },
      { line: 7, field: 'abone_no', code: 'TAKEN_BY_OTHER_KEY', value: '1000001' },
      { line: 8, field: 'telefon', code: 'BAD_GSM', value: '5' },
      { line: 9, field: 'sayac_no', code: 'DUPLICATE_VALUE', value: 'KS-8010 (ilk: satır 5)' },
    ]);
    expect(
      await t.db
        .selectFrom('subscription')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
  });

  it('reads a subscriptions workbook', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Aboneler');
    sheet.addRow(header);
    sheet.addRow(['A-300', 'S-2', 'K', 1476000002, 'KS-9001', 42, new Date(Date.UTC(2026, 9, 15)), null, null, null]);
    const file = path.join(files.dir, 'subscriptions.xlsx');
    await workbook.xlsx.writeFile(file);
    expect(await run(t.db, 'subscriptions', file)).toMatchObject({ format: 'xlsx', loaded: true, inserted: 1 });
    expect(await readings('A-300')).toEqual([{ meter_no: 'KS-9001', meter_index: 42, kind: 'meterStart', read_on: '2026-10-15', confirmed: true }]);
  });
});
