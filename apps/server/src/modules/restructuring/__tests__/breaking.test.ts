import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordCollection } from '../../../ledger';
import { createTestApp, type TestApp } from '../../../testing';
import { demoPeople, signIn } from '../../../testing/identity';
import { creditPaidToDebts, runBreakingJob } from '../break-plans';
import { openAccrualsOf, registryOf } from './fixtures';

let t: TestApp;
let ahmet: string;
let registryOid: number;
let now = new Date('2026-11-23T09:00:00Z');
beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  ahmet = (await signIn(t, demoPeople[0]!.nationalId)).AccessToken;
  registryOid = await registryOf(t, demoPeople[0]!.nationalId);
});
afterAll(() => t.close());

async function restructure(count: number, instalmentCount: number) {
  const chosen = (await openAccrualsOf(t, registryOid, 'EMLAK')).filter((a) => a.due_date <= '2026-08-31').slice(0, count);
  const r = await t.call(
    'AuthorizedSaveDebtRestructuringInstallments',
    { accrumentQueryCriteria: { accrumentOidList: chosen.map((c) => c.oid) }, concreteDebtRestructuringAccrumentInfo: { instalmentCount, confirmed: true }, documentList: [] },
    ahmet,
  );
  expect(r.statusCode, r.body).toBe(200);
  const logOid = r.json().restructuringLogOid as number;
  const instalments = await t.db
    .selectFrom('restructuring_instalment')
    .select(['accrual_oid', 'amount', 'due_date'])
    .where('log_oid', '=', logOid)
    .orderBy('instalment_no')
    .execute();
  return { logOid, chosen, instalments };
}

const pay = (accrualOids: number[], on: string) =>
  t.db
    .transaction()
    .execute((trx) => recordCollection(trx, { registryOid, accrualOids, collectionType: 4, channel: 'online', asOf: on, collectedAt: new Date(`${on}T10:00:00+03:00`) }));

/** What a run did to this test's own plan (the demo's seeded plans of other registries break or complete on their own days). */
const runOn = async (day: string, logOid: number) => {
  const result = await runBreakingJob(t.db, new Date(`${day}T09:00:00Z`));
  return { broken: result.broken.filter((o) => o === logOid), completed: result.completed.filter((o) => o === logOid) };
};

const logOf = (oid: number) => t.db.selectFrom('restructuring_log').selectAll().where('oid', '=', oid).executeTakeFirstOrThrow();

describe('creditPaidToDebts', () => {
  it.each([
    // 1 000 paid over principals 600 and 800: the older is cleared, 400 of the newer is left.
    [[600, 800], 1_000, [0, 400]],
    [[600, 800], 0, [600, 800]],
    [[600, 800], 5_000, [0, 0]],
  ])('principals %j, paid %i → unpaid %j', (principals, paid, unpaid) => {
    expect(
      creditPaidToDebts(
        principals.map((principal) => ({ principal })),
        paid,
      ).map((d) => d.unpaid),
    ).toEqual(unpaid);
  });
});

describe('the breaking job', () => {
  it('tolerates two late instalments, breaks on the third, and restores the unpaid principal with its original due date', async () => {
    const { logOid, chosen, instalments } = await restructure(2, 6);
    await pay([instalments[0]!.accrual_oid], '2027-02-20');

    // 01.06.2027: the instalment of 30.04 is late but within 30 days; none counts yet.
    expect(await runOn('2027-06-01', logOid)).toEqual({ broken: [], completed: [] });
    // 02.09.2027: 30.04 and 30.06 are more than 30 days late (31.08 is not yet): two — tolerated.
    expect((await runOn('2027-09-02', logOid)).broken).toEqual([]);
    expect((await logOf(logOid)).status).toBe('active');
    // 01.10.2027: 30.04, 30.06 and 31.08 are more than 30 days late: three > two, the plan breaks.
    expect(await runOn('2027-10-01', logOid)).toEqual({ broken: [logOid], completed: [] });

    const log = await logOf(logOid);
    expect(log.status).toBe('broken');
    const statuses = await t.db
      .selectFrom('accrual')
      .select('status')
      .where(
        'oid',
        'in',
        instalments.map((i) => i.accrual_oid),
      )
      .orderBy('due_date')
      .execute();
    expect(statuses.map((s) => s.status)).toEqual(['paid', 'cancelled', 'cancelled', 'cancelled', 'cancelled', 'cancelled']);

    // The first instalment's payment is credited to the older principal first.
    const expected = creditPaidToDebts(
      chosen.map((c) => ({ ...c, principal: c.amount })),
      instalments[0]!.amount,
    );
    const restored = await t.db
      .selectFrom('restructuring_debt as d')
      .innerJoin('accrual as a', 'a.oid', 'd.restored_accrual_oid')
      .select(['d.accrual_oid', 'a.amount', 'a.due_date', 'a.status', 'a.income_type_code'])
      .where('d.log_oid', '=', logOid)
      .orderBy('a.due_date')
      .execute();
    const unpaid = expected.filter((e) => e.unpaid > 0);
    expect(restored.map((r) => [r.accrual_oid, r.amount, r.due_date, r.status, r.income_type_code])).toEqual(unpaid.map((e) => [e.oid, e.unpaid, e.due_date, 'open', 'EMLAK']));
    expect(log.restored_principal).toBe(unpaid.reduce((s, e) => s + e.unpaid, 0));

    // The detail says so, and a second run changes nothing.
    const detail = (await t.call('AuthorizedGetRestructuringDetailInfo', { restructuringLogOid: logOid }, ahmet)).json();
    expect(detail).toMatchObject({ status: 'broken', restoredPrincipal: log.restored_principal });
    const accrualsOfRegistry = async () =>
      Number(
        (
          await t.db
            .selectFrom('accrual')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('registry_oid', '=', registryOid)
            .executeTakeFirstOrThrow()
        ).n,
      );
    const accruals = await accrualsOfRegistry();
    expect(await runOn('2027-12-01', logOid)).toEqual({ broken: [], completed: [] });
    expect(await accrualsOfRegistry()).toBe(accruals);
  });

  it('completes a plan whose instalments are all paid', async () => {
    const { logOid, instalments } = await restructure(1, 1);
    await pay(
      instalments.map((i) => i.accrual_oid),
      '2027-01-15',
    );
    expect(await runOn('2027-01-16', logOid)).toEqual({ broken: [], completed: [logOid] });
    expect((await logOf(logOid)).status).toBe('completed');
  });

  it('leaves a plan a revenue clerk has taken to the clerk, who marks it broken', async () => {
    const { logOid } = await restructure(2, 6);
    const fatma = (await signIn(t, demoPeople[2]!.nationalId)).AccessToken;
    const taken = await t.call('ActOnBackOfficeRestructuring', { restructuringLogOid: logOid, version: 0, action: { kind: 'assign' } }, fatma);
    expect(taken.statusCode, taken.body).toBe(200);
    // 01.10.2027: three instalments are late beyond 30 days; the job passes the taken plan by.
    expect(await runOn('2027-10-01', logOid)).toEqual({ broken: [], completed: [] });
    expect((await logOf(logOid)).status).toBe('active');
    const before = now;
    now = new Date('2027-10-01T09:00:00Z');
    const marked = await t.call(
      'ActOnBackOfficeRestructuring',
      { restructuringLogOid: logOid, version: 1, action: { kind: 'markBroken' } },
      (await signIn(t, demoPeople[2]!.nationalId)).AccessToken,
    );
    now = before;
    expect(marked.statusCode, marked.body).toBe(200);
    expect((await logOf(logOid)).status).toBe('broken');
  });
});
