import { backOfficeQueues, operations } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runBreakingJob } from '../../modules/restructuring/break-plans';
import { createTestApp, type TestApp } from '../../testing';
import { demoPeople, signIn } from '../../testing/identity';
import { waterClerkNationalId } from '../backoffice';

let t: TestApp;
const now = new Date('2026-11-23T10:00:00+03:00');
const tokens = { fatma: '', emine: '', zeynep: '' };

beforeAll(async () => {
  t = await createTestApp({ now: () => now });
  tokens.fatma = (await signIn(t, demoPeople[2]!.nationalId)).AccessToken;
  tokens.zeynep = (await signIn(t, demoPeople[1]!.nationalId)).AccessToken;
  tokens.emine = (await signIn(t, await waterClerkNationalId(t.db))).AccessToken;
});
afterAll(() => t.close());

const board = async (token: string) => operations.GetBackOfficeDashboard.response.parse((await t.call('GetBackOfficeDashboard', {}, token)).json()).queues;

/** The demo's back office: open work in every queue, read as the clerks read it. */
describe('the demo back office', () => {
  it("has waiting work in every queue on FATMA's dashboard, and in each clerk's own", async () => {
    const queues = await board(tokens.fatma);
    expect(queues.map((q) => q.queue).sort()).toEqual([...backOfficeQueues].sort());
    for (const queue of queues) expect({ queue: queue.queue, waiting: queue.waitingCount > 0 }).toEqual({ queue: queue.queue, waiting: true });
    expect((await board(tokens.zeynep)).map((q) => [q.queue, q.waitingCount > 0])).toEqual([['complaints', true]]);
    expect((await board(tokens.emine)).map((q) => [q.queue, q.waitingCount > 0]).sort()).toEqual([
      ['waterApplications', true],
      ['waterCancellations', true],
    ]);
  });

  it('lists restructuring plans of generated members with petitions and payments, one breaking under the rule and taken by FATMA', async () => {
    const list = operations.GetBackOfficeRestructurings.response.parse((await t.call('GetBackOfficeRestructurings', { pageSize: 50 }, tokens.fatma)).json());
    const demoNames = demoPeople.map((p) => `${p.firstName} ${p.lastName}`);
    expect(list.items.length).toBeGreaterThanOrEqual(3);
    expect(list.items.filter((i) => demoNames.includes(i.taxpayerName))).toEqual([]);
    expect(list.items.filter((i) => i.paidTotal > 0).length).toBeGreaterThanOrEqual(2);
    const breaking = list.items.filter((i) => i.breaksUnderRule);
    expect(breaking).toHaveLength(1);
    expect(breaking[0]).toMatchObject({ status: 'active', assignedTo: { name: 'FATMA ŞAHİN' } });
    const detail = operations.GetBackOfficeRestructuring.response.parse(
      (await t.call('GetBackOfficeRestructuring', { restructuringLogOid: breaking[0]!.restructuringLogOid }, tokens.fatma)).json(),
    );
    expect(detail.documents.map((d) => d.kind)).toEqual(['petition']);
    expect(detail.allowedActions).toContain('markBroken');
    expect(detail.instalments.filter((i) => i.status === 'overdue').length).toBeGreaterThan(detail.rule.lateInstalments);
    expect(detail.history.map((h) => h.action)).toEqual(['filed', 'assign', 'note']);
  });

  it('leaves the plan FATMA took to her: the breaking job passes it by, and she marks it broken', async () => {
    const [breaking] = operations.GetBackOfficeRestructurings.response.parse((await t.call('GetBackOfficeRestructurings', { breaksUnderRule: true }, tokens.fatma)).json()).items;
    expect((await runBreakingJob(t.db, now)).broken).not.toContain(breaking!.restructuringLogOid);
    const marked = await t.call(
      'ActOnBackOfficeRestructuring',
      { restructuringLogOid: breaking!.restructuringLogOid, version: breaking!.version, action: { kind: 'markBroken' } },
      tokens.fatma,
    );
    expect(marked.statusCode, marked.body).toBe(200);
    expect(marked.json()).toMatchObject({ status: 'broken', breaksUnderRule: false });
  });

  it('lists water applications in every state the water clerk acts on, each with its status history', async () => {
    const list = operations.GetBackOfficeWaterApplications.response.parse((await t.call('GetBackOfficeWaterApplications', { pageSize: 50 }, tokens.emine)).json());
    expect(new Set(list.items.map((i) => i.status))).toEqual(new Set(['received', 'documentsMissing', 'siteVisitPlanned', 'approved']));
    for (const item of list.items) {
      expect(item.createdAt < now.toISOString()).toBe(true);
      const detail = operations.GetBackOfficeWaterApplication.response.parse(
        (await t.call('GetBackOfficeWaterApplication', { applicationOid: item.applicationOid }, tokens.emine)).json(),
      );
      expect(detail.citizen.history.at(-1)?.status).toBe(item.status);
      expect(detail.files.length).toBeGreaterThan(0);
      expect(detail.allowedActions.length).toBeGreaterThan(1);
    }
  });
});
