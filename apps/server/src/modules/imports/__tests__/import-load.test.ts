import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { addressFiles, run, scratch, tckn } from './import-files';

const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
let t: TestApp;
let files: Awaited<ReturnType<typeof scratch>>;

beforeAll(async () => {
  t = await createTestApp();
  files = await scratch();
});
afterAll(async () => {
  await t.close();
  await files.dispose();
});

const count = async (table: 'district' | 'street' | 'outer_door' | 'inner_door' | 'registry' | 'import_key') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const registryOf = (nationalIdOrTax: string) =>
  t.db
    .selectFrom('registry')
    .selectAll()
    .where((eb) => eb.or([eb('national_id', '=', nationalIdOrTax), eb('tax_number', '=', nationalIdOrTax)]))
    .executeTakeFirstOrThrow();

describe('importing the address register and the registries', () => {
  it('loads the address register file by file, each referring to the one before', async () => {
    for (const kind of ['districts', 'streets', 'buildings', 'doors'] as const) {
      const result = await run(t.db, kind, await files.csv(`${kind}.csv`, addressFiles[kind]));
      expect(result, kind).toMatchObject({ loaded: true, rejections: [], inserted: addressFiles[kind].length - 1, updated: 0, unchanged: 0, encoding: 'utf-8' });
    }
    const door = await t.db
      .selectFrom('inner_door as i')
      .innerJoin('outer_door as o', 'o.oid', 'i.outer_door_oid')
      .innerJoin('street as s', 's.street_code', 'o.street_code')
      .innerJoin('district as d', 'd.district_code', 'o.district_code')
      .innerJoin('county as c', 'c.county_code', 'd.county_code')
      .select(['i.door_no as inner', 'i.is_active', 'o.door_no as outer', 'o.latitude', 's.street_name', 's.street_type', 'd.district_name', 'd.is_village', 'c.county_name'])
      .where(
        'i.oid',
        '=',
        (await t.db.selectFrom('import_key').select('local_id').where('kind', '=', 'doors').where('source_key', '=', '1476000003').executeTakeFirstOrThrow()).local_id,
      )
      .executeTakeFirstOrThrow();
    expect(door).toEqual({
      inner: '1',
      is_active: false,
      outer: '3/A',
      latitude: null,
      street_name: 'İNÖNÜ',
      street_type: 'SOKAK',
      district_name: 'ŞIHLAR KÖYÜ',
      is_village: true,
      county_name: 'MERKEZ',
    });
    expect((await t.db.selectFrom('district').select('district_name').where('district_code', '=', 147601).executeTakeFirstOrThrow()).district_name).toBe('AKPINAR');
  });

  it('reads a Windows-1254 registry file (İ, ş, ğ) found by its bytes, and links each registry to its address', async () => {
    const file = path.join(fixtures, 'registries-windows-1254.csv');
    const result = await run(t.db, 'registries', file);
    expect(result).toMatchObject({ loaded: true, rejections: [], encoding: 'windows-1254', inserted: 3 });
    expect(await registryOf('71425036806')).toMatchObject({
      registry_type: 'G',
      first_name: 'İSMAİL',
      last_name: 'ŞAHİN',
      father_name: 'AHMET',
      mother_name: 'AYŞE',
      birth_date: '1975-03-12',
      gender: 'E',
      gsm: '5321112233',
      district_code: 147601,
      street_code: 5000001,
    });
    expect(await registryOf('71425036974')).toMatchObject({ first_name: 'GÜLŞEN', last_name: 'AĞAOĞLU' });
    expect(await registryOf('7142503703')).toMatchObject({ registry_type: 'T', title: 'KİLİS ÇİĞKÖFTE GIDA LTD. ŞTİ.', tax_office_code: '079101', district_code: 147602 });
    // Read as UTF-8 the same bytes are not the same file: the names would be garbled, so the encoding matters.
    const forced = await run(t.db, 'registries', file, { encoding: 'windows-1254', dryRun: true });
    expect(forced).toMatchObject({ rejections: [], unchanged: 3, loaded: false });
  });

  it('reads an .xlsx workbook, with numbers and dates in real cells', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Sicil');
    sheet.addRow(['sicil_no', 'tc_kimlik_no', 'vergi_kimlik_no', 'ad', 'soyad', 'dogum_tarihi', 'adres_kodu']);
    sheet.addRow(['S-10', Number(tckn('815260471')), null, 'Işıl', 'Öztürk', new Date(Date.UTC(1990, 0, 31)), 1476000002]);
    workbook.addWorksheet('Notlar').addRow(['bu sayfa okunmaz']);
    const file = path.join(files.dir, 'registries.xlsx');
    await workbook.xlsx.writeFile(file);
    const result = await run(t.db, 'registries', file);
    expect(result).toMatchObject({ format: 'xlsx', loaded: true, rejections: [], inserted: 1, rows: 1 });
    expect(await registryOf(tckn('815260471'))).toMatchObject({ first_name: 'IŞIL', last_name: 'ÖZTÜRK', birth_date: '1990-01-31', street_code: 5000001 });
  });

  it('changes nothing when the same files are imported again', async () => {
    const before = await Promise.all((['district', 'street', 'outer_door', 'inner_door', 'registry', 'import_key'] as const).map(count));
    for (const kind of ['districts', 'streets', 'buildings', 'doors'] as const) {
      const again = await run(t.db, kind, await files.csv(`${kind}.csv`, addressFiles[kind]));
      expect(again, kind).toMatchObject({ loaded: true, inserted: 0, updated: 0, unchanged: addressFiles[kind].length - 1 });
    }
    expect(await run(t.db, 'registries', path.join(fixtures, 'registries-windows-1254.csv'))).toMatchObject({ inserted: 0, updated: 0, unchanged: 3 });
    expect(await Promise.all((['district', 'street', 'outer_door', 'inner_door', 'registry', 'import_key'] as const).map(count))).toEqual(before);
  });

  it('updates only what a corrected file changed', async () => {
    const corrected = addressFiles.buildings.map((row) => (row[0] === 'B-1002' ? ['B-1002', '5000002', '5', 'H', '', ''] : [...row]));
    const before = await count('outer_door');
    expect(await run(t.db, 'buildings', await files.csv('buildings-fixed.csv', corrected))).toMatchObject({ loaded: true, inserted: 0, updated: 1, unchanged: 1 });
    expect(await count('outer_door')).toBe(before);
    const door = await t.db
      .selectFrom('import_key')
      .innerJoin('outer_door', 'outer_door.oid', 'import_key.local_id')
      .select(['door_no', 'is_active'])
      .where('kind', '=', 'buildings')
      .where('source_key', '=', 'B-1002')
      .executeTakeFirstOrThrow();
    expect(door).toEqual({ door_no: '5', is_active: false });
    const registries = await files.csv('registries-fixed.csv', [
      ['sicil_no', 'tc_kimlik_no', 'vergi_kimlik_no', 'ad', 'soyad', 'cep_telefonu'],
      ['S-2', '71425036974', '', 'Gülşen', 'Ağaoğlu Kaya', '5551234567'],
    ]);
    expect(await run(t.db, 'registries', registries)).toMatchObject({ inserted: 0, updated: 1 });
    expect(await registryOf('71425036974')).toMatchObject({ last_name: 'AĞAOĞLU KAYA', gsm: '5551234567', district_code: null });
  });

  it('counts but writes nothing on a dry run', async () => {
    const before = await count('registry');
    const file = await files.csv('registries-new.csv', [
      ['sicil_no', 'tc_kimlik_no', 'vergi_kimlik_no', 'ad', 'soyad'],
      ['S-20', tckn('815260472'), '', 'Deniz', 'Ak'],
    ]);
    expect(await run(t.db, 'registries', file, { dryRun: true })).toMatchObject({ dryRun: true, loaded: false, inserted: 1 });
    expect(await count('registry')).toBe(before);
  });
});
