import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { demoPeople, signIn } from '../../../testing/identity';
import { addressFiles, run, scratch, tckn } from './import-files';

let t: TestApp;
let files: Awaited<ReturnType<typeof scratch>>;

const header = [
  'tasinmaz_no',
  'sicil_no',
  'tasinmaz_turu',
  'adres_kodu',
  'bina_kodu',
  'ada_no',
  'parsel_no',
  'arsa_alani',
  'hisse_pay',
  'hisse_payda',
  'brut_alan',
  'kullanim_turu',
  'yapi_tarzi_kodu',
  'yapim_yili',
  'aktif',
];
const building = ['T-1', 'S-1', '1', '1476000001', '', '101', '7', '', '1', '2', '120', 'Konut', '2', '1998', 'E'];
const plot = ['T-2', 'S-1', '2', '', 'B-1002', '102', '8', '450', '', '', '', '', '', '', ''];
const land = ['T-3', 'S-2', '3', '', '', '201', '33', '12000', '', '', '', '', '', '', 'H'];

beforeAll(async () => {
  t = await createTestApp();
  files = await scratch();
  for (const kind of ['districts', 'streets', 'buildings', 'doors'] as const) {
    expect(await run(t.db, kind, await files.csv(`${kind}.csv`, addressFiles[kind])), kind).toMatchObject({ loaded: true });
  }
  const registries = await files.csv('registries.csv', [
    ['sicil_no', 'tc_kimlik_no', 'vergi_kimlik_no', 'ad', 'soyad'],
    ['S-1', tckn('476200011'), '', 'Hatice', 'Kaya'],
    ['S-2', tckn('476200022'), '', 'Mustafa', 'Demir'],
  ]);
  expect(await run(t.db, 'registries', registries)).toMatchObject({ loaded: true, rejections: [] });
});
afterAll(async () => {
  await t.close();
  await files.dispose();
});

const localId = async (kind: string, key: string) =>
  Number((await t.db.selectFrom('import_key').select('local_id').where('kind', '=', kind).where('source_key', '=', key).executeTakeFirstOrThrow()).local_id);
const estate = async (key: string) =>
  t.db
    .selectFrom('real_estate')
    .selectAll()
    .where('oid', '=', await localId('estates', key))
    .executeTakeFirstOrThrow();

describe('importing the estate register', () => {
  it('loads buildings at their independent sections, plots at their buildings and land without an address', async () => {
    const result = await run(t.db, 'estates', await files.csv('estates.csv', [header, building, plot, land]));
    expect(result).toMatchObject({ loaded: true, rejections: [], inserted: 3, updated: 0, unchanged: 0 });
    const s1 = await localId('registries', 'S-1');
    const door = await t.db
      .selectFrom('inner_door')
      .select(['oid', 'outer_door_oid'])
      .where('oid', '=', await localId('doors', '1476000001'))
      .executeTakeFirstOrThrow();
    expect(await estate('T-1')).toMatchObject({
      registry_oid: s1,
      estate_code: 1,
      district_code: 147601,
      street_code: 5000001,
      outer_door_oid: door.outer_door_oid,
      inner_door_oid: door.oid,
      share_numerator: 1,
      share_denominator: 2,
      floor_area: 120,
      usage_type: 'KONUT',
      construction_type_code: 2,
      construction_year: 1998,
      is_active: true,
    });
    expect(await estate('T-2')).toMatchObject({
      estate_code: 2,
      district_code: 147602,
      street_code: 5000002,
      inner_door_oid: null,
      land_area: 450,
      share_numerator: 1,
      share_denominator: 1,
      floor_area: null,
    });
    expect(await estate('T-3')).toMatchObject({
      estate_code: 3,
      registry_oid: await localId('registries', 'S-2'),
      district_code: null,
      outer_door_oid: null,
      land_area: 12_000,
      is_active: false,
    });
  });

  it('changes nothing on a rerun, and a corrected file updates only the changed estate', async () => {
    expect(await run(t.db, 'estates', await files.csv('estates.csv', [header, building, plot, land]))).toMatchObject({ loaded: true, inserted: 0, updated: 0, unchanged: 3 });
    const oid = await localId('estates', 'T-2');
    const corrected = [...plot];
    corrected[7] = '475';
    expect(await run(t.db, 'estates', await files.csv('estates-corrected.csv', [header, building, corrected, land]))).toMatchObject({
      loaded: true,
      inserted: 0,
      updated: 1,
      unchanged: 2,
    });
    expect(await estate('T-2')).toMatchObject({ oid, land_area: 475 });
    expect(await t.db.selectFrom('import_key').select('source_key').where('kind', '=', 'estates').execute()).toHaveLength(3);
  });

  it('refuses a file with bad rows, names each row and field, and loads none of it', async () => {
    const before = await t.db
      .selectFrom('real_estate')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    const result = await run(
      t.db,
      'estates',
      await files.csv('estates-bad.csv', [
        header,
        ['T-10', 'S-1', '1', '', '', '', '', '', '', '', '90', '', '1', '2001', ''],
        ['T-11', 'S-1', '2', '1476000002', 'B-1001', '', '', '300', '3', '2', '', '', '', '', ''],
        ['T-12', 'S-9', '4', '', '', '', '', '', '', '', '', '', '', '', ''],
        ['T-13', 'S-2', '1', '1476000002', '', '', '', '', '', '', '', '', '', '2031', ''],
        ['T-14', 'S-2', '2', '', 'B-1001', '', '', '80', '', '', '', '', '', '', ''],
        ['T-14', 'S-2', '3', '', 'B-9999', '', '', '80', '', '', '', '', '', '', ''],
      ]),
    );
    expect(result).toMatchObject({ loaded: false, inserted: 0 });
    expect(result.rejections).toEqual([
      { line: 2, field: 'adres_kodu', code: 'REQUIRED', value: '' },
      { line: 3, field: 'bina_kodu', code: 'ADDRESS_CONFLICT', value: 'B-1001' },
      { line: 3, field: 'hisse_pay', code: 'BAD_SHARE', value: '3/2' },
      { line: 4, field: 'tasinmaz_turu', code: 'BAD_CHOICE', value: '4' },
      { line: 5, field: 'yapim_yili', code: 'BAD_DATE', value: '2031' },
      { line: 5, field: 'brut_alan', code: 'REQUIRED', value: '' },
      { line: 5, field: 'yapi_tarzi_kodu', code: 'REQUIRED', value: '' },
      { line: 7, field: 'tasinmaz_no', code: 'DUPLICATE_KEY', value: 'T-14 (ilk: satır 6)' },
    ]);
    expect(
      await t.db
        .selectFrom('real_estate')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow(),
    ).toEqual(before);
  });

  it('refuses an estate whose owner or door no file has loaded', async () => {
    const result = await run(t.db, 'estates', await files.csv('estates-refs.csv', [header, ['T-20', 'S-9', '2', '', 'B-9999', '', '', '80', '', '', '', '', '', '', '']]));
    expect(result.rejections).toEqual([
      { line: 2, field: 'sicil_no', code: 'UNKNOWN_REFERENCE', value: 'S-9' },
      { line: 2, field: 'bina_kodu', code: 'UNKNOWN_REFERENCE', value: 'B-9999' },
    ]);
  });

  it('reads an estates file in Windows-1254 and as an .xlsx workbook', async () => {
    const shop = ['T-30', 'S-2', '1', '1476000002', '', '', '', '', '', '', '65', 'Dükkân İşyeri', '3', '2010', ''];
    const csv = await run(t.db, 'estates', await files.csv('estates-1254.csv', [header, shop], 'windows-1254'));
    expect(csv).toMatchObject({ encoding: 'windows-1254', loaded: true, inserted: 1 });
    expect(await estate('T-30')).toMatchObject({ usage_type: 'DÜKKÂN İŞYERİ', floor_area: 65 });

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Taşınmazlar');
    sheet.addRow(['tasinmaz_no', 'sicil_no', 'tasinmaz_turu', 'bina_kodu', 'arsa_alani', 'hisse_pay', 'hisse_payda']);
    sheet.addRow(['T-31', 'S-2', 2, 'B-1001', 640, 1, 4]);
    const file = path.join(files.dir, 'estates.xlsx');
    await workbook.xlsx.writeFile(file);
    expect(await run(t.db, 'estates', file)).toMatchObject({ format: 'xlsx', loaded: true, inserted: 1 });
    expect(await estate('T-31')).toMatchObject({ estate_code: 2, land_area: 640, share_numerator: 1, share_denominator: 4, street_code: 5000001 });
  });

  const withFacts = [...header, 'kullanim_turu_kodu', 'yapi_sinifi_kodu', 'arsa_payi', 'kalorifer', 'asansor', 'arazi_cinsi_kodu'];

  it('loads the facts a property-tax assessment needs: the tables’ codes, the land share and the surcharges', async () => {
    const flat = ['T-40', 'S-1', '1', '1476000002', '', '', '', '', '1', '3', '110', 'Konut', '2', '2004', 'E', 'KONUT', '3', '35,25', 'e', 'E', ''];
    const land = ['T-41', 'S-2', '3', '', '', '', '', '8000', '', '', '', '', '', '', 'E', '', '', '', '', '', '1'];
    expect(await run(t.db, 'estates', await files.csv('estates-facts.csv', [withFacts, flat, land]))).toMatchObject({ loaded: true, rejections: [], inserted: 2 });
    expect(await estate('T-40')).toMatchObject({
      usage_type_code: 'KONUT',
      construction_type_code: 2,
      building_class_code: 3,
      land_share_area: 35.25,
      central_heating: true,
      elevator: true,
      land_type_code: null,
    });
    expect(await estate('T-41')).toMatchObject({ land_type_code: '1', usage_type_code: null, land_share_area: null, central_heating: false, elevator: false });
  });

  it('refuses a bad fact with its row: an area, a choice, a code, a fact of another kind of estate', async () => {
    const before = await t.db.selectFrom('real_estate').selectAll().orderBy('oid').execute();
    const result = await run(
      t.db,
      'estates',
      await files.csv('estates-facts-bad.csv', [
        withFacts,
        ['T-50', 'S-1', '1', '1476000002', '', '', '', '', '', '', '90', '', '2', '2001', '', 'KONUT', '3', '12,345', 'X', '', ''],
        ['T-51', 'S-1', '2', '', 'B-1001', '', '', '80', '', '', '', '', '', '', '', '', '', '', '', 'E', '1'],
        ['T-52', 'S-2', '1', '1476000002', '', '', '', '', '', '', '90', '', '2', '2001', '', 'KONUT', 'A', '', '', '', ''],
        ['T-40', 'S-1', '1', '1476000002', '', '', '', '', '1', '3', '110', 'Konut', '2', '2004', 'E', 'KONUT', '3', '35,25', 'H', 'H', ''],
      ]),
    );
    expect(result).toMatchObject({ loaded: false, inserted: 0, updated: 0 });
    expect(result.rejections).toEqual([
      { line: 2, field: 'arsa_payi', code: 'BAD_AREA', value: '12,345' },
      { line: 2, field: 'kalorifer', code: 'BAD_CHOICE', value: 'X' },
      { line: 3, field: 'asansor', code: 'NOT_FOR_ESTATE_KIND', value: 'E' },
      { line: 3, field: 'arazi_cinsi_kodu', code: 'NOT_FOR_ESTATE_KIND', value: '1' },
      { line: 4, field: 'yapi_sinifi_kodu', code: 'NOT_A_CODE', value: 'A' },
    ]);
    // The good row (a change of T-40's surcharges) was not loaded either.
    expect(await t.db.selectFrom('real_estate').selectAll().orderBy('oid').execute()).toEqual(before);
  });

  it('gives the yearly property-tax run the imported estates to assess', async () => {
    const staff = (await signIn(t, demoPeople[2]!.nationalId)).AccessToken;
    const r = await t.call('RunBackOfficeYearlyAccrual', { taxYear: 2026 }, staff);
    expect(r.statusCode, r.body).toBe(200);
    const rows = await t.db
      .selectFrom('yearly_tax')
      .select(['real_estate_oid', 'outcome', 'reason'])
      .where('real_estate_oid', 'in', [await localId('estates', 'T-1'), await localId('estates', 'T-2'), await localId('estates', 'T-3')])
      .orderBy('real_estate_oid')
      .execute();
    // The inactive land is left out; the others are taken up on the register's facts: the building
    // lacks its usage type and class, and the plot lies in a district outside the municipality.
    expect(rows).toEqual([
      {
        real_estate_oid: await localId('estates', 'T-1'),
        outcome: 'noFacts',
        reason: 'Emlak beyannamesi verilmemiş ve taşınmaz kaydında şu bilgiler eksik: kullanım türü, yapı sınıfı.',
      },
      { real_estate_oid: await localId('estates', 'T-2'), outcome: 'invalidFacts', reason: 'Geçerli bir mahalle seçiniz.' },
    ]);
  });
});
