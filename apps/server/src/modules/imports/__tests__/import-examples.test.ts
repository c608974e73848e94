import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { run } from './import-files';

const examples = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../../imports/examples');
const kinds = ['districts', 'streets', 'buildings', 'doors', 'registries', 'estates', 'subscriptions', 'debts', 'collections'];
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

/** The example files in the order the operations guide loads them (their names start with it). */
const exampleFiles = async () => (await readdir(examples)).filter((f) => /^\d-.*\.csv$/.test(f)).sort();

describe('the example import set in imports/examples', () => {
  it('loads, file by file, into an empty database, and loads again without a change', async () => {
    const files = await exampleFiles();
    expect(files.map((f) => /^\d-([a-z]+)/.exec(f)![1])).toEqual(kinds);
    const first = [];
    for (const [i, file] of files.entries()) first.push(await run(t.db, kinds[i]!, path.join(examples, file)));
    // The counts of scripts/generate-import-examples.mjs: 6 + 54 buildings of 5 sections each after
    // the 9 written by hand; 300 registries; 180 buildings + 40 plots + 10 pieces of land.
    expect(first.map((r) => [r.kind, r.rejections, r.loaded, r.inserted])).toEqual([
      ['districts', [], true, 4],
      ['streets', [], true, 5],
      ['buildings', [], true, 60],
      ['doors', [], true, 279],
      ['registries', [], true, 300],
      ['estates', [], true, 230],
      ['subscriptions', [], true, 150],
      ['debts', [], true, 156],
      ['collections', [], true, 60],
    ]);
    expect(first[4]!.encoding).toBe('windows-1254');
    for (const [i, file] of files.entries()) expect(await run(t.db, kinds[i]!, path.join(examples, file))).toMatchObject({ inserted: 0, updated: 0, rejections: [] });
    const company = await t.db.selectFrom('registry').select(['title', 'district_code']).where('tax_office_code', '=', '079251').orderBy('oid').executeTakeFirstOrThrow();
    expect(company).toEqual({ title: 'KİLİS ZEYTİNYAĞI ÜRETİM VE TİCARET A.Ş.', district_code: 147602 });
  });

  it('leaves the totals the files add up to', async () => {
    const { rows } = await sql<{ open: number; principal: number; collected: number }>`
      select (select count(*) from accrual where status = 'open')::int as open,
             (select sum(amount) from accrual)::bigint as principal,
             (select sum(principal_amount) from collection_line)::bigint as collected`.execute(t.db);
    // Six written by hand: 1 250,40 + 1 310,00 + 96,00 + 4 800,00 + 412,35 + 2 500,00 = 10 368,75 TL;
    // 150 × 500,00 = 75 000,00 TL generated; 60 × 200,00 = 12 000,00 TL collected, none in full.
    expect(rows[0]).toEqual({ open: 156, principal: 8_536_875, collected: 1_200_000 });
    const counts = await sql<{ estates: number; buildings: number; readings: number }>`
      select (select count(*) from real_estate)::int as estates,
             (select count(*) from real_estate where estate_code = 1)::int as buildings,
             (select count(*) from water_meter_reading where kind = 'meterStart')::int as readings`.execute(t.db);
    expect(counts.rows[0]).toEqual({ estates: 230, buildings: 180, readings: 150 });
  });

  it('refuses the copy with errors, naming each one, and loads the corrected copy', async () => {
    const refused = await run(t.db, 'registries', path.join(examples, 'errors/5-registries-errors.csv'));
    expect(refused).toMatchObject({ loaded: false, inserted: 0 });
    expect(refused.rejections.map((r) => [r.line, r.field, r.code])).toEqual([
      [3, 'tc_kimlik_no', 'BAD_TCKN'],
      [4, 'ad', 'REQUIRED'],
      [5, 'cep_telefonu', 'BAD_GSM'],
      [6, 'adres_kodu', 'UNKNOWN_REFERENCE'],
      [7, 'sicil_no', 'DUPLICATE_KEY'],
    ]);
    expect(await t.db.selectFrom('import_key').select('source_key').where('source_key', 'like', 'KLS-09%').execute()).toEqual([]);
    expect(await run(t.db, 'registries', path.join(examples, 'errors/5-registries-corrected.csv'))).toMatchObject({ loaded: true, inserted: 6, rejections: [] });
  });
});
