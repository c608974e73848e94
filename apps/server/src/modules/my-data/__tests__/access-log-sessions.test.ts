import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { signIn } from '../../../testing/identity';

const FATMA = '64211142102';
let t: TestApp;
const clock = { now: new Date() };
let fatma = '';

beforeAll(async () => {
  t = await createTestApp({ now: () => clock.now });
  fatma = (await signIn(t, FATMA)).AccessToken;
});
afterAll(() => t.close());

/** The access-log rows written for a registry or a member on one screen, oldest first. */
const rows = (subject: { registryOid?: number; memberOid?: number }, screen: string) =>
  t.db
    .selectFrom('record_access')
    .select(['screen', 'reason', 'staff_role', 'registry_oid', 'member_oid'])
    .where((eb) => (subject.registryOid !== undefined ? eb('registry_oid', '=', subject.registryOid) : eb('member_oid', '=', subject.memberOid!)))
    .where('screen', '=', screen)
    .orderBy('oid')
    .execute();

/** A water application in the clerks' queue with a document attached. */
async function applicationWithDocument() {
  const row = await t.db
    .selectFrom('water_application as w')
    .innerJoin('water_application_document as d', 'd.application_oid', 'w.oid')
    .select(['w.oid', 'w.tracking_number', 'w.registry_oid', 'w.member_user_oid', 'd.file_oid'])
    .where('w.status', 'not in', ['awaitingPayment', 'expired'])
    .orderBy('w.oid')
    .executeTakeFirstOrThrow();
  return { oid: Number(row.oid), trackingNumber: row.tracking_number, registryOid: Number(row.registry_oid), memberOid: row.member_user_oid, fileOid: Number(row.file_oid) };
}

describe('access log: every queue, once per view session', () => {
  it('a water clerk opening an application and its document leaves one row each for the citizen, however often the screen re-reads', async () => {
    const app = await applicationWithDocument();
    for (let i = 0; i < 3; i++) expect((await t.call('GetBackOfficeWaterApplication', { applicationOid: app.oid }, fatma)).statusCode).toBe(200);
    for (let i = 0; i < 2; i++) {
      const file = await t.call('GetBackOfficeWaterApplicationDocument', { applicationOid: app.oid, fileOid: app.fileOid, disposition: 'attachment' }, fatma);
      expect(file.statusCode, file.body).toBe(200);
    }
    const reason = `Su başvurusu ${app.trackingNumber}`;
    expect(await rows({ registryOid: app.registryOid }, 'Su başvurusu ayrıntısı')).toEqual([
      { screen: 'Su başvurusu ayrıntısı', reason, staff_role: 'WATER_CLERK', registry_oid: app.registryOid, member_oid: app.memberOid },
    ]);
    expect(await rows({ registryOid: app.registryOid }, 'Su başvurusu belgesi')).toEqual([
      { screen: 'Su başvurusu belgesi', reason, staff_role: 'WATER_CLERK', registry_oid: app.registryOid, member_oid: app.memberOid },
    ]);

    // 29 minutes on it is the same view session; past 30 minutes an opening is a new one.
    clock.now = new Date(clock.now.getTime() + 29 * 60_000);
    fatma = (await signIn(t, FATMA)).AccessToken;
    await t.call('GetBackOfficeWaterApplication', { applicationOid: app.oid }, fatma);
    expect(await rows({ registryOid: app.registryOid }, 'Su başvurusu ayrıntısı')).toHaveLength(1);
    clock.now = new Date(clock.now.getTime() + 31 * 60_000);
    fatma = (await signIn(t, FATMA)).AccessToken;
    await t.call('GetBackOfficeWaterApplication', { applicationOid: app.oid }, fatma);
    expect(await rows({ registryOid: app.registryOid }, 'Su başvurusu ayrıntısı')).toHaveLength(2);
  });

  it('an unknown application writes no row', async () => {
    const before = Number(
      (
        await t.db
          .selectFrom('record_access')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect((await t.call('GetBackOfficeWaterApplication', { applicationOid: 99_999_999 }, fatma)).statusCode).toBe(404);
    expect(
      Number(
        (
          await t.db
            .selectFrom('record_access')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      ),
    ).toBe(before);
  });

  it('the member record links the person’s requests, each list logged once with the clerk’s reason', async () => {
    // A member with a complaint of their own in the demo.
    const ahmet = await t.db
      .selectFrom('member')
      .select(['oid', 'registry_oid', 'user_name'])
      .where('oid', '=', (eb) => eb.selectFrom('complaint').select('member_user_oid').where('member_user_oid', 'is not', null).orderBy('oid').limit(1))
      .executeTakeFirstOrThrow();
    const AHMET = ahmet.user_name;
    const complaints = await t.db
      .selectFrom('complaint')
      .select('tracking_number')
      .where('member_user_oid', '=', ahmet.oid)
      .orderBy('created_at', 'desc')
      .orderBy('oid', 'desc')
      .execute();
    expect(complaints.length).toBeGreaterThan(0);
    const reason = 'Telefonla başvuru: şikâyet durumu soruldu';
    for (let i = 0; i < 2; i++) {
      const r = await t.call('GetBackOfficeMemberRequests', { nationalId: AHMET, reason, list: 'complaints' }, fatma);
      expect(r.statusCode, r.body).toBe(200);
      expect(r.json().items.map((item: { reference: string }) => item.reference)).toEqual(complaints.map((c) => c.tracking_number));
    }
    expect(await rows({ memberOid: Number(ahmet.oid) }, 'Vatandaş kaydı: şikâyet ve talepler')).toEqual([
      { screen: 'Vatandaş kaydı: şikâyet ve talepler', reason, staff_role: 'ADMIN', registry_oid: Number(ahmet.registry_oid), member_oid: Number(ahmet.oid) },
    ]);

    const debts = await t.call('GetBackOfficeMemberRequests', { nationalId: AHMET, reason, list: 'debts' }, fatma);
    expect(debts.statusCode, debts.body).toBe(200);
    const open = await t.db.selectFrom('accrual').select(['amount']).where('registry_oid', '=', ahmet.registry_oid).where('status', '=', 'open').execute();
    expect(debts.json().items.reduce((sum: number, d: { amount: number }) => sum + d.amount, 0)).toBe(open.reduce((sum, d) => sum + Number(d.amount), 0));
    expect(await rows({ memberOid: Number(ahmet.oid) }, 'Vatandaş kaydı: borçlar')).toHaveLength(1);

    const log = (await t.call('GetMyAccessLog', {}, (await signIn(t, AHMET)).AccessToken)).json();
    expect(log.staffAccesses.map((a: { screen: string }) => a.screen)).toEqual(expect.arrayContaining(['Vatandaş kaydı: şikâyet ve talepler', 'Vatandaş kaydı: borçlar']));

    const unknownList = await t.call('GetBackOfficeMemberRequests', { nationalId: AHMET, reason, list: 'parking' }, fatma);
    expect(unknownList.statusCode).toBe(400);
    expect((await t.call('GetBackOfficeMemberRequests', { nationalId: AHMET, reason, list: 'debts' })).statusCode).toBe(401);
  });
});
