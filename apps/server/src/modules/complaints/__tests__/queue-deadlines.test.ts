import { operations } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { demoPeople, signIn } from '../../../testing/identity';

/**
 * The complaints queue's deadline (Law 3071: thirty days from the filing), the age from the
 * current step, the open-work default, the totals per status, the sort and the page numbers.
 * The complaints are written straight into the table with their filing days, so the counts are
 * known by hand; the search word keeps the demo's complaints out of the lists.
 */
const zeynep = demoPeople[1]!;
const DAY = 24 * 3600 * 1000;
const WORD = 'zamanasimi';

let t: TestApp;
let token = '';
let zeynepOid = 0;
const now = Date.now();
const ago = (days: number) => new Date(now - days * DAY);

async function complaint(key: string, filedDaysAgo: number, status: 'received' | 'inProgress' | 'answered' | 'closed') {
  const row = await t.db
    .insertInto('complaint')
    .values({
      tracking_number: `ST-DL-${key}-${now}`,
      application_type_code: 'SIKAYET',
      category_code: '3',
      subject: `Süre ${key}`,
      description: 'Sokak lambası yanmıyor, akşamları sokak karanlık kalıyor.',
      district_code: 20820,
      street_code: null,
      outer_door_oid: null,
      location_description: null,
      contact_name: 'Deneme Vatandaş',
      gsm: '5301112233',
      gsm_hash: null,
      email: null,
      member_user_oid: null,
      status,
      answer: null,
      search_text: `${WORD} ${key}`,
      created_at: ago(filedDaysAgo),
      updated_at: ago(filedDaysAgo),
      assigned_member_oid: null,
    })
    .returning('oid')
    .executeTakeFirstOrThrow();
  return Number(row.oid);
}

const dashboardLine = async () => {
  const board = (await t.call('GetBackOfficeDashboard', {}, token)).json();
  return operations.GetBackOfficeDashboard.response.parse(board).queues.find((q) => q.queue === 'complaints')!;
};
const list = async (body: Record<string, unknown>) => {
  const r = await t.call('GetBackOfficeComplaints', { searchText: WORD, ...body }, token);
  expect(r.statusCode, r.body).toBe(200);
  return operations.GetBackOfficeComplaints.response.parse(r.json());
};
const oids = (page: { items: { complaintOid: number }[] }) => page.items.map((i) => i.complaintOid);

let before: Awaited<ReturnType<typeof dashboardLine>>;
const c = { late: 0, inTime: 0, closed: 0, answered: 0, ancient: 0 };
const stepAt = ago(0.5);
const ancientStep = new Date(now - 3600 * 1000);

beforeAll(async () => {
  t = await createTestApp();
  token = (await signIn(t, zeynep.nationalId)).AccessToken;
  zeynepOid = Number((await t.db.selectFrom('member').select('oid').where('user_name', '=', zeynep.nationalId).executeTakeFirstOrThrow()).oid);
  before = await dashboardLine();
  c.late = await complaint('late', 31, 'received');
  c.inTime = await complaint('intime', 29, 'inProgress');
  c.closed = await complaint('closed', 31, 'closed');
  c.answered = await complaint('answered', 40, 'answered');
  c.ancient = await complaint('ancient', 400, 'inProgress');
  // The in-time one was taken into review half a day ago; the ancient one an hour ago. A note changes no state.
  await t.db
    .insertInto('backoffice_event')
    .values([
      { queue: 'complaints', item_oid: c.inTime, action: 'move', from_status: 'received', to_status: 'inProgress', actor_member_oid: zeynepOid, note: null, at: stepAt },
      { queue: 'complaints', item_oid: c.ancient, action: 'move', from_status: 'received', to_status: 'inProgress', actor_member_oid: zeynepOid, note: null, at: ancientStep },
      {
        queue: 'complaints',
        item_oid: c.ancient,
        action: 'note',
        from_status: 'inProgress',
        to_status: 'inProgress',
        actor_member_oid: zeynepOid,
        note: 'Not',
        at: new Date(now - 60_000),
      },
    ])
    .execute();
});
afterAll(() => t.close());

describe('complaints queue deadlines', () => {
  it('counts overdue waiting complaints on the dashboard: filed 31 days ago and unanswered is overdue; 29 days ago, answered or closed is not', async () => {
    const after = await dashboardLine();
    // Waiting: late, inTime, ancient (received or in progress). Overdue: late (31 days) and ancient (400 days).
    expect(after.waitingCount - before.waitingCount).toBe(3);
    expect(after.overdueCount - before.overdueCount).toBe(2);
    // The ancient complaint was filed 400 days ago but is at its current step for an hour: it is not aged from its filing.
    expect(after.oldestAgeMinutes!).toBeLessThan(400 * 24 * 60);
  });

  it('opens on the open work, with due dates, overdue flags and the age of the current step', async () => {
    const page = await list({});
    // Oldest filing first: ancient (400), answered (40), late (31), inTime (29); the closed one is left out.
    expect(oids(page)).toEqual([c.ancient, c.answered, c.late, c.inTime]);
    expect(page.total).toBe(4);
    const byOid = new Map(page.items.map((i) => [i.complaintOid, i]));
    expect(byOid.get(c.late)).toMatchObject({ overdue: true, dueAt: new Date(ago(31).getTime() + 30 * DAY).toISOString(), stepAt: ago(31).toISOString() });
    expect(byOid.get(c.inTime)).toMatchObject({ overdue: false, dueAt: new Date(ago(29).getTime() + 30 * DAY).toISOString(), stepAt: stepAt.toISOString() });
    // Answered, it waits only to be closed: no deadline runs.
    expect(byOid.get(c.answered)).toMatchObject({ overdue: false, dueAt: null });
    expect(byOid.get(c.ancient)).toMatchObject({ overdue: true, stepAt: ancientStep.toISOString() });
    const closed = await list({ statuses: ['closed'] });
    expect(oids(closed)).toEqual([c.closed]);
    expect(closed.items[0]).toMatchObject({ overdue: false, dueAt: null });
    const detail = operations.GetBackOfficeComplaint.response.parse((await t.call('GetBackOfficeComplaint', { complaintOid: c.late }, token)).json());
    expect(detail).toMatchObject({ overdue: true, dueAt: new Date(ago(31).getTime() + 30 * DAY).toISOString() });
  });

  it('counts each status under the other filters, whichever statuses are chosen', async () => {
    const expected = [
      { status: 'answered', count: 1 },
      { status: 'closed', count: 1 },
      { status: 'inProgress', count: 2 },
      { status: 'received', count: 1 },
    ];
    const sorted = (counts: { status: string; count: number }[]) => [...counts].sort((a, b) => a.status.localeCompare(b.status));
    expect(sorted((await list({})).statusCounts)).toEqual(expected);
    expect(sorted((await list({ statuses: ['closed'] })).statusCounts)).toEqual(expected);
    const all = await list({ statuses: ['received', 'inProgress', 'answered', 'closed'] });
    expect(all.total).toBe(5);
  });

  it('sorts by due date and status, and pages by number with the total', async () => {
    const everything = ['received', 'inProgress', 'answered', 'closed'];
    // Due date latest first: inTime (filed 29 days ago), late (31), ancient (400); then the answered and the closed
    // ones, which no deadline binds any more, the later oid first.
    expect(oids(await list({ statuses: everything, sort: 'dueAt', direction: 'desc' }))).toEqual([c.inTime, c.late, c.ancient, c.answered, c.closed]);
    const second = await list({ statuses: everything, sort: 'dueAt', direction: 'desc', pageSize: 2, pageIndex: 1 });
    expect(oids(second)).toEqual([c.ancient, c.answered]);
    expect(second).toMatchObject({ total: 5, pageIndex: 1, pageSize: 2 });
    expect(oids(await list({ statuses: everything, pageSize: 2, pageIndex: 2 }))).toEqual([c.inTime]);
    expect(oids(await list({ statuses: everything, pageSize: 2, pageIndex: 3 }))).toEqual([]);
    // The lifecycle's order (received, in progress, answered, closed), the oldest filing first within each.
    expect(oids(await list({ statuses: everything, sort: 'status' }))).toEqual([c.late, c.ancient, c.inTime, c.answered, c.closed]);
    for (const bad of [{ sort: 'subject' }, { pageIndex: -1 }, { direction: 'up' }]) {
      expect((await t.call('GetBackOfficeComplaints', bad, token)).statusCode).toBe(400);
    }
  });
});
