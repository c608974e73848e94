import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { demoPeople, signIn } from '../../../testing/identity';

const zeynep = demoPeople[1]!;
const fatma = demoPeople[2]!;
const REASON = 'Zabıta müdürlüğüne atandı';

let t: TestApp;
const tokens = { zeynep: '', fatma: '' };
const oids = { zeynep: 0, fatma: 0 };
const memberOf = async (nationalId: string) => Number((await t.db.selectFrom('member').select('oid').where('user_name', '=', nationalId).executeTakeFirstOrThrow()).oid);

beforeAll(async () => {
  t = await createTestApp();
  tokens.zeynep = (await signIn(t, zeynep.nationalId)).AccessToken;
  tokens.fatma = (await signIn(t, fatma.nationalId)).AccessToken;
  oids.zeynep = await memberOf(zeynep.nationalId);
  oids.fatma = await memberOf(fatma.nationalId);
});
afterAll(() => t.close());
// Each test starts with ZEYNEP KAYA holding the complaints role, whatever the last one left.
afterEach(async () => {
  const roles = (await t.call('GetMyBackOfficeRoles', {}, tokens.zeynep)).json().roles ?? [];
  if (!roles.includes('COMPLAINTS_CLERK'))
    await t.call('GrantBackOfficeRole', { userOid: oids.zeynep, role: 'COMPLAINTS_CLERK', reason: 'Testler arasında geri verildi' }, tokens.fatma);
});

/** Open complaints nobody holds, filed by neither clerk (so neither is refused as her own case). */
async function freeComplaints(count: number) {
  const rows = await t.db
    .selectFrom('complaint')
    .select(['oid', 'tracking_number'])
    .where('assigned_member_oid', 'is', null)
    .where('status', 'in', ['received', 'inProgress'])
    .where((eb) => eb.or([eb('member_user_oid', 'is', null), eb('member_user_oid', 'not in', [oids.zeynep, oids.fatma])]))
    .orderBy('oid')
    .limit(count)
    .execute();
  expect(rows).toHaveLength(count);
  return rows.map((r) => ({ oid: Number(r.oid), trackingNumber: r.tracking_number }));
}
const complaint = async (oid: number) => (await t.call('GetBackOfficeComplaint', { complaintOid: oid }, tokens.fatma)).json();
const act = async (complaintOid: number, action: Record<string, unknown>, token: string) =>
  t.call('ActOnBackOfficeComplaint', { complaintOid, version: (await complaint(complaintOid)).version, action }, token);
const take = async (complaintOid: number, token = tokens.zeynep) => {
  const r = await act(complaintOid, { kind: 'assign' }, token);
  expect(r.statusCode, r.body).toBe(200);
};
const assignee = async (oid: number) => (await t.db.selectFrom('complaint').select('assigned_member_oid').where('oid', '=', oid).executeTakeFirstOrThrow()).assigned_member_oid;
const regrant = async () => {
  const r = await t.call('GrantBackOfficeRole', { userOid: oids.zeynep, role: 'COMPLAINTS_CLERK', reason: 'Şikâyet birimine geri döndü' }, tokens.fatma);
  expect(r.statusCode, r.body).toBe(200);
};

describe('hand-overs when a role is revoked', () => {
  it('lists the clerk’s open items, then returns them to the inbox in the revoke, with the reason in each history and in the audit', async () => {
    const heldItems = async () => {
      const held = await t.call('GetBackOfficeHeldItems', { userOid: oids.zeynep, role: 'COMPLAINTS_CLERK' }, tokens.fatma);
      expect(held.statusCode, held.body).toBe(200);
      return held.json().items as { itemOid: number }[];
    };
    // The demo gives her some already; a closed complaint of hers is not open work and stays hers.
    const demo = await heldItems();
    const [a, b] = await freeComplaints(2);
    await take(a!.oid);
    await take(b!.oid);
    expect(await heldItems()).toEqual([
      ...demo,
      { queue: 'complaints', itemOid: a!.oid, reference: a!.trackingNumber, status: 'inProgress' },
      { queue: 'complaints', itemOid: b!.oid, reference: b!.trackingNumber, status: 'inProgress' },
    ]);

    const revoked = await t.call('RevokeBackOfficeRole', { userOid: oids.zeynep, role: 'COMPLAINTS_CLERK', reason: REASON }, tokens.fatma);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json()).toMatchObject({ itemsHandedOver: demo.length + 2, roles: [] });
    expect([await assignee(a!.oid), await assignee(b!.oid)]).toEqual([null, null]);
    expect(await heldItems()).toEqual([]);
    const unassigned = (await t.call('GetBackOfficeComplaints', { assignedTo: 'none', pageSize: 100 }, tokens.fatma))
      .json()
      .items.map((i: { complaintOid: number }) => i.complaintOid);
    expect(unassigned).toEqual(expect.arrayContaining([a!.oid, b!.oid]));
    const last = (await complaint(a!.oid)).history.at(-1);
    expect(last).toMatchObject({
      action: 'handOver',
      actionName: 'Devredildi',
      fromStatus: 'inProgress',
      toStatus: 'inProgress',
      by: { userOid: oids.fatma, name: 'FATMA ŞAHİN' },
      note: `ZEYNEP KAYA çalışanının rolü geri alındı, iş kutusuna döndü. Gerekçe: ${REASON}`,
    });
    const audit = (await t.call('GetBackOfficeRoleAudit', { pageSize: 1 }, tokens.fatma)).json().items[0];
    expect(audit).toMatchObject({ change: 'revoke', role: 'COMPLAINTS_CLERK', reason: REASON, itemsHandedOver: demo.length + 2, handedTo: null, holder: { name: 'ZEYNEP KAYA' } });
    await regrant();
    expect((await t.call('GetBackOfficeRoleAudit', { pageSize: 1 }, tokens.fatma)).json().items[0]).toMatchObject({ change: 'grant', reason: 'Şikâyet birimine geri döndü' });
  });

  it('hands the items to a named colleague holding the role', async () => {
    const [a] = await freeComplaints(1);
    await take(a!.oid);
    const revoked = await t.call('RevokeBackOfficeRole', { userOid: oids.zeynep, role: 'COMPLAINTS_CLERK', reason: REASON, handToUserOid: oids.fatma }, tokens.fatma);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().itemsHandedOver).toBe(1);
    expect(await assignee(a!.oid)).toBe(oids.fatma);
    expect((await complaint(a!.oid)).history.at(-1).note).toBe(`ZEYNEP KAYA çalışanının rolü geri alındı, FATMA ŞAHİN devraldı. Gerekçe: ${REASON}`);
    expect((await t.call('GetBackOfficeRoleAudit', { pageSize: 1 }, tokens.fatma)).json().items[0]).toMatchObject({
      itemsHandedOver: 1,
      handedTo: { userOid: oids.fatma, name: 'FATMA ŞAHİN' },
    });
    await regrant();
  });

  it('refuses a revoke without a reason, with a short one, to someone without the role or to the clerk herself, and changes nothing', async () => {
    const [a] = await freeComplaints(1);
    await take(a!.oid);
    const audits = async () =>
      Number(
        (
          await t.db
            .selectFrom('staff_role_audit')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = { audits: await audits(), events: (await complaint(a!.oid)).history.length };
    const ahmetOid = await memberOf(demoPeople[0]!.nationalId);
    const attempts: [Record<string, unknown>, number, string][] = [
      [{ userOid: oids.zeynep, role: 'COMPLAINTS_CLERK' }, 400, 'VALIDATION_FAILED'],
      [{ userOid: oids.zeynep, role: 'COMPLAINTS_CLERK', reason: '  kısa    ' }, 400, 'VALIDATION_FAILED'],
      [{ userOid: oids.zeynep, role: 'COMPLAINTS_CLERK', reason: REASON, handToUserOid: ahmetOid }, 422, 'ASSIGNEE_NOT_ELIGIBLE'],
      [{ userOid: oids.zeynep, role: 'COMPLAINTS_CLERK', reason: REASON, handToUserOid: oids.zeynep }, 422, 'HAND_OVER_TO_SELF'],
    ];
    for (const [body, status, code] of attempts) {
      const r = await t.call('RevokeBackOfficeRole', body, tokens.fatma);
      expect([r.statusCode, r.json().code], JSON.stringify(body)).toEqual([status, code]);
    }
    expect((await t.call('GetMyBackOfficeRoles', {}, tokens.zeynep)).json().roles).toEqual(['COMPLAINTS_CLERK']);
    expect(await assignee(a!.oid)).toBe(oids.zeynep);
    expect({ audits: await audits(), events: (await complaint(a!.oid)).history.length }).toEqual(before);
    expect((await t.call('GrantBackOfficeRole', { userOid: oids.zeynep, role: 'WATER_CLERK' }, tokens.fatma)).statusCode).toBe(400);
  });

  it('moves the items of every queue the role works: a water clerk’s applications and cancellations alike', async () => {
    const granted = await t.call('GrantBackOfficeRole', { userOid: oids.zeynep, role: 'WATER_CLERK', reason: 'Su işlerine destek için' }, tokens.fatma);
    expect(granted.statusCode, granted.body).toBe(200);
    const application = await t.db
      .selectFrom('water_application')
      .select('oid')
      .where('assigned_member_oid', 'is', null)
      .where('status', 'in', ['received', 'documentsMissing', 'siteVisitPlanned'])
      .where((eb) => eb.or([eb('member_user_oid', 'is', null), eb('member_user_oid', 'not in', [oids.zeynep, oids.fatma])]))
      .orderBy('oid')
      .executeTakeFirstOrThrow();
    const cancellation = await t.db
      .selectFrom('contract_cancellation')
      .select('oid')
      .where('assigned_member_oid', 'is', null)
      .where('stage', '=', 'received')
      .where((eb) => eb.or([eb('member_user_oid', 'is', null), eb('member_user_oid', 'not in', [oids.zeynep, oids.fatma])]))
      .orderBy('oid')
      .executeTakeFirstOrThrow();
    const give = { kind: 'assign', assigneeUserOid: oids.zeynep };
    const appVersion = (await t.call('GetBackOfficeWaterApplication', { applicationOid: application.oid }, tokens.fatma)).json().version;
    const gaveApp = await t.call('ActOnBackOfficeWaterApplication', { applicationOid: application.oid, version: appVersion, action: give }, tokens.fatma);
    expect(gaveApp.statusCode, gaveApp.body).toBe(200);
    const cancelVersion = (await t.call('GetBackOfficeWaterCancellation', { cancellationOid: cancellation.oid }, tokens.fatma)).json().version;
    const gaveCancel = await t.call('ActOnBackOfficeWaterCancellation', { cancellationOid: cancellation.oid, version: cancelVersion, action: give }, tokens.fatma);
    expect(gaveCancel.statusCode, gaveCancel.body).toBe(200);

    const held = (await t.call('GetBackOfficeHeldItems', { userOid: oids.zeynep, role: 'WATER_CLERK' }, tokens.fatma)).json().items;
    expect(held.map((i: { queue: string; itemOid: number }) => [i.queue, i.itemOid])).toEqual([
      ['waterCancellations', Number(cancellation.oid)],
      ['waterApplications', Number(application.oid)],
    ]);
    const revoked = await t.call('RevokeBackOfficeRole', { userOid: oids.zeynep, role: 'WATER_CLERK', reason: 'Su işleri desteği bitti' }, tokens.fatma);
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect(revoked.json().itemsHandedOver).toBe(2);
    const assignees = await Promise.all([
      t.db.selectFrom('water_application').select('assigned_member_oid').where('oid', '=', application.oid).executeTakeFirstOrThrow(),
      t.db.selectFrom('contract_cancellation').select('assigned_member_oid').where('oid', '=', cancellation.oid).executeTakeFirstOrThrow(),
    ]);
    expect(assignees.map((a) => a.assigned_member_oid)).toEqual([null, null]);
    const events = await t.db
      .selectFrom('backoffice_event')
      .select(['queue', 'action'])
      .where('action', '=', 'handOver')
      .where((eb) =>
        eb.or([
          eb.and([eb('queue', '=', 'waterApplications'), eb('item_oid', '=', application.oid)]),
          eb.and([eb('queue', '=', 'waterCancellations'), eb('item_oid', '=', cancellation.oid)]),
        ]),
      )
      .orderBy('queue')
      .execute();
    expect(events).toEqual([
      { queue: 'waterApplications', action: 'handOver' },
      { queue: 'waterCancellations', action: 'handOver' },
    ]);
  });
});

describe('release and take-over', () => {
  it('a clerk releases an item she holds back to the inbox, with her note in the history; not one she does not hold', async () => {
    const [a] = await freeComplaints(1);
    await take(a!.oid);
    const short = await act(a!.oid, { kind: 'release', note: 'izin' }, tokens.zeynep);
    expect(short.statusCode).toBe(400);
    const released = await act(a!.oid, { kind: 'release', note: 'Yıllık izne çıkıyorum, başka biri baksın' }, tokens.zeynep);
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json().assignedTo).toBeNull();
    expect(released.json().status).toBe('inProgress');
    expect(released.json().history.at(-1)).toMatchObject({
      action: 'release',
      actionName: 'Bırakıldı',
      by: { name: 'ZEYNEP KAYA' },
      note: 'Yıllık izne çıkıyorum, başka biri baksın',
    });
    const again = await act(a!.oid, { kind: 'release', note: 'Yıllık izne çıkıyorum, başka biri baksın' }, tokens.zeynep);
    expect([again.statusCode, again.json().code]).toEqual([422, 'BACKOFFICE_NOT_HOLDER']);
  });

  it('taking an item a colleague holds needs takeOver and is recorded as a take-over naming her', async () => {
    const [a] = await freeComplaints(1);
    await take(a!.oid);
    const before = await complaint(a!.oid);
    const refused = await act(a!.oid, { kind: 'assign' }, tokens.fatma);
    expect([refused.statusCode, refused.json().code]).toEqual([409, 'BACKOFFICE_TAKE_OVER_REQUIRED']);
    expect(refused.json().Message).toBe('Bu kayıt başka bir çalışana atanmış. Devralmak için onay veriniz.');
    expect(await complaint(a!.oid)).toEqual(before);
    const taken = await act(a!.oid, { kind: 'assign', takeOver: true }, tokens.fatma);
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json().assignedTo).toEqual({ userOid: oids.fatma, name: 'FATMA ŞAHİN' });
    expect(taken.json().history.at(-1)).toMatchObject({ action: 'takeOver', actionName: 'Devralındı', by: { name: 'FATMA ŞAHİN' }, note: 'ZEYNEP KAYA → FATMA ŞAHİN' });
    // Taking back one's own, or giving one's own to a colleague, is no take-over.
    const handed = await act(a!.oid, { kind: 'assign', assigneeUserOid: oids.zeynep }, tokens.fatma);
    expect(handed.statusCode, handed.body).toBe(200);
    expect(handed.json().history.at(-1)).toMatchObject({ action: 'assign', note: 'ZEYNEP KAYA' });
  });
});
