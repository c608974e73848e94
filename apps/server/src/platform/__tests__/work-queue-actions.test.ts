import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing';
import type { Machine } from '../state-machine';
import { defineWorkQueue } from '../work-queue-actions';
import type { CitizenDecision, QueueItem } from '../work-queue-declaration';

/**
 * The mechanism through a queue declared here: a meter that is read and then sealed. Its items
 * live in memory (the update is a compare-and-set, as the modules' UPDATE … WHERE version and
 * state is); the event log, the own-case check and the assignee check are the real database's.
 */
type State = 'new' | 'read' | 'sealed';
type Action = { kind: 'assign'; assigneeUserOid?: number } | { kind: 'note'; note: string } | { kind: 'read'; reading: number } | { kind: 'seal' };
interface Meter extends QueueItem<State> {
  gsm: string;
  reading: number | null;
}

const machine: Machine<State, Action['kind']> = {
  assign: { new: 'new', read: 'read' },
  note: { new: 'new', read: 'read', sealed: 'sealed' },
  read: { new: 'read' },
  seal: { read: 'sealed' },
};

let nextOid = 9_100_000;
const meters = new Map<number, Meter>();
const effectCalls: string[] = [];
const newMeter = () => {
  const oid = ++nextOid;
  meters.set(oid, { oid, version: 0, state: 'new', gsm: '5321112233', reading: null });
  return oid;
};

const meterQueue = defineWorkQueue<Meter, State, Action, { reading?: number; assignee?: number | null }>({
  // An existing queue's name: the event log accepts only those; the oids are far above any real complaint's.
  queue: 'complaints',
  find: async (_ctx, oid) => {
    const meter = meters.get(oid);
    return meter && { ...meter };
  },
  itemOf: (m) => ({ oid: m.oid, version: m.version, state: m.state }),
  machine: () => machine,
  assignTo: (memberOid) => ({ assignee: memberOid }),
  update: async (_trx, item, to, set) => {
    const meter = meters.get(item.oid)!;
    if (meter.version !== item.version || meter.state !== item.state) return undefined;
    meters.set(item.oid, { ...meter, ...(set?.reading !== undefined && { reading: set.reading }), state: to, version: meter.version + 1 });
    return { oid: item.oid };
  },
  effects: {
    read: ({ action }) => {
      effectCalls.push('read');
      return { set: { reading: action.reading }, note: `${action.reading} m³`, told: `Sayacınız okundu: ${action.reading} m³.` };
    },
    seal: () => {
      effectCalls.push('seal');
      return { note: null };
    },
  },
  notice: (m) => ({ gsm: m.gsm, recipient: null, title: 'Sayaç', subject: `${m.oid} numaralı sayacınız` }),
  tell: async () => async () => {},
  actionNames: { filed: 'Kaydedildi', read: 'Okundu', seal: 'Mühürlendi' },
  filed: () => ({ at: '2026-11-30T09:00:00Z', toStatus: 'new' }),
  // Any link table serves: the demo seed's restructuring plans each have their petition attached.
  files: { table: 'restructuring_document', itemColumn: 'log_oid' },
  backlog: async () => ({ waiting: meters.size, unassigned: 0, overdue: 0, oldest: null }),
});

let t: TestApp;
let clerk = 0;
let citizen = 0;
const clock = new Date('2026-11-30T09:30:00Z');
const ctx = () => ({ db: t.db, now: () => clock });

beforeAll(async () => {
  t = await createTestApp();
  const clerks = t.db.selectFrom('staff_role').select('member_oid').where('role_code', '=', 'COMPLAINTS_CLERK');
  const members = await t.db.selectFrom('member').select('oid').where('oid', 'not in', clerks).orderBy('oid').limit(2).execute();
  clerk = Number(members[0]!.oid);
  citizen = Number(members[1]!.oid);
});
afterAll(() => t.close());

const act = async (oid: number, version: number, action: Action): Promise<CitizenDecision | null> => {
  const prepared = await meterQueue.prepare(ctx(), { userOid: clerk }, { oid, version, action });
  return t.db.transaction().execute((trx) => meterQueue.recordIn(trx, prepared));
};
const events = (oid: number) =>
  t.db
    .selectFrom('backoffice_event')
    .select(['action', 'from_status', 'to_status', 'actor_member_oid', 'note'])
    .where('queue', '=', 'complaints')
    .where('item_oid', '=', oid)
    .orderBy('oid')
    .execute();

describe('a declared work queue', () => {
  it('moves the item by its machine, raises the version, records the event and answers the citizen notice keyed by the new version', async () => {
    const oid = newMeter();
    const decision = await act(oid, 0, { kind: 'read', reading: 42 });
    expect(meters.get(oid)).toMatchObject({ state: 'read', version: 1, reading: 42 });
    expect(await events(oid)).toEqual([{ action: 'read', from_status: 'new', to_status: 'read', actor_member_oid: expect.anything(), note: '42 m³' }]);
    expect(Number((await events(oid))[0]!.actor_member_oid)).toBe(clerk);
    expect(decision).toEqual({
      gsm: '5321112233',
      recipient: null,
      title: 'Sayaç',
      subject: `${oid} numaralı sayacınız`,
      text: 'Sayacınız okundu: 42 m³.',
      key: `complaint:${oid}:1`,
    });

    const history = await meterQueue.history(ctx(), meters.get(oid)!);
    expect(history.map((h) => [h.action, h.actionName, h.toStatus])).toEqual([
      ['filed', 'Kaydedildi', 'new'],
      ['read', 'Okundu', 'read'],
    ]);
    expect(meterQueue.allowed(meters.get(oid)!)).toEqual(['assign', 'note', 'seal']);
  });

  it('refuses a version the item has left before working out any effect, and records nothing', async () => {
    const oid = newMeter();
    await act(oid, 0, { kind: 'read', reading: 7 });
    effectCalls.length = 0;
    await expect(act(oid, 0, { kind: 'seal' })).rejects.toMatchObject({ code: 'BACKOFFICE_STALE' });
    expect(effectCalls).toEqual([]);
    expect(meters.get(oid)).toMatchObject({ state: 'read', version: 1 });
    expect((await events(oid)).map((e) => e.action)).toEqual(['read']);
  });

  it('refuses an action the state does not accept, and records nothing', async () => {
    const oid = newMeter();
    await expect(act(oid, 0, { kind: 'seal' })).rejects.toMatchObject({ code: 'BACKOFFICE_ACTION_NOT_ALLOWED' });
    expect(meters.get(oid)).toMatchObject({ state: 'new', version: 0 });
    expect(await events(oid)).toEqual([]);
  });

  it('lets one of two actions prepared on the same version win; the other is stale and leaves no event', async () => {
    const oid = newMeter();
    const first = await meterQueue.prepare(ctx(), { userOid: clerk }, { oid, version: 0, action: { kind: 'read', reading: 1 } });
    const second = await meterQueue.prepare(ctx(), { userOid: clerk }, { oid, version: 0, action: { kind: 'note', note: 'Kapı kilitli' } });
    await t.db.transaction().execute((trx) => meterQueue.recordIn(trx, first));
    await expect(t.db.transaction().execute((trx) => meterQueue.recordIn(trx, second))).rejects.toMatchObject({ code: 'BACKOFFICE_STALE' });
    expect((await events(oid)).map((e) => e.action)).toEqual(['read']);
  });

  it('assigns the clerk by name, and refuses an assignee without the queue role', async () => {
    const oid = newMeter();
    await expect(act(oid, 0, { kind: 'assign', assigneeUserOid: citizen })).rejects.toMatchObject({ code: 'ASSIGNEE_NOT_ELIGIBLE' });
    expect(await events(oid)).toEqual([]);
    expect(await act(oid, 0, { kind: 'assign' })).toBeNull();
    const [assigned] = await events(oid);
    expect(assigned).toMatchObject({ action: 'assign', from_status: 'new', to_status: 'new' });
    expect(assigned!.note).toMatch(/\S/);
  });

  it('gives a file only through the item it is attached to', async () => {
    const [one, other] = await t.db.selectFrom('restructuring_document').select(['log_oid', 'file_oid']).orderBy('log_oid').limit(2).execute();
    expect(other!.log_oid).not.toBe(one!.log_oid);
    const file = await meterQueue.file(ctx(), { itemOid: Number(one!.log_oid), fileOid: Number(one!.file_oid), disposition: 'inline' });
    expect(file).toMatchObject({ contentType: 'application/pdf', disposition: 'inline' });
    expect(file.bytes.length).toBeGreaterThan(0);
    await expect(meterQueue.file(ctx(), { itemOid: Number(one!.log_oid), fileOid: Number(other!.file_oid), disposition: 'inline' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
