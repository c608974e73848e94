import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { run } from './import-files';

const examples = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../../../imports/examples');
const kinds = ['districts', 'streets', 'buildings', 'doors', 'registries', 'debts'];
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
    expect(files).toHaveLength(kinds.length);
    const first = [];
    for (const [i, file] of files.entries()) first.push(await run(t.db, kinds[i]!, path.join(examples, file)));
    expect(first.map((r) => [r.kind, r.rejections, r.loaded, r.inserted])).toEqual([
      ['districts', [], true, 4],
      ['streets', [], true, 5],
      ['buildings', [], true, 6],
      ['doors', [], true, 9],
      ['registries', [], true, 5],
      ['debts', [], true, 6],
    ]);
    expect(first[4]!.encoding).toBe('windows-1254');
    for (const [i, file] of files.entries()) expect(await run(t.db, kinds[i]!, path.join(examples, file))).toMatchObject({ inserted: 0, updated: 0, rejections: [] });
    const company = await t.db.selectFrom('registry').select(['title', 'district_code']).where('tax_office_code', '=', '079251').executeTakeFirstOrThrow();
    expect(company).toEqual({ title: 'KİLİS ZEYTİNYAĞI ÜRETİM VE TİCARET A.Ş.', district_code: 147602 });
  });
});
