import { operations } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordCollection } from '../../../ledger';
import { createTestApp, type TestApp } from '../../../testing';
import { countRows } from '../../../testing/count-rows';
import { signIn } from '../../../testing/identity';
import { addressFiles, run, scratch, tckn } from './import-files';

let t: TestApp;
let files: Awaited<ReturnType<typeof scratch>>;
let token: string;
const now = new Date('2026-11-23T09:00:00Z');
/** The server's clock: a citizen asks for the balances on the day the delay fine runs to (an earlier day is refused). */
let clock = now;
/** A demo citizen with a portal account, whom the registry file names again under the old system's key. */
const AHMET = '10000000146';

const debtHeader = ['borc_no', 'sicil_no', 'gelir_turu', 'yil', 'taksit_no', 'tutar', 'vade_tarihi', 'tahakkuk_tarihi', 'aciklama', 'abone_no'];
const debtRows = [
  debtHeader,
  ['D-1', 'ESKI-7', 'CEZA', '2026', '1', '1.000,00', '10.01.2026', '2025-12-20', 'Zabıta para cezası (devir)', ''],
  ['D-2', 'ESKI-7', 'SU', '2026', '1', '250.50', '2026-02-01', '', 'Su faturası Ocak (devir)', 'A-7'],
];

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  files = await scratch();
  const registries = await files.csv('registries.csv', [
    ['sicil_no', 'tc_kimlik_no', 'vergi_kimlik_no', 'ad', 'soyad'],
    ['ESKI-7', AHMET, '', 'Ahmet', 'Yılmaz'],
    ['ESKI-8', tckn('476300033'), '', 'Ayşe', 'Demir'],
  ]);
  expect(await run(t.db, 'registries', registries)).toMatchObject({ loaded: true, rejections: [] });
  for (const kind of ['districts', 'streets', 'buildings', 'doors'] as const) {
    expect(await run(t.db, kind, await files.csv(`${kind}.csv`, addressFiles[kind])), kind).toMatchObject({ loaded: true });
  }
  const subscriptions = await files.csv('subscriptions.csv', [
    ['abone_no', 'sicil_no', 'abone_turu', 'adres_kodu', 'sayac_no', 'son_endeks', 'son_endeks_tarihi'],
    ['A-7', 'ESKI-7', 'G', '1476000001', 'KS-0007', '100', '31.10.2026'],
    ['A-8', 'ESKI-8', 'G', '1476000002', 'KS-0008', '40', '31.10.2026'],
  ]);
  expect(await run(t.db, 'subscriptions', subscriptions)).toMatchObject({ loaded: true, rejections: [] });
  token = (await signIn(t, AHMET)).AccessToken;
});
afterAll(async () => {
  await t.close();
  await files.dispose();
});

const registryOid = async () => (await t.db.selectFrom('registry').select('oid').where('national_id', '=', AHMET).executeTakeFirstOrThrow()).oid;
const balances = async (date: string) => {
  clock = new Date(`${date}T09:00:00Z`);
  const r = await t
    .call('GetDeclarationAccrumentBalancesofEMunicipality', { registryInfoOid: await registryOid(), delayFineCalculationDate: date }, token)
    .finally(() => (clock = now));
  expect(r.statusCode, r.body).toBe(200);
  return operations.GetDeclarationAccrumentBalancesofEMunicipality.response.parse(r.json()).lines;
};
const keyOf = async (debt: string) =>
  Number((await t.db.selectFrom('import_key').select('local_id').where('kind', '=', 'debts').where('source_key', '=', debt).executeTakeFirstOrThrow()).local_id);
const lineOf = (lines: Awaited<ReturnType<typeof balances>>, description: string) => lines.find((l) => l.description === description);

describe('importing open debts as opening balances', () => {
  it('takes over the registry the portal already had for the T.C. Kimlik No, not a second one', async () => {
    expect(await t.db.selectFrom('registry').select('oid').where('national_id', '=', AHMET).execute()).toHaveLength(1);
    const key = await t.db.selectFrom('import_key').select('local_id').where('kind', '=', 'registries').where('source_key', '=', 'ESKI-7').executeTakeFirstOrThrow();
    expect(key.local_id).toBe(await registryOid());
  });

  it('shows an imported debt with the delay fine from its original due date', async () => {
    const result = await run(t.db, 'debts', await files.csv('debts.csv', debtRows));
    expect(result).toMatchObject({ loaded: true, rejections: [], inserted: 2 });
    const lines = await balances('2026-04-15');
    // 1 000,00 TL due 10.01.2026, asked on 15.04.2026: the fine runs from 11.01; three whole
    // months (11.01–10.02, 11.02–10.03, 11.03–10.04) at 3.70 % = 11.10 %, then 5 days
    // (11.04–15.04) at 3.70 % / 30 = 0.1234 % a day (rounded up) = 0.617 %: 11.717 % → 117,17 TL.
    expect(lineOf(lines, 'Zabıta para cezası (devir)')).toMatchObject({ principal: 100_000, delayFine: 11_717, total: 111_717, isOverdue: true, dueDate: '2026-01-10' });
    // Water is not a 6183 receivable: no delay fine (docs/domain/delay-fine.md).
    expect(lineOf(lines, 'Su faturası Ocak (devir)')).toMatchObject({ principal: 25_050, delayFine: 0, incomeTypeCode: 'SU' });
    const accrual = await t.db
      .selectFrom('accrual')
      .select(['accrued_on', 'source_kind', 'revenue_code'])
      .where('description', '=', 'Zabıta para cezası (devir)')
      .executeTakeFirstOrThrow();
    expect(accrual).toEqual({ accrued_on: '2025-12-20', source_kind: 'fine', revenue_code: 7001 });
  });

  it('ties a water debt to its subscription, so the water screens, the cut and a cancellation’s set-off find it', async () => {
    const water = await t.db
      .selectFrom('accrual')
      .select(['subscription_oid', 'source_kind', 'source_oid'])
      .where('oid', '=', await keyOf('D-2'))
      .executeTakeFirstOrThrow();
    const subscription = await t.db.selectFrom('import_key').select('local_id').where('kind', '=', 'subscriptions').where('source_key', '=', 'A-7').executeTakeFirstOrThrow();
    expect(water).toEqual({ subscription_oid: Number(subscription.local_id), source_kind: 'subscription', source_oid: Number(subscription.local_id) });
  });

  it('refuses a water debt without its subscription, a subscription on another kind of debt, and another person’s subscription', async () => {
    const before = await countRows(t.db, 'accrual');
    const result = await run(
      t.db,
      'debts',
      await files.csv('debts-subscriptions.csv', [
        debtHeader,
        ['D-10', 'ESKI-7', 'SU', '2026', '1', '10', '2026-02-01', '', 'Su (abone yok)', ''],
        ['D-11', 'ESKI-7', 'CEZA', '2026', '1', '10', '2026-02-01', '', 'Ceza (abone var)', 'A-7'],
        ['D-12', 'ESKI-7', 'SU', '2026', '1', '10', '2026-02-01', '', 'Su (başkasının)', 'A-8'],
      ]),
    );
    expect(result.loaded).toBe(false);
    expect(result.rejections).toEqual([
      { line: 2, field: 'abone_no', code: 'REQUIRED', value: '' },
      { line: 3, field: 'abone_no', code: 'NOT_FOR_INCOME_TYPE', value: 'A-7' },
      { line: 4, field: 'abone_no', code: 'NOT_THE_DEBTORS', value: 'A-8' },
    ]);
    expect(await countRows(t.db, 'accrual')).toBe(before);
  });

  it('changes nothing on a rerun, and replaces a corrected debt that nothing has touched', async () => {
    const accruals = async () =>
      (
        await t.db
          .selectFrom('accrual')
          .select(['oid', 'status'])
          .where('registry_oid', '=', await registryOid())
          .orderBy('oid')
          .execute()
      ).map((a) => [a.oid, a.status]);
    const before = await accruals();
    expect(await run(t.db, 'debts', await files.csv('debts.csv', debtRows))).toMatchObject({ inserted: 0, updated: 0, unchanged: 2 });
    expect(await accruals()).toEqual(before);

    const first = await keyOf('D-1');
    const corrected = debtRows.map((row) => (row[0] === 'D-1' ? row.map((v, i) => (i === 5 ? '1200' : v)) : row));
    expect(await run(t.db, 'debts', await files.csv('debts-fixed.csv', corrected))).toMatchObject({ inserted: 0, updated: 1, unchanged: 1 });
    // The same 11.717 % on 1 200,00 TL: 140,604 TL → 140,60 TL.
    expect((await balances('2026-04-15')).filter((l) => l.description === 'Zabıta para cezası (devir)')).toEqual([
      expect.objectContaining({ principal: 120_000, delayFine: 14_060 }),
    ]);
    expect(await t.db.selectFrom('accrual').select(['status', 'cancel_reason']).where('oid', '=', first).executeTakeFirstOrThrow()).toEqual({
      status: 'cancelled',
      cancel_reason: 'Aktarım dosyasının düzeltilmiş satırıyla değiştirildi.',
    });
    expect(await keyOf('D-1')).not.toBe(first);
  });

  it('refuses to change a debt that has been collected since it was loaded, and loads nothing of that file', async () => {
    const water = await keyOf('D-2');
    const registry = await registryOid();
    await t.db
      .transaction()
      .execute((trx) => recordCollection(trx, { registryOid: registry, accrualOids: [water], collectionType: 1, channel: 'desk', asOf: '2026-11-23', collectedAt: now }));
    const changed = [
      debtHeader,
      ['D-2', 'ESKI-7', 'SU', '2026', '1', '300', '2026-02-01', '', 'Su faturası Ocak (devir)', 'A-7'],
      ['D-3', 'ESKI-7', 'CEZA', '2026', '1', '50', '2026-03-01', '', 'Yeni borç', ''],
    ];
    const result = await run(t.db, 'debts', await files.csv('debts-paid.csv', changed));
    expect(result).toMatchObject({ loaded: false, rejections: [{ line: 2, field: 'borc_no', code: 'ALREADY_COLLECTED', value: 'D-2' }] });
    expect(await t.db.selectFrom('import_key').select('local_id').where('kind', '=', 'debts').where('source_key', '=', 'D-3').executeTakeFirst()).toBeUndefined();
  });
});
