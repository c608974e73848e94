import { operations, waterApplicationRules } from '@ebelediye/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { waterClerkNationalId } from '../../../seed/backoffice';
import { recordCollection } from '../../../ledger';
import { createTestApp, type TestApp } from '../../../testing';
import { demoCompanies, demoPeople, signIn, smsInbox } from '../../../testing/identity';
import { onePixelPng } from '../../../testing/one-pixel-png';

const ahmet = demoPeople[0]!;
const zeynep = demoPeople[1]!;
const fatma = demoPeople[2]!;
const png = onePixelPng;

let clock = new Date('2026-11-25T09:00:00+03:00');
let t: TestApp;
const tokens = { ahmet: '', zeynep: '', fatma: '', clerk: '' };
/** A door of the municipality with inner doors and no live subscription on them. */
let property: { districtCode: number; streetCode: number; outerDoorOid: number; innerDoorOid: number };
let secondInnerDoorOid = 0;

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  tokens.ahmet = (await signIn(t, ahmet.nationalId)).AccessToken;
  tokens.zeynep = (await signIn(t, zeynep.nationalId)).AccessToken;
  tokens.fatma = (await signIn(t, fatma.nationalId)).AccessToken;
  tokens.clerk = (await signIn(t, await waterClerkNationalId(t.db))).AccessToken;
  const { rows } = await sql<{ district_code: number; street_code: number; outer_door_oid: number; inner_door_oid: number; second: number }>`
    select o.district_code, o.street_code, o.oid as outer_door_oid, i.oid as inner_door_oid,
           (select i2.oid from inner_door i2 where i2.outer_door_oid = o.oid and i2.oid <> i.oid and i2.is_active order by i2.oid limit 1) as second
    from outer_door o
    join district d on d.district_code = o.district_code and d.county_code = ${t.config.publicSetting.CountyCode}
    join inner_door i on i.outer_door_oid = o.oid and i.is_active
    where o.is_active
      and (select count(*) from inner_door i3 where i3.outer_door_oid = o.oid and i3.is_active) >= 2
      and not exists (select 1 from subscription s where s.outer_door_oid = o.oid)
    order by o.oid, i.oid limit 1`.execute(t.db);
  const r = rows[0]!;
  property = { districtCode: Number(r.district_code), streetCode: Number(r.street_code), outerDoorOid: Number(r.outer_door_oid), innerDoorOid: Number(r.inner_door_oid) };
  secondInnerDoorOid = Number(r.second);
});
afterAll(() => t.close());

const upload = async (token: string, fileName = 'belge.png') => {
  const r = await t.call('UploadFile', { request: { fileName, contentBase64: png } }, token);
  expect(r.statusCode, r.body).toBe(200);
  return r.json().fileOid as number;
};
/** Uploads a member has not attached yet count against the upload limit; each test starts without them. */
const dropPendingUploads = () => t.db.deleteFrom('stored_file').where('attached_at', 'is', null).where('is_published', '=', false).execute();
const docs = async (token: string, kinds: string[]) => Promise.all(kinds.map(async (kind) => ({ kind, fileOid: await upload(token) })));
const counts = async () => {
  const count = async (table: 'water_application' | 'water_application_document' | 'water_application_fee' | 'water_application_status') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const accruals = Number(
    (
      await t.db
        .selectFrom('accrual')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
  const attached = Number(
    (
      await t.db
        .selectFrom('stored_file')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('attached_at', 'is not', null)
        .executeTakeFirstOrThrow()
    ).n,
  );
  return {
    applications: await count('water_application'),
    documents: await count('water_application_document'),
    fees: await count('water_application_fee'),
    lines: await count('water_application_status'),
    accruals,
    attached,
  };
};
const ahmetSubscription = async () => Number((await t.db.selectFrom('subscription').select('oid').where('subscriber_no', '=', '1000002').executeTakeFirstOrThrow()).oid);
const registryOid = async (nationalId: string) => Number((await t.db.selectFrom('registry').select('oid').where('national_id', '=', nationalId).executeTakeFirstOrThrow()).oid);

/** A complete answer for each type, for the given documents. */
async function answerFor(typeCode: number, documents: { kind: string; fileOid: number }[]) {
  const rule = waterApplicationRules.find((r) => r.typeCode === typeCode)!;
  return {
    applicationType: typeCode,
    ...(rule.asksSubscriberType ? { subscriberType: 'G' } : {}),
    ...(rule.asksProperty ? { property: { ...property, innerDoorOid: secondInnerDoorOid } } : {}),
    ...(rule.subject === 'ownSubscription' ? { subscriberInfoOid: await ahmetSubscription() } : {}),
    ...(rule.subject === 'otherSubscription' ? { subscriberNo: '1000003' } : {}),
    ...(rule.asksReductionGround ? { reductionGroundCode: '1' } : {}),
    ...(rule.asksMeterReading ? { meterReading: 1234 } : {}),
    ...(rule.asksStatement ? { statement: 'Açıklama metni, en az on karakter.' } : {}),
    documents,
    gsmNumber: ahmet.gsm,
  };
}

const act = (applicationOid: number, version: number, action: Record<string, unknown>, token = tokens.fatma) =>
  t.call('ActOnBackOfficeWaterApplication', { applicationOid, version, action }, token);
const acted = async (applicationOid: number, version: number, action: Record<string, unknown>, token = tokens.fatma) => {
  const r = await act(applicationOid, version, action, token);
  expect(r.statusCode, r.body).toBe(200);
  return operations.ActOnBackOfficeWaterApplication.response.parse(r.json());
};
const queueSearch = async (searchText: string) =>
  (await t.call('GetBackOfficeWaterApplications', { searchText }, tokens.fatma)).json().items as { applicationOid: number; status: string; version: number }[];

/** Pays an application's fee debts as the counter would: the ledger is what the application watches. */
async function payFees(trackingNumber: string, payer: string) {
  const fees = await t.db
    .selectFrom('water_application_fee as f')
    .innerJoin('water_application as w', 'w.oid', 'f.application_oid')
    .select('f.accrual_oid')
    .where('w.tracking_number', '=', trackingNumber)
    .execute();
  await t.db.transaction().execute((trx) =>
    recordCollection(trx, {
      registryOid: payer === ahmet.nationalId ? ahmetRegistry : zeynepRegistry,
      accrualOids: fees.map((f) => Number(f.accrual_oid)),
      collectionType: 1,
      channel: 'desk',
      asOf: '2026-11-25',
      collectedAt: new Date('2026-11-25T07:00:00Z'),
    }),
  );
}
let ahmetRegistry = 0;
let zeynepRegistry = 0;

describe('water applications', () => {
  it('shows each type with its rules, documents and the fees of the tariff tables', async () => {
    ahmetRegistry = await registryOid(ahmet.nationalId);
    zeynepRegistry = await registryOid(zeynep.nationalId);
    const r = operations.GetWaterApplicationRules.response.parse((await t.call('GetWaterApplicationRules', {})).json());
    expect(r.types.map((x) => x.typeCode)).toEqual([1, 2, 3, 5, 7, 14, 11]);
    const newSubscription = r.types.find((x) => x.typeCode === 1)!;
    expect(newSubscription.requiredDocuments.map((d) => d.kind)).toEqual(['titleDeedOrLease', 'identity']);
    expect(newSubscription.feesBySubscriberType.find((f) => f.subscriberType === 'G')).toEqual({
      subscriberType: 'G',
      total: 141_840,
      lines: [
        { kind: 'deposit', revenueType: 3, name: 'Su Güvence Bedeli', amount: 96_840 },
        { kind: 'connection', revenueType: 2, name: 'Su Bağlantı (Tesis) Bedeli', amount: 45_000 },
      ],
    });
    expect(r.reductionGrounds.map((g) => g.name)).toContain('Şehit yakını');
  });

  it.each(waterApplicationRules.map((rule) => [rule.name, rule.typeCode] as const))(
    '%s: refuses a missing required document and a property or subscription that does not exist, storing nothing',
    async (_name, typeCode) => {
      const rule = waterApplicationRules.find((r) => r.typeCode === typeCode)!;
      await dropPendingUploads();
      const before = await counts();
      // Every required document but the last.
      const partial = await docs(tokens.ahmet, rule.requiredDocuments.slice(0, -1));
      const missing = await t.call('ApplyForWaterService', await answerFor(typeCode, partial), tokens.ahmet);
      expect([missing.statusCode, missing.json().code], missing.body).toEqual([422, 'WATER_DOCUMENT_MISSING']);
      expect(missing.json().Message).toMatch(/^Bu başvuru için şu belgeler eksik: .+\.$/);

      const complete = await docs(tokens.ahmet, [...rule.requiredDocuments]);
      const answer = await answerFor(typeCode, complete);
      let wrong: Record<string, unknown>;
      if (rule.asksProperty) wrong = { ...answer, property: { ...property, innerDoorOid: 999_999_999 } };
      else if (rule.subject === 'otherSubscription') wrong = { ...answer, subscriberNo: '99999999' };
      else
        wrong = {
          ...answer,
          subscriberInfoOid: Number((await t.db.selectFrom('subscription').select('oid').where('subscriber_no', '=', '1000003').executeTakeFirstOrThrow()).oid),
        };
      const refused = await t.call('ApplyForWaterService', wrong, tokens.ahmet);
      if (rule.asksProperty) {
        expect([refused.statusCode, refused.json().fields]).toEqual([400, { 'property.innerDoorOid': 'Seçilen dış kapıda böyle bir bağımsız bölüm yok.' }]);
      } else if (rule.subject === 'otherSubscription') {
        expect([refused.statusCode, refused.json().fields]).toEqual([400, { subscriberNo: 'Bu abone numarasıyla kayıtlı bir abonelik bulunamadı.' }]);
      } else {
        // Another citizen's subscription is the same 404 as one that does not exist.
        expect([refused.statusCode, refused.json().code]).toEqual([404, 'NOT_FOUND']);
      }
      expect(await counts()).toEqual(before);
    },
  );

  it('a new subscription: filed with documents, waits for its fees, reaches the clerk once paid, and mounting the meter creates the subscription', async () => {
    await dropPendingUploads();
    const filed = await t.call(
      'ApplyForWaterService',
      {
        applicationType: 1,
        subscriberType: 'G',
        property,
        documents: await docs(tokens.ahmet, ['titleDeedOrLease', 'identity']),
        gsmNumber: ahmet.gsm,
        email: '',
      },
      tokens.ahmet,
    );
    expect(filed.statusCode, filed.body).toBe(200);
    const application = operations.ApplyForWaterService.response.parse(filed.json());
    expect(application).toMatchObject({ status: 'awaitingPayment', feeTotal: 141_840, registryOid: ahmetRegistry, resultSubscriberNo: null });
    expect(application.fees.map((f) => [f.amount, f.paid])).toEqual([
      [96_840, false],
      [45_000, false],
    ]);
    const { trackingNumber } = application;
    expect((await smsInbox(t, ahmet.gsm))[0]!.body).toContain(`Takip no: ${trackingNumber}`);

    // A second application for the same door is refused while this one is open.
    const twice = await t.call(
      'ApplyForWaterService',
      { applicationType: 1, subscriberType: 'G', property, documents: await docs(tokens.ahmet, ['titleDeedOrLease', 'identity']), gsmNumber: ahmet.gsm },
      tokens.ahmet,
    );
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'WATER_APPLICATION_ALREADY_OPEN']);

    // Unpaid: not the water unit's work, and not visible to another citizen in any way.
    expect(await queueSearch(trackingNumber)).toEqual([]);
    expect((await t.call('GetMyWaterApplication', { trackingNumber }, tokens.zeynep)).statusCode).toBe(404);
    expect((await t.call('GetMyWaterApplications', {}, tokens.zeynep)).json().map((a: { trackingNumber: string }) => a.trackingNumber)).not.toContain(trackingNumber);
    expect((await t.call('GetWaterApplicationStatus', { trackingNumber, gsmNumber: zeynep.gsm })).statusCode).toBe(404);

    await payFees(trackingNumber, ahmet.nationalId);
    const [queued] = await queueSearch(trackingNumber);
    expect(queued).toMatchObject({ status: 'received' });
    const oid = queued!.applicationOid;
    const detail = operations.GetBackOfficeWaterApplication.response.parse((await t.call('GetBackOfficeWaterApplication', { applicationOid: oid }, tokens.fatma)).json());
    expect(detail.allowedActions).toEqual(['assign', 'note', 'requestDocuments', 'planSiteVisit', 'approve', 'reject']);
    expect(detail.files.map((f) => f.kind)).toEqual(['titleDeedOrLease', 'identity']);
    const document = await t.call('GetBackOfficeWaterApplicationDocument', { applicationOid: oid, fileOid: detail.files[0]!.fileOid }, tokens.fatma);
    expect([document.statusCode, document.headers['content-type']]).toEqual([200, 'image/png']);
    // Only the water clerks' role reaches the queue.
    expect((await t.call('GetBackOfficeWaterApplication', { applicationOid: oid }, tokens.zeynep)).statusCode).toBe(403);

    // Missing document: the citizen uploads just that, and the application is back in the queue.
    await acted(oid, detail.version, { kind: 'requestDocuments', documentKinds: ['authorisation'], note: 'Başvuru malik adına yapılmış.' });
    const waiting = (await t.call('GetMyWaterApplication', { trackingNumber }, tokens.ahmet)).json();
    expect(waiting).toMatchObject({ status: 'documentsMissing', missingDocuments: [{ kind: 'authorisation' }] });
    const wrongKind = await t.call('SubmitMissingWaterDocuments', { trackingNumber, documents: await docs(tokens.ahmet, ['identity']) }, tokens.ahmet);
    expect(wrongKind.statusCode).toBe(400);
    const othersTry = await t.call('SubmitMissingWaterDocuments', { trackingNumber, documents: await docs(tokens.zeynep, ['authorisation']) }, tokens.zeynep);
    expect(othersTry.statusCode).toBe(404);
    const added = await t.call('SubmitMissingWaterDocuments', { trackingNumber, documents: await docs(tokens.ahmet, ['authorisation']) }, tokens.ahmet);
    expect([added.statusCode, added.json().status], added.body).toEqual([200, 'received']);

    // A stale version changes nothing.
    const stale = await act(oid, 0, { kind: 'approve' });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'BACKOFFICE_STALE']);
    const approved = await acted(oid, 3, { kind: 'approve' });
    expect(approved).toMatchObject({ status: 'approved', allowedActions: ['assign', 'note', 'mountMeter', 'reject'] });
    const mounted = await acted(oid, 4, { kind: 'mountMeter', meterNo: 'SY-TEST-0001', meterReading: 0 }, tokens.clerk);
    expect(mounted.status).toBe('active');
    const subscriberNo = mounted.citizen.resultSubscriberNo!;
    expect(subscriberNo).toMatch(/^\d{7}$/);
    expect(mounted.citizen.history.map((h) => h.status)).toEqual(['awaitingPayment', 'received', 'documentsMissing', 'received', 'approved', 'meterMounted', 'active']);
    expect(mounted.history.map((h) => h.action)).toEqual(['filed', 'paid', 'requestDocuments', 'documentsAdded', 'approve', 'mountMeter']);

    const subscription = await t.db.selectFrom('subscription').selectAll().where('subscriber_no', '=', subscriberNo).executeTakeFirstOrThrow();
    expect(subscription).toMatchObject({
      registry_oid: ahmetRegistry,
      meter_no: 'SY-TEST-0001',
      subscriber_type: 'G',
      inner_door_oid: property.innerDoorOid,
      water_line_status: 1,
    });
    expect(Number(subscription.deposit_amount)).toBe(96_840);
    const meterOps = await t.db.selectFrom('water_meter_operation').select(['operation_type', 'meter_no']).where('subscription_oid', '=', subscription.oid).execute();
    expect(meterOps).toEqual([{ operation_type: 2, meter_no: 'SY-TEST-0001' }]);

    // The citizen's water pages show the new subscription and its paid deposit.
    const mine = (await t.call('GetSubscriptionList', {}, tokens.ahmet)).json() as { subscriberNo: string; subscriberInfoOid: number }[];
    const created = mine.find((s) => s.subscriberNo === subscriberNo)!;
    const accruals = (await t.call('GetAccrumentListForEMunicipality', { subscriberInfoOid: created.subscriberInfoOid }, tokens.ahmet)).json();
    expect(accruals.map((a: { revenueType: number; principal: number; status: string }) => [a.revenueType, a.principal, a.status]).sort()).toEqual([
      [2, 45_000, 'paid'],
      [3, 96_840, 'paid'],
    ]);
    const sms = (await smsInbox(t, ahmet.gsm))[0]!.body;
    expect(sms).toContain(`aboneliğiniz aktif. Abone no: ${subscriberNo}`);
    // Still nobody else's.
    expect((await t.call('GetAccrumentListForEMunicipality', { subscriberInfoOid: created.subscriberInfoOid }, tokens.zeynep)).statusCode).toBe(404);
  });

  it("an assignment moves the subscription to the new holder; the old holder's debts stay with the old holder", async () => {
    const sub = await t.db.selectFrom('subscription').select(['oid', 'registry_oid']).where('subscriber_no', '=', '1000001').executeTakeFirstOrThrow();
    const oldOpen = await t.db.selectFrom('accrual').select(['oid']).where('subscription_oid', '=', sub.oid).where('status', '=', 'open').execute();
    expect(oldOpen.length).toBeGreaterThan(0);

    const own = await t.call(
      'ApplyForWaterService',
      {
        applicationType: 2,
        subscriberType: 'G',
        subscriberNo: '1000001',
        meterReading: 500,
        documents: await docs(tokens.ahmet, ['titleDeedOrLease', 'identity']),
        gsmNumber: ahmet.gsm,
      },
      tokens.ahmet,
    );
    expect([own.statusCode, own.json().code]).toEqual([422, 'WATER_ASSIGNMENT_TO_SELF']);

    const filed = await t.call(
      'ApplyForWaterService',
      {
        applicationType: 2,
        subscriberType: 'G',
        subscriberNo: '1000001',
        meterReading: 500,
        documents: await docs(tokens.zeynep, ['titleDeedOrLease', 'identity']),
        gsmNumber: zeynep.gsm,
      },
      tokens.zeynep,
    );
    expect(filed.statusCode, filed.body).toBe(200);
    const { trackingNumber, feeTotal, address } = filed.json();
    expect([feeTotal, address]).toEqual([96_840, null]);
    await payFees(trackingNumber, zeynep.nationalId);
    const [queued] = await queueSearch(trackingNumber);
    expect(queued!.version).toBe(1);
    const done = await acted(queued!.applicationOid, 1, { kind: 'approve', note: 'Kira sözleşmesi uygun.' });
    expect(done).toMatchObject({ status: 'active', allowedActions: ['note'] });

    const after = await t.db.selectFrom('subscription').select(['registry_oid', 'gsm', 'deposit_amount']).where('oid', '=', sub.oid).executeTakeFirstOrThrow();
    expect([Number(after.registry_oid), after.gsm, Number(after.deposit_amount)]).toEqual([zeynepRegistry, zeynep.gsm, 96_840]);
    // The old debts are still the old holder's; the new holder's water debts for the subscription hold none of them.
    const stillOld = await t.db
      .selectFrom('accrual')
      .select(['registry_oid', 'status'])
      .where(
        'oid',
        'in',
        oldOpen.map((a) => a.oid),
      )
      .execute();
    expect(stillOld.every((a) => Number(a.registry_oid) === Number(sub.registry_oid) && a.status === 'open')).toBe(true);
    const debts = (await t.call('GetDebtListForEMunicipality', { subscriberOidList: [Number(sub.oid)] }, tokens.zeynep)).json();
    expect(debts.debts).toEqual([]);
    expect((await t.call('GetDebtListForEMunicipality', { subscriberOidList: [Number(sub.oid)] }, tokens.ahmet)).statusCode).toBe(404);
  });

  it('a rejected paid application: the fee refund is approved by one clerk and paid by another', async () => {
    const filed = await t.call(
      'ApplyForWaterService',
      {
        applicationType: 1,
        subscriberType: 'T',
        property: { ...property, innerDoorOid: secondInnerDoorOid },
        documents: await docs(tokens.zeynep, ['titleDeedOrLease', 'identity']),
        gsmNumber: zeynep.gsm,
      },
      tokens.zeynep,
    );
    expect(filed.statusCode, filed.body).toBe(200);
    const { trackingNumber } = filed.json();
    await payFees(trackingNumber, zeynep.nationalId);
    const [queued] = await queueSearch(trackingNumber);
    const oid = queued!.applicationOid;
    const rejected = await acted(oid, 1, { kind: 'reject', reason: 'Bağımsız bölümün iskânı bulunmuyor.' });
    expect(rejected.allowedActions).toEqual(['assign', 'note', 'approveFeeRefund']);
    expect((await smsInbox(t, zeynep.gsm))[0]!.body).toContain('reddedildi. Gerekçe: Bağımsız bölümün iskânı bulunmuyor.');
    await acted(oid, 2, { kind: 'approveFeeRefund' });
    const self = await act(oid, 3, { kind: 'markFeeRefundPaid', paymentReference: 'EFT-9' });
    expect([self.statusCode, self.json().code]).toEqual([422, 'FOUR_EYES_REQUIRED']);
    const paid = await acted(oid, 3, { kind: 'markFeeRefundPaid', paymentReference: 'EFT-9' }, tokens.clerk);
    expect(paid).toMatchObject({ status: 'refunded', feeRefundReference: 'EFT-9', citizen: { rejectionReason: 'Bağımsız bölümün iskânı bulunmuyor.' } });
    // The data itself refuses one clerk approving and paying.
    await expect(
      t.db
        .updateTable('water_application')
        .set({ fee_refund_paid_by: sql<number>`fee_refund_approved_by` })
        .where('oid', '=', oid)
        .execute(),
    ).rejects.toThrow();
  });

  it('a meter change: a site visit, approval, and the new meter replaces the old one (operation type 3); an address update moves the subscription', async () => {
    await dropPendingUploads();
    const subscriptionOid = await ahmetSubscription();
    const filed = await t.call(
      'ApplyForWaterService',
      {
        applicationType: 7,
        subscriberInfoOid: subscriptionOid,
        meterReading: 4321,
        statement: 'Sayaç camı kırık, endeks okunmuyor.',
        documents: await docs(tokens.ahmet, ['meterPhoto']),
        gsmNumber: ahmet.gsm,
      },
      tokens.ahmet,
    );
    expect(filed.statusCode, filed.body).toBe(200);
    expect(filed.json()).toMatchObject({ status: 'received', feeTotal: 0, fees: [], subscriberNo: '1000002' });
    const [queued] = await queueSearch(filed.json().trackingNumber);
    const oid = queued!.applicationOid;
    const past = await act(oid, 0, { kind: 'planSiteVisit', visitDate: '2026-11-24' });
    expect([past.statusCode, past.json().fields]).toEqual([400, { 'action.visitDate': 'İnceleme tarihi geçmiş bir gün olamaz.' }]);
    // A field crew's day: 28.11.2026 is a Saturday.
    const saturday = await act(oid, 0, { kind: 'planSiteVisit', visitDate: '2026-11-28' });
    expect([saturday.statusCode, saturday.json().fields]).toEqual([400, { 'action.visitDate': 'İnceleme tarihi hafta sonuna denk gelemez; lütfen bir iş günü seçiniz.' }]);
    const visit = await acted(oid, 0, { kind: 'planSiteVisit', visitDate: '2026-11-27' });
    expect(visit.citizen).toMatchObject({ status: 'siteVisitPlanned', siteVisitDate: '2026-11-27' });
    expect((await smsInbox(t, ahmet.gsm))[0]!.body).toContain('27.11.2026 tarihinde yerinde inceleme yapılacaktır');
    // The planned visit cannot be skipped, nor recorded before its day.
    expect(visit.allowedActions).not.toContain('approve');
    const skipped = await act(oid, 1, { kind: 'approve' });
    expect([skipped.statusCode, skipped.json().code]).toEqual([422, 'BACKOFFICE_ACTION_NOT_ALLOWED']);
    const early = await act(oid, 1, { kind: 'recordSiteVisit', findings: 'Sayaç camı kırık, değişmeli.' });
    expect([early.statusCode, early.json().code]).toEqual([409, 'SITE_VISIT_NOT_YET']);
    const short = await act(oid, 1, { kind: 'recordSiteVisit', findings: 'tamam' });
    expect(short.statusCode).toBe(400);
    // On the visit's day (a session of that day: the earlier one has expired by then).
    clock = new Date('2026-11-27T11:00:00+03:00');
    const onTheDay = (await signIn(t, fatma.nationalId)).AccessToken;
    const made = await acted(oid, 1, { kind: 'recordSiteVisit', findings: 'Sayaç camı kırık, endeks okunamıyor; sayaç değişmeli.' }, onTheDay);
    expect(made.citizen).toMatchObject({ status: 'siteVisitDone' });
    expect(made.allowedActions).toContain('approve');
    expect(made.history.at(-1)).toMatchObject({ action: 'recordSiteVisit', note: 'Sayaç camı kırık, endeks okunamıyor; sayaç değişmeli.' });
    clock = new Date('2026-11-25T09:00:00+03:00');
    await acted(oid, 2, { kind: 'approve' });
    const replaced = await acted(oid, 3, { kind: 'mountMeter', meterNo: 'SY-NEW-7777', meterReading: 4321 });
    expect(replaced.status).toBe('meterMounted');
    const sub = await t.db.selectFrom('subscription').select(['meter_no', 'registry_oid']).where('oid', '=', subscriptionOid).executeTakeFirstOrThrow();
    expect(sub).toMatchObject({ meter_no: 'SY-NEW-7777', registry_oid: ahmetRegistry });
    const ops = await t.db.selectFrom('water_meter_operation').select(['operation_type', 'meter_reading']).where('subscription_oid', '=', subscriptionOid).execute();
    expect(ops).toEqual([{ operation_type: 3, meter_reading: 4321 }]);

    const addressUpdate = {
      applicationType: 3,
      subscriberInfoOid: subscriptionOid,
      property: { ...property, innerDoorOid: secondInnerDoorOid },
      statement: 'Binaya yeni numara verildi.',
      documents: await docs(tokens.ahmet, ['identity']),
    };
    // A phone the member never proved would be texted now and become the subscription's phone.
    const stranger = await t.call('ApplyForWaterService', { ...addressUpdate, gsmNumber: '5559998877' }, tokens.ahmet);
    expect(stranger.statusCode).toBe(422);
    expect(stranger.json()).toMatchObject({
      code: 'PHONE_MISMATCH',
      fields: { gsmNumber: 'Bildirimler yalnızca doğruladığınız cep telefonunuza gönderilir. Lütfen kayıtlı cep telefonunuzu giriniz.' },
    });
    const moved = await t.call('ApplyForWaterService', { ...addressUpdate, gsmNumber: ahmet.gsm }, tokens.ahmet);
    expect(moved.statusCode, moved.body).toBe(200);
    const [update] = await queueSearch(moved.json().trackingNumber);
    await acted(update!.applicationOid, 0, { kind: 'approve' });
    const after = await t.db.selectFrom('subscription').select(['outer_door_oid', 'inner_door_oid', 'gsm']).where('oid', '=', subscriptionOid).executeTakeFirstOrThrow();
    expect(after).toEqual({ outer_door_oid: property.outerDoorOid, inner_door_oid: secondInnerDoorOid, gsm: ahmet.gsm });
  });
});

describe('a clerk never decides their own case', () => {
  it('refuses a water clerk any action on an application of a company she represents, and lets another clerk decide it', async () => {
    await dropPendingUploads();
    const company = demoCompanies[0]!;
    const companyToken = (await signIn(t, company.taxNumber)).AccessToken;
    const companyRegistry = Number((await t.db.selectFrom('registry').select('oid').where('tax_number', '=', company.taxNumber).executeTakeFirstOrThrow()).oid);
    // FATMA (every back-office role) becomes the company's representative, as AHMET is.
    await t.db
      .insertInto('registry_representative')
      .values({ company_registry_oid: companyRegistry, person_registry_oid: await registryOid(fatma.nationalId) })
      .execute();
    const subscription = await t.db.selectFrom('subscription').select('oid').where('subscriber_no', '=', '1000005').executeTakeFirstOrThrow();
    const filed = await t.call(
      'ApplyForWaterService',
      {
        applicationType: 5,
        subscriberInfoOid: Number(subscription.oid),
        reductionGroundCode: '1',
        documents: await docs(companyToken, ['reductionProof', 'identity']),
        gsmNumber: company.gsm,
      },
      companyToken,
    );
    expect(filed.statusCode, filed.body).toBe(200);
    const [queued] = await queueSearch(filed.json().trackingNumber);
    const row = () => t.db.selectFrom('water_application').select(['status', 'version', 'assigned_member_oid']).where('oid', '=', queued!.applicationOid).executeTakeFirstOrThrow();
    const before = await row();

    for (const action of [{ kind: 'approve' }, { kind: 'assign' }]) {
      const refused = await act(queued!.applicationOid, queued!.version, action, tokens.fatma);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ code: 'BACKOFFICE_OWN_CASE', Message: 'Kendinize veya temsil ettiğiniz bir şirkete ait bir işlem üzerinde işlem yapamazsınız.' });
    }
    expect(await row()).toEqual(before);
    expect((await smsInbox(t, company.gsm)).length).toBe(1);
    await acted(queued!.applicationOid, queued!.version, { kind: 'approve' }, tokens.clerk);
  });
});
