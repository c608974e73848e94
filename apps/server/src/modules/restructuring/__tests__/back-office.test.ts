import { operations } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordCollection } from '../../../ledger';
import { createTestApp, type TestApp } from '../../../testing';
import { demoPeople, signIn, smsInbox } from '../../../testing/identity';
import { openAccrualsOf, registryOf } from './fixtures';

let t: TestApp;
const clock = { now: new Date('2026-11-23T09:00:00Z') };
const tokens = { ahmet: '', zeynep: '', fatma: '' };
let registryOid: number;
/** Moves the clock and signs everyone in again (access tokens expire on the way). */
async function at(iso: string) {
  clock.now = new Date(iso);
  tokens.ahmet = (await signIn(t, demoPeople[0]!.nationalId)).AccessToken;
  tokens.zeynep = (await signIn(t, demoPeople[1]!.nationalId)).AccessToken;
  tokens.fatma = (await signIn(t, demoPeople[2]!.nationalId)).AccessToken;
}
beforeAll(async () => {
  t = await createTestApp({ now: () => clock.now });
  await at('2026-11-23T09:00:00Z');
  registryOid = await registryOf(t, demoPeople[0]!.nationalId);
});
afterAll(() => t.close());

async function restructure(count: number) {
  const chosen = (await openAccrualsOf(t, registryOid, 'EMLAK')).filter((a) => a.due_date <= '2026-08-31').slice(0, count);
  const r = await t.call(
    'AuthorizedSaveDebtRestructuringInstallments',
    { accrumentQueryCriteria: { accrumentOidList: chosen.map((c) => c.oid) }, concreteDebtRestructuringAccrumentInfo: { instalmentCount: 6, confirmed: true }, documentList: [] },
    tokens.ahmet,
  );
  expect(r.statusCode, r.body).toBe(200);
  return r.json() as { restructuringLogOid: number; applicationNo: string; petitionFileOid: number };
}

const act = (restructuringLogOid: number, version: number, action: Record<string, unknown>, token = tokens.fatma) =>
  t.call('ActOnBackOfficeRestructuring', { restructuringLogOid, version, action }, token);
const state = async (oid: number) => ({
  log: await t.db.selectFrom('restructuring_log').selectAll().where('oid', '=', oid).executeTakeFirstOrThrow(),
  accruals: await t.db.selectFrom('accrual').select(['oid', 'status']).where('registry_oid', '=', registryOid).orderBy('oid').execute(),
  events: (await t.db.selectFrom('backoffice_event').select('oid').where('queue', '=', 'restructurings').where('item_oid', '=', oid).execute()).length,
});

describe('restructuring plans in the back office', () => {
  it('shows the plan, petition and payments; marks it broken only when the scheme rule says so, and the citizen sees it', async () => {
    const plan = await restructure(2);
    const detail = operations.GetBackOfficeRestructuring.response.parse(
      (await t.call('GetBackOfficeRestructuring', { restructuringLogOid: plan.restructuringLogOid }, tokens.fatma)).json(),
    );
    expect(detail).toMatchObject({
      applicationNo: plan.applicationNo,
      taxpayerName: 'AHMET YILMAZ',
      status: 'active',
      breaksUnderRule: false,
      petitionFileOid: plan.petitionFileOid,
      rule: { lateInstalments: 2, graceDays: 30 },
    });
    expect(detail.instalments).toHaveLength(6);
    expect(detail.documents.map((d) => d.kind)).toContain('petition');
    const petition = await t.call('GetBackOfficeRestructuringDocument', { restructuringLogOid: plan.restructuringLogOid, fileOid: plan.petitionFileOid }, tokens.fatma);
    expect([petition.statusCode, petition.headers['content-type']]).toEqual([200, 'application/pdf']);

    const first = await t.db
      .selectFrom('restructuring_instalment')
      .select('accrual_oid')
      .where('log_oid', '=', plan.restructuringLogOid)
      .where('instalment_no', '=', 1)
      .executeTakeFirstOrThrow();
    await t.db.transaction().execute((trx) =>
      recordCollection(trx, {
        registryOid,
        accrualOids: [first.accrual_oid],
        collectionType: 4,
        channel: 'online',
        asOf: '2027-02-20',
        collectedAt: new Date('2027-02-20T10:00:00+03:00'),
      }),
    );
    // 02.09.2027: two instalments are late beyond 30 days — tolerated; marking it broken is refused and changes nothing.
    await at('2027-09-02T09:00:00Z');
    const before = await state(plan.restructuringLogOid);
    const early = await act(plan.restructuringLogOid, 0, { kind: 'markBroken' });
    expect([early.statusCode, early.json().code, early.json().Message]).toEqual([
      422,
      'RESTRUCTURING_NOT_BROKEN',
      'Bu yapılandırma, yapılandırma koşullarına göre bozulmuş sayılmaz.',
    ]);
    expect(await state(plan.restructuringLogOid)).toEqual(before);

    // 01.10.2027: three are late; the queue shows it as breaking, and two clerks marking it at once: one wins.
    await at('2027-10-01T09:00:00Z');
    const breaking = (await t.call('GetBackOfficeRestructurings', { breaksUnderRule: true, searchText: plan.applicationNo }, tokens.fatma)).json();
    expect(breaking.items).toEqual([expect.objectContaining({ restructuringLogOid: plan.restructuringLogOid, breaksUnderRule: true, overdueCount: 3 })]);
    // It came into the queue the day after its third unpaid instalment (two are tolerated) passed the 30 grace days,
    // not on its filing in 2026; it is due 7 days later (the default deadline) and is not overdue on the 1st.
    const unpaid = await t.db
      .selectFrom('restructuring_instalment')
      .select('due_date')
      .where('log_oid', '=', plan.restructuringLogOid)
      .where('instalment_no', '>', 1)
      .orderBy('due_date')
      .execute();
    const third = new Date(`${String(unpaid[2]!.due_date).slice(0, 10)}T00:00:00+03:00`);
    const since = new Date(third.getTime() + 31 * 24 * 3600 * 1000);
    expect(breaking.items[0]).toMatchObject({ stepAt: since.toISOString(), dueAt: new Date(since.getTime() + 7 * 24 * 3600 * 1000).toISOString() });
    expect(since.getTime()).toBeLessThanOrEqual(Date.parse('2027-10-01T09:00:00Z'));
    const board = (await t.call('GetBackOfficeDashboard', {}, tokens.fatma)).json();
    expect(board.queues.find((q: { queue: string }) => q.queue === 'restructurings').waitingCount).toBeGreaterThanOrEqual(1);
    expect(
      (
        await t.call(
          'GrantBackOfficeRole',
          {
            userOid: Number((await t.db.selectFrom('member').select('oid').where('user_name', '=', demoPeople[1]!.nationalId).executeTakeFirstOrThrow()).oid),
            role: 'REVENUE_CLERK',
            reason: 'Gelir birimine görevlendirildi',
          },
          tokens.fatma,
        )
      ).statusCode,
    ).toBe(200);
    const [a, b] = await Promise.all([
      act(plan.restructuringLogOid, 0, { kind: 'markBroken' }, tokens.fatma),
      act(plan.restructuringLogOid, 0, { kind: 'markBroken' }, tokens.zeynep),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const after = await state(plan.restructuringLogOid);
    expect([after.log.status, after.log.version, after.events]).toEqual(['broken', 1, 1]);
    expect(after.log.restored_principal).toBeGreaterThan(0);

    const citizen = (await t.call('AuthorizedGetRestructuringDetailInfo', { restructuringLogOid: plan.restructuringLogOid }, tokens.ahmet)).json();
    expect(citizen).toMatchObject({ status: 'broken' });
    const gsm = (await t.db.selectFrom('registry').select('gsm').where('oid', '=', registryOid).executeTakeFirstOrThrow()).gsm!;
    expect((await smsInbox(t, gsm))[0]!.body).toContain(`${plan.applicationNo} numaralı borç yapılandırmanız`);
    const again = await act(plan.restructuringLogOid, 1, { kind: 'markBroken' });
    expect([again.statusCode, again.json().code]).toEqual([422, 'BACKOFFICE_ACTION_NOT_ALLOWED']);
  });
});
