import { operations } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { demoPeople, latestCode, signIn, smsInbox, solvedChallenge } from '../../../testing/identity';

const ahmet = demoPeople[0]!;
const zeynep = demoPeople[1]!;
const fatma = demoPeople[2]!;

let t: TestApp;
const tokens = { ahmet: '', zeynep: '', fatma: '' };
let zeynepOid = 0;
beforeAll(async () => {
  // Every complaint here proves a phone of its own by code: more SMS from one address than a citizen sends.
  t = await createTestApp({ configure: (c) => ({ ...c, identity: { ...c.identity, rateLimits: { ...c.identity.rateLimits, smsPerIp: { max: 100, windowSeconds: 600 } } } }) });
  for (const [key, person] of [
    ['ahmet', ahmet],
    ['zeynep', zeynep],
    ['fatma', fatma],
  ] as const)
    tokens[key] = (await signIn(t, person.nationalId)).AccessToken;
  zeynepOid = Number((await t.db.selectFrom('member').select('oid').where('user_name', '=', zeynep.nationalId).executeTakeFirstOrThrow()).oid);
});
afterAll(() => t.close());

let nextPhone = 5304440000;
/** AHMET sends a complaint as a member, from a phone of its own proven by code (so its SMS are told apart). */
async function sendComplaint(subject = 'Çöp konteyneri taşıyor') {
  const gsmNumber = String(nextPhone++);
  const code = await t.call('SendComplaintVerificationCode', { gsmNumber, altcha: await solvedChallenge(t) });
  expect(code.statusCode, code.body).toBe(200);
  const proof = { operationReferenceNumber: code.json().operationReferenceNumber as string, verificationCode: await latestCode(t, gsmNumber) };
  const created = await t.call(
    'CreateComplaintRequest',
    {
      complaintCategoryCode: '3',
      applicationTypeCode: 'SIKAYET',
      subject,
      description: 'Mahallemizdeki çöp konteyneri üç gündür boşaltılmadı, etrafa koku yayılıyor.',
      districtCode: 20820,
      contactName: 'Ahmet Yılmaz',
      gsmNumber,
      kvkkConsent: true,
      ...proof,
    },
    tokens.ahmet,
  );
  expect(created.statusCode, created.body).toBe(200);
  const { trackingNumber } = created.json();
  const row = await t.db.selectFrom('complaint').select('oid').where('tracking_number', '=', trackingNumber).executeTakeFirstOrThrow();
  return { trackingNumber: trackingNumber as string, gsmNumber, complaintOid: Number(row.oid) };
}

const detail = async (complaintOid: number, token = tokens.zeynep) => {
  const r = await t.call('GetBackOfficeComplaint', { complaintOid }, token);
  expect(r.statusCode, r.body).toBe(200);
  return operations.GetBackOfficeComplaint.response.parse(r.json());
};
const act = (complaintOid: number, version: number, action: Record<string, unknown>, token = tokens.zeynep) =>
  t.call('ActOnBackOfficeComplaint', { complaintOid, version, action }, token);
const snapshot = async (complaintOid: number) => ({
  complaint: await t.db.selectFrom('complaint').selectAll().where('oid', '=', complaintOid).executeTakeFirstOrThrow(),
  events: Number(
    (
      await t.db
        .selectFrom('backoffice_event')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('item_oid', '=', complaintOid)
        .where('queue', '=', 'complaints')
        .executeTakeFirstOrThrow()
    ).n,
  ),
  history: Number(
    (
      await t.db
        .selectFrom('complaint_status_history')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('complaint_oid', '=', complaintOid)
        .executeTakeFirstOrThrow()
    ).n,
  ),
});

describe('complaints queue', () => {
  it('a clerk finds a new complaint, takes it and replies; the citizen tracking lookup shows the reply and an SMS is sent', async () => {
    const sent = await sendComplaint();
    const page = (await t.call('GetBackOfficeComplaints', { searchText: sent.trackingNumber.toLowerCase() }, tokens.zeynep)).json();
    expect(page.items).toEqual([expect.objectContaining({ complaintOid: sent.complaintOid, status: 'received', assignedTo: null, unitCode: 'FEN_ISLERI', version: 0 })]);

    const taken = await act(sent.complaintOid, 0, { kind: 'assign' });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(taken.json()).toMatchObject({ status: 'inProgress', assignedTo: { userOid: zeynepOid, name: 'ZEYNEP KAYA' }, version: 1 });

    const noted = await act(sent.complaintOid, 1, { kind: 'note', note: 'Temizlik işlerine soruldu.' });
    expect(noted.json()).toMatchObject({ status: 'inProgress', version: 2 });

    const answer = 'Konteyner bugün boşaltıldı ve yıkandı; mahallenizin toplama günleri artırıldı.';
    const replied = await act(sent.complaintOid, 2, { kind: 'reply', answer });
    expect(replied.statusCode, replied.body).toBe(200);
    const after = operations.ActOnBackOfficeComplaint.response.parse(replied.json());
    expect(after).toMatchObject({ status: 'answered', answer, version: 3, allowedMoves: ['inProgress', 'closed'] });
    expect(after.history.map((h) => [h.action, h.fromStatus, h.toStatus, h.by?.name ?? null])).toEqual([
      ['filed', null, 'received', null],
      ['assign', 'received', 'inProgress', 'ZEYNEP KAYA'],
      ['note', 'inProgress', 'inProgress', 'ZEYNEP KAYA'],
      ['reply', 'inProgress', 'answered', 'ZEYNEP KAYA'],
    ]);

    const tracking = (await t.call('GetComplaintRequestStatus', { trackingNumber: sent.trackingNumber, gsmNumber: sent.gsmNumber })).json();
    expect(tracking).toMatchObject({ status: 'answered', answer });
    // The citizen sees the status moves, never the internal note.
    expect(tracking.history.map((h: { status: string }) => h.status)).toEqual(['received', 'inProgress', 'answered']);
    expect(JSON.stringify(tracking)).not.toContain('Temizlik işlerine soruldu');

    const inbox = await smsInbox(t, sent.gsmNumber);
    expect(inbox[0]!.body).toContain(`${sent.trackingNumber} numaralı başvurunuz yanıtlandı`);

    const closed = await act(sent.complaintOid, 3, { kind: 'move', toStatus: 'closed' });
    expect(closed.json()).toMatchObject({ status: 'closed', allowedActions: ['note'] });
  });

  it('two clerks acting on the same version: exactly one wins, the other gets a 409 and nothing of theirs is written', async () => {
    const sent = await sendComplaint('Kaldırım taşları kırık');
    const [a, b] = await Promise.all([act(sent.complaintOid, 0, { kind: 'assign' }, tokens.zeynep), act(sent.complaintOid, 0, { kind: 'assign' }, tokens.fatma)]);
    const statuses = [a.statusCode, b.statusCode].sort();
    expect(statuses).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json()).toMatchObject({
      code: 'BACKOFFICE_STALE',
      Message: 'Bu kayıt siz incelerken başka bir çalışan tarafından değiştirildi. Lütfen kaydı yenileyip tekrar deneyiniz.',
    });
    const now = await snapshot(sent.complaintOid);
    expect(now.complaint.version).toBe(1);
    expect(now.events).toBe(1);

    // A reply written against the version before the take is stale too.
    const stale = await act(sent.complaintOid, 0, { kind: 'reply', answer: 'Bu yanıt hiçbir zaman kaydedilmemeli, sürüm eski.' });
    expect(stale.statusCode).toBe(409);
    expect(await snapshot(sent.complaintOid)).toEqual(now);
  });

  it('an illegal transition is refused with a Turkish message and changes nothing', async () => {
    const sent = await sendComplaint('Park aydınlatması');
    const before = await snapshot(sent.complaintOid);
    const shown = await detail(sent.complaintOid);
    expect([shown.allowedActions, shown.allowedMoves]).toEqual([['assign', 'note', 'reply', 'forward', 'move'], ['inProgress']]);
    const close = await act(sent.complaintOid, 0, { kind: 'move', toStatus: 'closed' });
    expect([close.statusCode, close.json().code, close.json().Message]).toEqual([422, 'BACKOFFICE_ACTION_NOT_ALLOWED', 'Bu işlem kaydın şu anki durumunda yapılamaz.']);
    const backwards = await act(sent.complaintOid, 0, { kind: 'move', toStatus: 'received' });
    expect(backwards.statusCode).toBe(422);
    const emptyReply = await act(sent.complaintOid, 0, { kind: 'reply', answer: 'kısa' });
    expect(emptyReply.statusCode).toBe(400);
    expect(emptyReply.json().fields).toHaveProperty(['action.answer']);
    expect(await snapshot(sent.complaintOid)).toEqual(before);
  });

  it('assigns to a colleague only if they hold the role, forwards to another unit, and serves the attachments', async () => {
    const sent = await sendComplaint('Ağaç budama talebi');
    const ahmetOid = Number((await t.db.selectFrom('member').select('oid').where('user_name', '=', ahmet.nationalId).executeTakeFirstOrThrow()).oid);
    const refused = await act(sent.complaintOid, 0, { kind: 'assign', assigneeUserOid: ahmetOid });
    expect([refused.statusCode, refused.json().code]).toEqual([422, 'ASSIGNEE_NOT_ELIGIBLE']);
    const fatmaOid = Number((await t.db.selectFrom('member').select('oid').where('user_name', '=', fatma.nationalId).executeTakeFirstOrThrow()).oid);
    expect((await act(sent.complaintOid, 0, { kind: 'assign', assigneeUserOid: fatmaOid })).json()).toMatchObject({ assignedTo: { userOid: fatmaOid } });

    const forwarded = await act(sent.complaintOid, 1, { kind: 'forward', unitCode: 'PARK_BAHCE', note: 'Budama park bahçelerin işi.' });
    expect(forwarded.statusCode, forwarded.body).toBe(200);
    expect(forwarded.json()).toMatchObject({ unitCode: 'PARK_BAHCE', unitName: 'Park ve Bahçeler Müdürlüğü', assignedTo: null, status: 'inProgress' });
    const unknown = await act(sent.complaintOid, 2, { kind: 'forward', unitCode: 'YOK', note: 'Olmayan birim.' });
    expect([unknown.statusCode, unknown.json().code]).toEqual([422, 'UNIT_NOT_FOUND']);
    const tracking = (await t.call('GetComplaintRequestStatus', { trackingNumber: sent.trackingNumber, gsmNumber: sent.gsmNumber })).json();
    expect(tracking.history.at(-1).note).toBe('Başvurunuz Park ve Bahçeler Müdürlüğü birimine yönlendirildi; birimin gelen kutusuna alındı.');

    const mine = (await t.call('GetBackOfficeComplaints', { unitCode: 'PARK_BAHCE', statuses: ['inProgress'] }, tokens.zeynep)).json();
    expect(mine.items.map((i: { complaintOid: number }) => i.complaintOid)).toContain(sent.complaintOid);
    expect((await t.call('GetBackOfficeComplaintAttachment', { complaintOid: sent.complaintOid, fileOid: 1 }, tokens.zeynep)).statusCode).toBe(404);
  });

  it('pages by number, oldest first, and filters by assignee and search', async () => {
    const sent = [await sendComplaint('Sayfa bir'), await sendComplaint('Sayfa iki'), await sendComplaint('Sayfa üç')];
    const all: number[] = [];
    for (const pageIndex of [0, 1]) {
      const page = (await t.call('GetBackOfficeComplaints', { pageSize: 2, pageIndex, searchText: 'sayfa' }, tokens.zeynep)).json();
      expect(page.total).toBe(3);
      all.push(...page.items.map((i: { complaintOid: number }) => i.complaintOid));
    }
    expect(all).toEqual(sent.map((s) => s.complaintOid));
    const newest = (await t.call('GetBackOfficeComplaints', { searchText: 'sayfa', direction: 'desc', pageSize: 1 }, tokens.zeynep)).json();
    expect(newest.items[0].complaintOid).toBe(sent[2]!.complaintOid);
    const byIdentity = (await t.call('GetBackOfficeComplaints', { searchText: ahmet.nationalId, pageSize: 100 }, tokens.zeynep)).json();
    expect(byIdentity.items.map((i: { complaintOid: number }) => i.complaintOid)).toEqual(expect.arrayContaining(sent.map((s) => s.complaintOid)));
    await act(sent[0]!.complaintOid, 0, { kind: 'assign' });
    const mine = (await t.call('GetBackOfficeComplaints', { assignedTo: 'me', searchText: 'sayfa' }, tokens.zeynep)).json();
    expect(mine.items.map((i: { complaintOid: number }) => i.complaintOid)).toEqual([sent[0]!.complaintOid]);
    const bad = await t.call('GetBackOfficeComplaints', { pageIndex: 'iki' }, tokens.zeynep);
    expect(bad.statusCode).toBe(400);
  });

  it('the search box finds a complaint by its phone in any written form and by its tracking number', async () => {
    const sent = await sendComplaint('Telefonla aranan');
    const other = await sendComplaint('Başka bir telefon');
    const g = sent.gsmNumber;
    const spaced = `0${g.slice(0, 3)} ${g.slice(3, 6)} ${g.slice(6, 8)} ${g.slice(8)}`;
    for (const written of [spaced, `+90 ${g.slice(0, 3)} ${g.slice(3)}`, `(${g.slice(0, 3)}) ${g.slice(3, 6)}-${g.slice(6)}`, g, sent.trackingNumber]) {
      const page = (await t.call('GetBackOfficeComplaints', { searchText: written, statuses: [] }, tokens.zeynep)).json();
      expect(
        page.items.map((i: { complaintOid: number }) => i.complaintOid),
        written,
      ).toEqual([sent.complaintOid]);
    }
    expect(other.complaintOid).not.toBe(sent.complaintOid);
  });

  it('assigns and closes several complaints at once, each on its own: one changed meanwhile is refused with its reason', async () => {
    const sent = [await sendComplaint('Toplu bir'), await sendComplaint('Toplu iki'), await sendComplaint('Toplu üç')];
    const oids = sent.map((s) => s.complaintOid);
    // A colleague notes the third one after the clerk read the list: it is no longer at version 0.
    expect((await act(oids[2]!, 0, { kind: 'note', note: 'Arada eklenen not.' })).statusCode).toBe(200);
    const bulk = (action: Record<string, unknown>, versions: number[]) =>
      t.call('ActOnBackOfficeComplaintsInBulk', { items: oids.map((oid, i) => ({ oid, version: versions[i] })), action }, tokens.zeynep);
    const assigned = await bulk({ kind: 'assign' }, [0, 0, 0]);
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().outcomes).toEqual([
      { oid: oids[0], done: true, code: null, message: null },
      { oid: oids[1], done: true, code: null, message: null },
      { oid: oids[2], done: false, code: 'BACKOFFICE_STALE', message: expect.stringMatching(/değiş/i) },
    ]);
    for (const oid of oids.slice(0, 2)) {
      const d = await detail(oid);
      expect(d).toMatchObject({ status: 'inProgress', assignedTo: { userOid: zeynepOid } });
      expect(d.history.map((h) => h.action)).toContain('assign');
    }
    expect((await detail(oids[2]!)).assignedTo).toBeNull();

    // Closing is the machine's answered → closed: the two answered ones close, the received one is refused.
    for (const oid of oids.slice(0, 2)) expect((await act(oid, 1, { kind: 'reply', answer: 'Ekiplerimiz konteyneri boşalttı.' })).statusCode).toBe(200);
    const reason = 'Sorun giderildi, başvurular toplu olarak kapatıldı.';
    expect((await bulk({ kind: 'close', reason: 'Kısa' }, [2, 2, 1])).statusCode).toBe(400);
    const closed = (await bulk({ kind: 'close', reason }, [2, 2, 1])).json();
    expect(closed.outcomes.map((o: { done: boolean; code: string | null }) => [o.done, o.code])).toEqual([
      [true, null],
      [true, null],
      [false, 'BACKOFFICE_ACTION_NOT_ALLOWED'],
    ]);
    const first = await detail(oids[0]!);
    expect(first.status).toBe('closed');
    expect(first.history.at(-1)).toMatchObject({ action: 'move', toStatus: 'closed', note: reason });
    expect((await t.call('ActOnBackOfficeComplaintsInBulk', { items: [{ oid: oids[0], version: 3 }], action: { kind: 'assign' } }, tokens.ahmet)).statusCode).toBe(403);
  });

  it('exports exactly the filtered list, audits who exported it, and refuses a citizen', async () => {
    const sent = [await sendComplaint('Dışa aktarma bir'), await sendComplaint('Dışa aktarma iki'), await sendComplaint('Başka konu')];
    const filter = { searchText: 'dışa aktarma', statuses: [], sort: 'filedAt', direction: 'desc' };
    const exported = await t.call('ExportBackOfficeComplaints', { ...filter, pageSize: 1, pageIndex: 3 }, tokens.zeynep);
    expect(exported.statusCode, exported.body).toBe(200);
    expect(exported.json()).toMatchObject({ total: 2, capped: false });
    expect(exported.json().items.map((i: { complaintOid: number }) => i.complaintOid)).toEqual([sent[1]!.complaintOid, sent[0]!.complaintOid]);
    const audit = await t.db
      .selectFrom('audit_event')
      .select(['member_oid', 'reason'])
      .where('event_type', '=', 'BACKOFFICE_EXPORT')
      .orderBy('oid', 'desc')
      .executeTakeFirstOrThrow();
    expect(Number(audit.member_oid)).toBe(zeynepOid);
    expect(JSON.parse(audit.reason!)).toMatchObject({ queue: 'complaints', rows: 2, filter: { searchText: 'dışa aktarma' } });
    expect((await t.call('ExportBackOfficeComplaints', filter, tokens.ahmet)).statusCode).toBe(403);

    // The complainant (signed in when filing) finds the export in their access log, for exactly the rows that left the system (KVKK).
    const exportsInLog = ((await t.call('GetMyAccessLog', {}, tokens.ahmet)).json().staffAccesses as { screen: string; reason: string; role: string }[]).filter(
      (v) => v.screen === 'Şikâyet listesi dışa aktarımı',
    );
    expect(exportsInLog.map((v) => v.reason).sort()).toEqual([`Şikâyet ve talep ${sent[0]!.trackingNumber}`, `Şikâyet ve talep ${sent[1]!.trackingNumber}`].sort());
    expect(exportsInLog.every((v) => v.role === 'COMPLAINTS_CLERK')).toBe(true);
  });

  it('the dashboard counts waiting work per queue the roles allow, with the oldest age', async () => {
    const zeynepBoard = (await t.call('GetBackOfficeDashboard', {}, tokens.zeynep)).json();
    expect(zeynepBoard.queues.map((q: { queue: string }) => q.queue)).toEqual(['complaints']);
    const waiting = Number(
      (
        await t.db
          .selectFrom('complaint')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .where('status', 'in', ['received', 'inProgress'])
          .executeTakeFirstOrThrow()
      ).n,
    );
    expect(zeynepBoard.queues[0]).toMatchObject({ waitingCount: waiting });
    expect(zeynepBoard.queues[0].oldestAgeMinutes).toBeGreaterThanOrEqual(0);
    const lookups = (await t.call('GetBackOfficeLookups', {}, tokens.zeynep)).json();
    expect(lookups.units.map((u: { unitCode: string }) => u.unitCode)).toContain('PARK_BAHCE');
    expect(lookups.colleagues).toEqual(expect.arrayContaining([expect.objectContaining({ userOid: zeynepOid, roles: ['COMPLAINTS_CLERK'] })]));
  });
});

describe('a clerk never decides their own case', () => {
  it('refuses every action of a complaints clerk on her own complaint and changes nothing; another clerk decides it', async () => {
    const created = await t.call(
      'CreateComplaintRequest',
      {
        complaintCategoryCode: '3',
        applicationTypeCode: 'SIKAYET',
        subject: 'Kendi sokağımdaki lamba',
        description: 'Evimin önündeki sokak lambası bir haftadır yanmıyor, akşamları sokak karanlık kalıyor.',
        districtCode: 20820,
        contactName: 'Zeynep Kaya',
        gsmNumber: zeynep.gsm,
      },
      tokens.zeynep,
    );
    expect(created.statusCode, created.body).toBe(200);
    const complaintOid = Number((await t.db.selectFrom('complaint').select('oid').where('tracking_number', '=', created.json().trackingNumber).executeTakeFirstOrThrow()).oid);
    const before = await snapshot(complaintOid);
    for (const action of [{ kind: 'assign' }, { kind: 'note', note: 'Kendi başvurum.' }, { kind: 'reply', answer: 'Lamba değiştirildi, sokak yeniden aydınlatılıyor.' }]) {
      const refused = await act(complaintOid, 0, action, tokens.zeynep);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 'BACKOFFICE_OWN_CASE', Message: 'Kendinize veya temsil ettiğiniz bir şirkete ait bir işlem üzerinde işlem yapamazsınız.' });
    }
    expect(await snapshot(complaintOid)).toEqual(before);
    expect((await act(complaintOid, 0, { kind: 'assign' }, tokens.fatma)).statusCode).toBe(200);
  });
});
