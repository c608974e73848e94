import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordCollection } from '../../../ledger';
import { createTestApp, type TestApp } from '../../../testing';
import { describeRejection, writeRejectionReport } from '../report';
import { rejectionTexts, type Rejection, type RejectionCode } from '../rejections';
import { run, scratch, tckn, vkn } from './import-files';

let t: TestApp;
let files: Awaited<ReturnType<typeof scratch>>;
const seen = new Set<RejectionCode>();

beforeAll(async () => {
  t = await createTestApp();
  files = await scratch();
});
afterAll(async () => {
  await t.close();
  await files.dispose();
});

/** Imports a file that must be refused whole; answers its refusals as [line, field, code]. */
async function refused(kind: string, name: string, rows: string[][]): Promise<[number, string, RejectionCode][]> {
  const before = Number(
    (
      await t.db
        .selectFrom('import_key')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const result = await run(t.db, kind, await files.csv(name, rows));
  expect(result.loaded).toBe(false);
  expect(
    Number(
      (
        await t.db
          .selectFrom('import_key')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    ),
  ).toBe(before);
  for (const r of result.rejections) seen.add(r.code);
  return result.rejections.map((r: Rejection) => [r.line, r.field, r.code]);
}

const registryHeader = ['sicil_no', 'tc_kimlik_no', 'vergi_kimlik_no', 'vergi_dairesi_kodu', 'ad', 'soyad', 'unvan', 'dogum_tarihi', 'cinsiyet', 'cep_telefonu', 'eposta'];
const debtHeader = ['borc_no', 'sicil_no', 'gelir_turu', 'yil', 'tutar', 'vade_tarihi', 'tahakkuk_tarihi'];

describe('a file with any bad row loads nothing, and every refusal names its line, field and reason', () => {
  it('refuses a header without a required column or with an unknown one, and a file without data', async () => {
    expect(
      await refused('streets', 'h1.csv', [
        ['mahalle_kodu', 'sokak_kodu', 'sokak_adi', 'posta_kodu'],
        ['20801', '9000001', 'A', '31000'],
      ]),
    ).toEqual([
      [1, 'sokak_turu', 'HEADER_MISSING_COLUMN'],
      [1, 'posta_kodu', 'HEADER_UNKNOWN_COLUMN'],
    ]);
    expect(await refused('streets', 'h2.csv', [['mahalle_kodu', 'sokak_kodu', 'sokak_adi', 'sokak_turu']])).toEqual([[1, '', 'FILE_EMPTY']]);
  });

  it('checks codes, required fields, choices and agreement between rows of the address register', async () => {
    expect(
      await refused('streets', 's.csv', [
        ['MAHALLE_KODU', 'Sokak_Kodu', 'sokak_adi', 'sokak_turu'],
        ['20801', '9000001', 'YENİ', 'SOKAK'],
        ['20801', 'abc', '', 'KÖPRÜ'],
        ['99999999', '9000002', 'B', 'CADDE'],
        ['20801', '9000001', 'C', 'CADDE'],
      ]),
    ).toEqual([
      [3, 'sokak_kodu', 'NOT_A_CODE'],
      [3, 'sokak_adi', 'REQUIRED'],
      [3, 'sokak_turu', 'BAD_CHOICE'],
      [4, 'mahalle_kodu', 'UNKNOWN_REFERENCE'],
      [5, 'sokak_kodu', 'DUPLICATE_KEY'],
    ]);
    const county = ['79', 'KİLİS', '1476'];
    expect(
      await refused('districts', 'd.csv', [
        ['il_kodu', 'il_adi', 'ilce_kodu', 'ilce_adi', 'mahalle_kodu', 'mahalle_adi'],
        [...county, 'MERKEZ', '147611', 'A'],
        [...county, 'ELBEYLİ', '147612', 'B'],
      ]),
    ).toEqual([[3, 'ilce_adi', 'INCONSISTENT']]);
  });

  it('checks T.C. Kimlik No, VKN, tax office, phone, e-mail, dates and lengths of registries', async () => {
    const person = tckn('512345678');
    expect(
      await refused('registries', 'r.csv', [
        registryHeader,
        ['R-1', '10000000147', '', '', 'A', 'B', '', '', '', '', ''],
        ['R-2', '', '4540536921', '079101', '', '', 'X A.Ş.', '', '', '', ''],
        ['R-3', person, vkn('512345679'), '', 'A', 'B', '', '', '', '', ''],
        ['R-4', '', vkn('512345680'), '79101', '', '', 'Y LTD.', '', '', '', ''],
        ['R-5', tckn('512345681'), '', '', 'C', '', '', '30.02.1980', 'X', '4321234567', 'ahmet@'],
        ['R-6', tckn('512345682'), '', '', 'D', 'E', '', '', '', '', ''],
        ['R-6', tckn('512345684'), '', '', 'D', 'E', '', '', '', '', ''],
        ['R-7', tckn('512345682'), '', '', 'D', 'E', '', '', '', '', ''],
        ['R'.repeat(65), tckn('512345683'), '', '', 'F', 'G', '', '', '', '', ''],
      ]),
    ).toEqual([
      [2, 'tc_kimlik_no', 'BAD_TCKN'],
      [3, 'vergi_kimlik_no', 'BAD_VKN'],
      [4, 'tc_kimlik_no', 'IDENTIFIER_CONFLICT'],
      [5, 'vergi_dairesi_kodu', 'BAD_TAX_OFFICE'],
      [6, 'eposta', 'BAD_EMAIL'],
      [6, 'cinsiyet', 'BAD_CHOICE'],
      [6, 'soyad', 'REQUIRED'],
      [6, 'dogum_tarihi', 'BAD_DATE'],
      [6, 'cep_telefonu', 'BAD_GSM'],
      [8, 'sicil_no', 'DUPLICATE_KEY'],
      [9, 'tc_kimlik_no', 'DUPLICATE_VALUE'],
      [10, 'sicil_no', 'TOO_LONG'],
    ]);
  });

  it('refuses a number another source key already loaded', async () => {
    const person = tckn('612345678');
    expect(
      await run(
        t.db,
        'registries',
        await files.csv('ok.csv', [
          ['sicil_no', 'tc_kimlik_no', 'vergi_kimlik_no', 'ad', 'soyad'],
          ['K-1', person, '', 'Ali', 'Kaya'],
        ]),
      ),
    ).toMatchObject({ loaded: true });
    expect(
      await refused('registries', 'other-key.csv', [
        ['sicil_no', 'tc_kimlik_no', 'vergi_kimlik_no', 'ad', 'soyad'],
        ['K-2', person, '', 'Ali', 'Kaya'],
      ]),
    ).toEqual([[2, 'tc_kimlik_no', 'TAKEN_BY_OTHER_KEY']]);
  });

  it('checks amounts, dates and references of debts', async () => {
    expect(
      await refused('debts', 'debts.csv', [
        debtHeader,
        ['B-1', 'K-1', 'CEZA', '2026', '12,345', '31.02.2026', ''],
        ['B-2', 'K-1', 'CEZA', '2026', '0,00', '2026-01-10', '2027-01-01'],
        ['B-3', 'K-1', 'CEZA', '2026', '10', '2026-01-10', '2026-02-01'],
        ['B-4', 'YOK', 'CEZA', '2026', '10', '2026-01-10', ''],
        ['B-5', 'K-1', 'HARC', '2026', '10', '2026-01-10', ''],
      ]),
    ).toEqual([
      [2, 'vade_tarihi', 'BAD_DATE'],
      [2, 'tutar', 'BAD_AMOUNT'],
      [3, 'tahakkuk_tarihi', 'FUTURE_DATE'],
      [3, 'tahakkuk_tarihi', 'ROW_ORDER'],
      [3, 'tutar', 'AMOUNT_NOT_POSITIVE'],
      [4, 'tahakkuk_tarihi', 'ROW_ORDER'],
      [5, 'sicil_no', 'UNKNOWN_REFERENCE'],
      [6, 'gelir_kodu', 'REQUIRED'],
    ]);
  });

  it('refuses to change a debt collected since it was loaded', async () => {
    const rows = [debtHeader, ['B-9', 'K-1', 'CEZA', '2026', '10', '2026-01-10', '']];
    expect(await run(t.db, 'debts', await files.csv('b9.csv', rows))).toMatchObject({ loaded: true });
    const key = await t.db.selectFrom('import_key').select('local_id').where('kind', '=', 'debts').where('source_key', '=', 'B-9').executeTakeFirstOrThrow();
    const registry = await t.db.selectFrom('accrual').select('registry_oid').where('oid', '=', key.local_id).executeTakeFirstOrThrow();
    await t.db
      .transaction()
      .execute((trx) =>
        recordCollection(trx, { registryOid: registry.registry_oid, accrualOids: [key.local_id], collectionType: 1, channel: 'desk', asOf: '2026-11-23', collectedAt: new Date() }),
      );
    expect(await refused('debts', 'b9-fixed.csv', [debtHeader, ['B-9', 'K-1', 'CEZA', '2026', '20', '2026-01-10', '']])).toEqual([[2, 'borc_no', 'ALREADY_COLLECTED']]);
  });

  it('writes the refusals as a CSV report with the Turkish reasons', async () => {
    const rejections: Rejection[] = [{ line: 7, field: 'unvan', code: 'REQUIRED', value: 'A, "B"' }];
    const file = path.join(files.dir, 'hatalar.csv');
    await writeRejectionReport(file, rejections);
    expect(await readFile(file, 'utf8')).toBe('\uFEFFsatir,alan,kod,aciklama,deger\r\n7,unvan,REQUIRED,Zorunlu alan boş.,"A, ""B"""\r\n');
    expect(describeRejection(rejections[0]!)).toBe('satır 7, unvan: [REQUIRED] Zorunlu alan boş. (değer: A, "B")');
  });

  it('has shown every reason at least once, here or in the test of the kind that needs loaded registers first', async () => {
    const provenByKind: Partial<Record<RejectionCode, string>> = {
      ADDRESS_CONFLICT: 'import-estates.test.ts',
      BAD_SHARE: 'import-estates.test.ts',
      BAD_AREA: 'import-estates.test.ts',
      NOT_FOR_ESTATE_KIND: 'import-estates.test.ts',
      METER_IN_USE: 'import-subscriptions.test.ts',
      READINGS_SINCE_IMPORT: 'import-subscriptions.test.ts',
      READING_BEFORE_START: 'import-subscriptions.test.ts',
      COLLECTION_EXCEEDS_DEBT: 'import-collections.test.ts',
      COLLECTION_RECORDED: 'import-collections.test.ts',
      NOT_FOR_INCOME_TYPE: 'import-debts.test.ts',
      NOT_THE_DEBTORS: 'import-debts.test.ts',
    };
    for (const [code, file] of Object.entries(provenByKind)) {
      if ((await readFile(path.join(import.meta.dirname, file), 'utf8')).includes(`'${code}'`)) seen.add(code as RejectionCode);
    }
    expect(Object.keys(rejectionTexts).filter((code) => !seen.has(code as RejectionCode))).toEqual([]);
  });
});
