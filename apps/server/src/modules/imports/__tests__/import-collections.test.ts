import { operations } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { signIn } from '../../../testing/identity';
import { run, scratch } from './import-files';

let t: TestApp;
let files: Awaited<ReturnType<typeof scratch>>;
let token: string;
/** A demo citizen with a portal account, whom the registry file names under the old system's key. */
const AHMET = '10000000146';

const header = ['tahsilat_no', 'borc_no', 'tahsilat_tarihi', 'tutar', 'gecikme_zammi', 'tahsilat_turu'];
const debtRows = [
  ['borc_no', 'sicil_no', 'gelir_turu', 'yil', 'tutar', 'vade_tarihi', 'aciklama'],
  ['D-1', 'ESKI-7', 'CEZA', '2026', '1.000,00', '10.01.2026', 'Zabıta para cezası (devir)'],
  ['D-2', 'ESKI-7', 'ILAN', '2026', '250,50', '2026-02-01', 'İlan ve reklam vergisi 2026 (devir)'],
];
const partly = ['C-1', 'D-1', '15.02.2026', '400,00', '12,34', '1'];
const whole = ['C-2', 'D-2', '2026-03-01', '250,50', '', '4'];

beforeAll(async () => {
  t = await createTestApp({ now: () => new Date('2026-11-23T09:00:00Z') });
  files = await scratch();
  const registries = await files.csv('registries.csv', [
    ['sicil_no', 'tc_kimlik_no', 'vergi_kimlik_no', 'ad', 'soyad'],
    ['ESKI-7', AHMET, '', 'Ahmet', 'Yılmaz'],
  ]);
  expect(await run(t.db, 'registries', registries)).toMatchObject({ loaded: true });
  expect(await run(t.db, 'debts', await files.csv('debts.csv', debtRows))).toMatchObject({ loaded: true, inserted: 2 });
  token = (await signIn(t, AHMET)).AccessToken;
});
afterAll(async () => {
  await t.close();
  await files.dispose();
});

const localId = async (kind: string, key: string) =>
  Number((await t.db.selectFrom('import_key').select('local_id').where('kind', '=', kind).where('source_key', '=', key).executeTakeFirstOrThrow()).local_id);
const collectionsOf = async () =>
  t.db
    .selectFrom('collection as c')
    .innerJoin('collection_line as cl', 'cl.collection_oid', 'c.oid')
    .select(['cl.accrual_oid', 'c.collection_type', 'c.channel', 'c.total_amount', 'cl.principal_amount', 'cl.delay_fine_amount', 'c.receipt_no', 'c.collected_at'])
    .where('cl.accrual_oid', 'in', [await localId('debts', 'D-1'), await localId('debts', 'D-2')])
    .orderBy('c.oid')
    .execute();
const balanceLines = async () => {
  const registryInfoOid = await localId('registries', 'ESKI-7');
  const r = await t.call('GetDeclarationAccrumentBalancesofEMunicipality', { registryInfoOid, delayFineCalculationDate: '2026-11-23' }, token);
  expect(r.statusCode, r.body).toBe(200);
  return operations.GetDeclarationAccrumentBalancesofEMunicipality.response.parse(r.json()).lines;
};

describe('importing past collections', () => {
  it('records them through the ledger: a debt paid in part shows what is left, one paid in full is gone', async () => {
    const result = await run(t.db, 'collections', await files.csv('collections.csv', [header, partly, whole]));
    expect(result).toMatchObject({ loaded: true, rejections: [], inserted: 2 });
    const [d1, d2] = [await localId('debts', 'D-1'), await localId('debts', 'D-2')];
    expect(await collectionsOf()).toEqual([
      // 400,00 principal and 12,34 delay fine collected in cash on 15 February 2026: receipt of 2026.
      {
        accrual_oid: d1,
        collection_type: 1,
        channel: 'import',
        total_amount: 41_234,
        principal_amount: 40_000,
        delay_fine_amount: 1_234,
        receipt_no: expect.stringMatching(/^2026-\d{8}$/),
        collected_at: new Date('2026-02-15T09:00:00Z'),
      },
      {
        accrual_oid: d2,
        collection_type: 4,
        channel: 'import',
        total_amount: 25_050,
        principal_amount: 25_050,
        delay_fine_amount: 0,
        receipt_no: expect.stringMatching(/^2026-\d{8}$/),
        collected_at: new Date('2026-03-01T09:00:00Z'),
      },
    ]);
    const lines = await balanceLines();
    // 1 000,00 − 400,00 = 600,00 left of the fine; the water bill is paid.
    expect(lines.find((l) => l.description === 'Zabıta para cezası (devir)')).toMatchObject({ principal: 60_000 });
    expect(lines.find((l) => l.description === 'Su faturası Ocak (devir)')).toBeUndefined();
    expect(await t.db.selectFrom('accrual').select('status').where('oid', '=', d2).executeTakeFirstOrThrow()).toEqual({ status: 'paid' });
  });

  it('never records a collection twice on a rerun, and refuses to rewrite one already recorded', async () => {
    expect(await run(t.db, 'collections', await files.csv('collections.csv', [header, partly, whole]))).toMatchObject({ loaded: true, inserted: 0, updated: 0, unchanged: 2 });
    expect(await collectionsOf()).toHaveLength(2);
    const changed = [...partly];
    changed[3] = '500,00';
    const result = await run(t.db, 'collections', await files.csv('collections-changed.csv', [header, changed, whole]));
    expect(result).toMatchObject({ loaded: false, rejections: [{ line: 2, field: 'tahsilat_no', code: 'COLLECTION_RECORDED', value: 'C-1' }] });
    expect(await collectionsOf()).toHaveLength(2);
  });

  it('refuses collections beyond what is left, in the future, of an unknown type or debt, and loads none of the file', async () => {
    const result = await run(
      t.db,
      'collections',
      await files.csv('collections-bad.csv', [
        header,
        ['C-3', 'D-1', '2026-04-01', '400,00', '', '2'],
        ['C-4', 'D-1', '2026-04-02', '300,00', '', '3'],
        ['C-5', 'D-1', '2026-12-01', '10,00', '', '1'],
        ['C-6', 'D-1', '2026-04-03', '10,00', '', '6'],
        ['C-7', 'D-9', '2026-04-03', '10,00', '', '1'],
        ['C-8', 'D-2', '2026-04-03', '1,00', '', '1'],
        ['C-9', 'D-1', '2026-04-03', '0', '', '1'],
      ]),
    );
    expect(result.loaded).toBe(false);
    expect(result.rejections).toEqual([
      // 600,00 left: the first 400,00 fits, the next 300,00 does not.
      { line: 3, field: 'tutar', code: 'COLLECTION_EXCEEDS_DEBT', value: '30000 > 20000' },
      { line: 4, field: 'tahsilat_tarihi', code: 'FUTURE_DATE', value: '2026-12-01' },
      { line: 5, field: 'tahsilat_turu', code: 'BAD_CHOICE', value: '6' },
      { line: 6, field: 'borc_no', code: 'UNKNOWN_REFERENCE', value: 'D-9' },
      // The water bill is already paid in full.
      { line: 7, field: 'tutar', code: 'COLLECTION_EXCEEDS_DEBT', value: '100 > 0' },
      { line: 8, field: 'tutar', code: 'AMOUNT_NOT_POSITIVE', value: '0' },
    ]);
    expect(await collectionsOf()).toHaveLength(2);
  });

  it('leaves the collected debts alone when their file is loaded again unchanged', async () => {
    expect(await run(t.db, 'debts', await files.csv('debts.csv', debtRows))).toMatchObject({ loaded: true, rejections: [], inserted: 0, updated: 0, unchanged: 2 });
  });

  it('refuses to correct a debt something was collected on', async () => {
    const debts = await files.csv('debts-corrected.csv', [
      ['borc_no', 'sicil_no', 'gelir_turu', 'yil', 'tutar', 'vade_tarihi', 'aciklama'],
      ['D-1', 'ESKI-7', 'CEZA', '2026', '1.100,00', '10.01.2026', 'Zabıta para cezası (devir)'],
    ]);
    expect(await run(t.db, 'debts', debts)).toMatchObject({ loaded: false, rejections: [{ line: 2, field: 'borc_no', code: 'ALREADY_COLLECTED' }] });
  });
});
