import { operations } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parksClerkNationalId } from '../../../seed/backoffice';
import { createTestApp, type TestApp } from '../../../testing';
import { demoPeople, latestCode, signIn, solvedChallenge } from '../../../testing/identity';

// Units and their inboxes (docs/architecture.md, "Units and routing"). The demo seed puts ZEYNEP at
// Beyaz Masa and Fen İşleri, and a second complaints clerk at Park ve Bahçeler; FATMA is an ADMIN.
const ahmet = demoPeople[0]!;
const zeynep = demoPeople[1]!;
const fatma = demoPeople[2]!;
const PARKS_GSM = '5309990001';

let t: TestApp;
const tokens = { ahmet: '', zeynep: '', fatma: '', parks: '' };
const oids = { zeynep: 0, parks: 0 };
const memberOid = async (userName: string) => Number((await t.db.selectFrom('member').select('oid').where('user_name', '=', userName).executeTakeFirstOrThrow()).oid);

beforeAll(async () => {
  t = await createTestApp({ configure: (c) => ({ ...c, identity: { ...c.identity, rateLimits: { ...c.identity.rateLimits, smsPerIp: { max: 100, windowSeconds: 600 } } } }) });
  const parks = await parksClerkNationalId(t.db);
  tokens.ahmet = (await signIn(t, ahmet.nationalId)).AccessToken;
  tokens.zeynep = (await signIn(t, zeynep.nationalId)).AccessToken;
  tokens.fatma = (await signIn(t, fatma.nationalId)).AccessToken;
  tokens.parks = (await signIn(t, parks)).AccessToken;
  oids.zeynep = await memberOid(zeynep.nationalId);
  oids.parks = await memberOid(parks);
  // The receiving clerk's own phone, so the forward's notice can be found by it.
  await t.db.updateTable('member').set({ gsm: PARKS_GSM }).where('oid', '=', oids.parks).execute();
});
afterAll(() => t.close());

let nextPhone = 5305550000;
async function file(complaintCategoryCode: string, subject: string) {
  const gsmNumber = String(nextPhone++);
  const code = await t.call('SendComplaintVerificationCode', { gsmNumber, altcha: await solvedChallenge(t) });
  expect(code.statusCode, code.body).toBe(200);
  const created = await t.call(
    'CreateComplaintRequest',
    {
      complaintCategoryCode,
      applicationTypeCode: 'SIKAYET',
      subject,
      description: 'Mahallemizdeki sorun birkaç gündür sürüyor, ilgilenilmesini rica ederim.',
      districtCode: 20820,
      contactName: 'Ahmet Yılmaz',
      gsmNumber,
      kvkkConsent: true,
      operationReferenceNumber: code.json().operationReferenceNumber as string,
      verificationCode: await latestCode(t, gsmNumber),
    },
    tokens.ahmet,
  );
  expect(created.statusCode, created.body).toBe(200);
  const trackingNumber = created.json().trackingNumber as string;
  const row = await t.db.selectFrom('complaint').select(['oid', 'unit_code']).where('tracking_number', '=', trackingNumber).executeTakeFirstOrThrow();
  return { trackingNumber, gsmNumber, complaintOid: Number(row.oid), unitCode: row.unit_code };
}

const listed = async (token: string, body: Record<string, unknown> = {}) => {
  const r = await t.call('GetBackOfficeComplaints', { statuses: ['received', 'inProgress'], pageSize: 100, ...body }, token);
  expect(r.statusCode, r.body).toBe(200);
  const page = operations.GetBackOfficeComplaints.response.parse(r.json());
  return { scope: page.scope, myUnitCodes: page.myUnitCodes, oids: page.items.map((i) => i.complaintOid), units: new Set(page.items.map((i) => i.unitCode)) };
};

describe('units and their inboxes', () => {
  it("files a complaint in its category's unit, and at Beyaz Masa when the category has none", async () => {
    expect((await file('3', 'Sokak lambası yanmıyor')).unitCode).toBe('FEN_ISLERI');
    expect((await file('1', 'Çöp toplanmadı')).unitCode).toBe('TEMIZLIK');
    expect((await file('99', 'Başka bir konu')).unitCode).toBe('BEYAZ_MASA');
  });

  it("shows a clerk of units her units' inbox by default and every unit on request; an ADMIN sees every unit", async () => {
    const lamp = await file('3', 'Lamba kırık');
    const park = await file('4', 'Parktaki bank kırık');
    const mine = await listed(tokens.zeynep);
    expect([mine.scope, mine.myUnitCodes]).toEqual(['mine', ['BEYAZ_MASA', 'FEN_ISLERI']]);
    expect(mine.oids).toContain(lamp.complaintOid);
    expect(mine.oids).not.toContain(park.complaintOid);
    expect([...mine.units].sort()).toEqual(['BEYAZ_MASA', 'FEN_ISLERI']);

    // Naming one unit in the filter shows that unit, hers or not.
    const named = await listed(tokens.zeynep, { unitCode: 'PARK_BAHCE' });
    expect([named.scope, named.oids.includes(park.complaintOid), [...named.units]]).toEqual(['all', true, ['PARK_BAHCE']]);

    const all = await listed(tokens.zeynep, { scope: 'all' });
    expect(all.scope).toBe('all');
    expect(all.oids).toEqual(expect.arrayContaining([lamp.complaintOid, park.complaintOid]));

    const admin = await listed(tokens.fatma);
    expect([admin.scope, admin.myUnitCodes]).toEqual(['all', []]);
    expect(admin.oids).toEqual(expect.arrayContaining([lamp.complaintOid, park.complaintOid]));
  });

  it("forwards into the receiving unit's inbox, tells its clerks by SMS with the tracking number only, and tells the citizen the truth", async () => {
    const sent = await file('3', 'Ağaç dalı lambayı kapatıyor');
    const forwarded = await t.call(
      'ActOnBackOfficeComplaint',
      { complaintOid: sent.complaintOid, version: 0, action: { kind: 'forward', unitCode: 'PARK_BAHCE', note: 'Budama park bahçelerin işi.' } },
      tokens.zeynep,
    );
    expect(forwarded.statusCode, forwarded.body).toBe(200);
    expect(forwarded.json()).toMatchObject({ unitCode: 'PARK_BAHCE', assignedTo: null });

    const notices = await t.db.selectFrom('sms_outbox').select(['title', 'body', 'status']).where('gsm', '=', PARKS_GSM).execute();
    // Handed to the provider after the commit, not left in the outbox.
    expect(notices).toEqual([{ title: 'Birime Yönlendirme', body: `${sent.trackingNumber} numaralı başvuru biriminizin gelen kutusuna yönlendirildi.`, status: 'SENT' }]);

    const tracking = (await t.call('GetComplaintRequestStatus', { trackingNumber: sent.trackingNumber, gsmNumber: sent.gsmNumber })).json();
    expect(tracking.history.at(-1)).toMatchObject({
      note: 'Başvurunuz Park ve Bahçeler Müdürlüğü birimine yönlendirildi; birimin gelen kutusuna alındı.',
      noteEn: "Your application was forwarded to Park ve Bahçeler Müdürlüğü, into the unit's inbox.",
    });

    expect((await listed(tokens.zeynep)).oids).not.toContain(sent.complaintOid);
    expect((await listed(tokens.parks)).oids).toContain(sent.complaintOid);
    const assigned = await t.call('ActOnBackOfficeComplaint', { complaintOid: sent.complaintOid, version: 1, action: { kind: 'assign' } }, tokens.parks);
    expect(assigned.statusCode, assigned.body).toBe(200);
    const answer = 'Ekibimiz ağacı budadı, lamba yeniden görünüyor. Teşekkür ederiz.';
    const replied = await t.call('ActOnBackOfficeComplaint', { complaintOid: sent.complaintOid, version: 2, action: { kind: 'reply', answer } }, tokens.parks);
    expect(replied.statusCode, replied.body).toBe(200);
    expect(replied.json()).toMatchObject({ status: 'answered', answer });
  });

  it("sets a clerk's units only as an ADMIN with a reason, and audits the change", async () => {
    const body = { userOid: oids.zeynep, unitCodes: ['ZABITA', 'BEYAZ_MASA'], reason: 'Zabıta birimine de destek veriyor' };
    expect((await t.call('SetBackOfficeStaffUnits', body, tokens.zeynep)).statusCode).toBe(403);
    const noReason = await t.call('SetBackOfficeStaffUnits', { ...body, reason: '' }, tokens.fatma);
    expect(noReason.statusCode).toBe(400);
    const unknown = await t.call('SetBackOfficeStaffUnits', { ...body, unitCodes: ['YOK'] }, tokens.fatma);
    expect([unknown.statusCode, unknown.json().code]).toEqual([422, 'UNIT_NOT_FOUND']);

    const set = await t.call('SetBackOfficeStaffUnits', body, tokens.fatma);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().unitCodes).toEqual(['BEYAZ_MASA', 'ZABITA']);
    expect((await listed(tokens.zeynep)).myUnitCodes).toEqual(['BEYAZ_MASA', 'ZABITA']);

    const audit = (await t.call('GetBackOfficeRoleAudit', {}, tokens.fatma)).json();
    expect(audit.items[0]).toMatchObject({ change: 'units', holder: { userOid: oids.zeynep }, reason: body.reason, unitCodes: ['BEYAZ_MASA', 'ZABITA'] });
  });

  it('lets an ADMIN send a category’s new complaints to another unit, with a reason, audited; what was filed stays', async () => {
    const before = await file('8', 'Sokak köpekleri');
    expect(before.unitCode).toBe('BEYAZ_MASA');
    const routing = await t.call('GetBackOfficeComplaintRouting', {}, tokens.fatma);
    expect(routing.statusCode, routing.body).toBe(200);
    expect(routing.json().categories).toContainEqual({ categoryCode: '8', name: 'Sokak Hayvanları', unitCode: null });
    expect(routing.json().categories).toContainEqual({ categoryCode: '3', name: 'Sokak Aydınlatması', unitCode: 'FEN_ISLERI' });

    const body = { categoryCode: '8', unitCode: 'PARK_BAHCE', reason: 'Sokak hayvanları barınağı park ve bahçelere bağlandı' };
    expect((await t.call('GetBackOfficeComplaintRouting', {}, tokens.zeynep)).statusCode).toBe(403);
    expect((await t.call('SetBackOfficeComplaintRouting', body, tokens.zeynep)).statusCode).toBe(403);
    expect((await t.call('SetBackOfficeComplaintRouting', body)).statusCode).toBe(401);
    expect((await t.call('SetBackOfficeComplaintRouting', { ...body, reason: 'kısa' }, tokens.fatma)).statusCode).toBe(400);
    const unknownCategory = await t.call('SetBackOfficeComplaintRouting', { ...body, categoryCode: '77' }, tokens.fatma);
    expect([unknownCategory.statusCode, unknownCategory.json().code]).toEqual([422, 'CATEGORY_NOT_FOUND']);
    const unknownUnit = await t.call('SetBackOfficeComplaintRouting', { ...body, unitCode: 'YOK' }, tokens.fatma);
    expect([unknownUnit.statusCode, unknownUnit.json().code]).toEqual([422, 'UNIT_NOT_FOUND']);
    expect((await file('8', 'Yaralı kedi')).unitCode).toBe('BEYAZ_MASA');

    const set = await t.call('SetBackOfficeComplaintRouting', body, tokens.fatma);
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().categories).toContainEqual({ categoryCode: '8', name: 'Sokak Hayvanları', unitCode: 'PARK_BAHCE' });
    expect((await file('8', 'Sahipsiz köpek')).unitCode).toBe('PARK_BAHCE');
    const filedBefore = await t.db.selectFrom('complaint').select('unit_code').where('oid', '=', before.complaintOid).executeTakeFirstOrThrow();
    expect(filedBefore.unit_code).toBe('BEYAZ_MASA');
    const audit = await t.db.selectFrom('audit_event').select(['member_oid', 'reason']).where('event_type', '=', 'COMPLAINT_ROUTING').executeTakeFirstOrThrow();
    expect(JSON.parse(audit.reason!)).toEqual({ categoryCode: '8', unitCode: 'PARK_BAHCE', reason: body.reason });

    // Back to Beyaz Masa.
    const back = await t.call('SetBackOfficeComplaintRouting', { ...body, unitCode: null, reason: 'Barınak yeniden Beyaz Masa üzerinden' }, tokens.fatma);
    expect(back.json().categories).toContainEqual({ categoryCode: '8', name: 'Sokak Hayvanları', unitCode: null });
    expect((await file('8', 'Kuş yuvası')).unitCode).toBe('BEYAZ_MASA');
  });
});
