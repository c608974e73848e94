import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordCollection } from '../../../ledger';
import { waterClerkNationalId } from '../../../seed/backoffice';
import { createTestApp, type TestApp } from '../../../testing';
import { demoPeople, signIn, smsInbox } from '../../../testing/identity';
import { UNPAID_APPLICATION_DAYS } from '../expiry';
import { istanbulDate, operations } from '@ebelediye/contract';
import { onePixelPng } from '../../../testing/one-pixel-png';

const ahmet = demoPeople[0]!;
const png = onePixelPng;
const DAY_MS = 24 * 60 * 60 * 1000;
const filedAt = new Date('2026-11-25T09:00:00+03:00');

let clock = filedAt;
let t: TestApp;
/** Doors of the municipality with no subscription: a new subscription may be filed for each. */
let doors: { districtCode: number; streetCode: number; outerDoorOid: number; innerDoorOid: number }[] = [];

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  const { rows } = await sql<{ district_code: number; street_code: number; outer_door_oid: number; inner_door_oid: number }>`
    select o.district_code, o.street_code, o.oid as outer_door_oid, i.oid as inner_door_oid
    from outer_door o
    join district d on d.district_code = o.district_code and d.county_code = ${t.config.publicSetting.CountyCode}
    join inner_door i on i.outer_door_oid = o.oid and i.is_active
    where o.is_active and not exists (select 1 from subscription s where s.outer_door_oid = o.oid)
    order by o.oid, i.oid limit 5`.execute(t.db);
  doors = rows.map((r) => ({
    districtCode: Number(r.district_code),
    streetCode: Number(r.street_code),
    outerDoorOid: Number(r.outer_door_oid),
    innerDoorOid: Number(r.inner_door_oid),
  }));
});
afterAll(() => t.close());

/** A new subscription with its deposit and connection fee, left unpaid (awaitingPayment). */
async function fileUnpaid(door: (typeof doors)[number]) {
  // Signed in anew: the test's clock moves past a session's life.
  const token = (await signIn(t, ahmet.nationalId)).AccessToken;
  const documents = [];
  for (const kind of ['titleDeedOrLease', 'identity']) {
    const r = await t.call('UploadFile', { request: { fileName: 'belge.png', contentBase64: png } }, token);
    documents.push({ kind, fileOid: r.json().fileOid as number });
  }
  const r = await t.call('ApplyForWaterService', { applicationType: 1, subscriberType: 'G', property: door, documents, gsmNumber: ahmet.gsm }, token);
  expect(r.statusCode, r.body).toBe(200);
  expect(r.json().status).toBe('awaitingPayment');
  return r.json().trackingNumber as string;
}

const application = (trackingNumber: string) =>
  t.db.selectFrom('water_application').select(['oid', 'status', 'registry_oid']).where('tracking_number', '=', trackingNumber).executeTakeFirstOrThrow();
const feeStatuses = async (trackingNumber: string) =>
  (
    await t.db
      .selectFrom('water_application_fee as f')
      .innerJoin('water_application as w', 'w.oid', 'f.application_oid')
      .innerJoin('accrual as a', 'a.oid', 'f.accrual_oid')
      .select('a.status')
      .where('w.tracking_number', '=', trackingNumber)
      .orderBy('a.oid')
      .execute()
  ).map((r) => r.status);
const runJob = () => t.app.jobs.tick();

/** A card order at the bank holding the accrual (the payment module's lock), as a citizen mid-payment leaves it. */
async function holdInCardPayment(registryOid: number, accrualOid: number, orderNumber: string) {
  const order = await t.db
    .insertInto('online_payment_order')
    .values({
      order_number: orderNumber,
      registry_oid: registryOid,
      member_user_oid: null,
      payer_kind: 'member',
      bank_code: 'SIM',
      amount: 1,
      accrual_key: String(accrualOid),
      status: 'sentTo3d',
      bank_reference: null,
      masked_pan: null,
      auth_code: null,
      host_reference: null,
      bank_amount: null,
      result_code: null,
      result_message: null,
      collection_oid: null,
      receipt_no: null,
      client_ip: '127.0.0.1',
      created_at: clock,
      updated_at: clock,
      expires_at: new Date(clock.getTime() + 60 * 60 * 1000),
    })
    .returning('oid')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('online_payment_lock')
    .values({ accrual_oid: accrualOid, order_oid: Number(order.oid) })
    .execute();
  return Number(order.oid);
}

/** Pays fee accruals at the counter: the ledger is what the application watches. */
const payAtCounter = (registryOid: number, accrualOids: number[]) =>
  t.db.transaction().execute((trx) => recordCollection(trx, { registryOid, accrualOids, collectionType: 1, channel: 'desk', asOf: istanbulDate(clock), collectedAt: clock }));
const feeOids = async (trackingNumber: string) =>
  (
    await t.db
      .selectFrom('water_application_fee as f')
      .innerJoin('water_application as w', 'w.oid', 'f.application_oid')
      .select('f.accrual_oid')
      .where('w.tracking_number', '=', trackingNumber)
      .orderBy('f.accrual_oid')
      .execute()
  ).map((f) => Number(f.accrual_oid));

describe(`expiry of applications unpaid for ${UNPAID_APPLICATION_DAYS} days`, () => {
  it('closes an unpaid application after the days, not before; its fee debts are cancelled (kept as history); a paid one wins; run twice is once', async () => {
    clock = filedAt;
    const unpaid = await fileUnpaid(doors[0]!);
    const paidLate = await fileUnpaid(doors[1]!);

    // A day before: nothing closes.
    clock = new Date(filedAt.getTime() + (UNPAID_APPLICATION_DAYS - 1) * DAY_MS);
    expect(await runJob()).toContain('water-application-expiry');
    expect((await application(unpaid)).status).toBe('awaitingPayment');

    // Paid on the last day at the counter: the ledger says so, and paid wins over the expiry.
    const late = await application(paidLate);
    const lateFees = await t.db.selectFrom('water_application_fee').select('accrual_oid').where('application_oid', '=', late.oid).execute();
    await t.db.transaction().execute((trx) =>
      recordCollection(trx, {
        registryOid: Number(late.registry_oid),
        accrualOids: lateFees.map((f) => Number(f.accrual_oid)),
        collectionType: 1,
        channel: 'desk',
        asOf: '2026-12-24',
        collectedAt: clock,
      }),
    );

    clock = new Date(filedAt.getTime() + UNPAID_APPLICATION_DAYS * DAY_MS + 60 * 60 * 1000);
    const before = (await smsInbox(t, ahmet.gsm)).length;
    expect(await runJob()).toContain('water-application-expiry');
    expect((await application(unpaid)).status).toBe('expired');
    expect(await feeStatuses(unpaid)).toEqual(['cancelled', 'cancelled']);
    expect((await application(paidLate)).status).toBe('received');
    expect(await feeStatuses(paidLate)).toEqual(['paid', 'paid']);

    const status = await t.call('GetWaterApplicationStatus', { trackingNumber: unpaid, gsmNumber: ahmet.gsm });
    expect(status.json().status).toBe('expired');
    expect(status.json().history.at(-1)).toMatchObject({ status: 'expired', statusName: 'Ödenmediği için kapatıldı' });
    const sent = await smsInbox(t, ahmet.gsm);
    expect(sent.length).toBe(before + 1);
    expect(sent[0]!.body).toContain(`${unpaid} numaralı`);
    // The cancelled fees are no longer a debt of the citizen.
    const debts = await t.call('GetDeclarationAccrumentBalancesofEMunicipality', {}, (await signIn(t, ahmet.nationalId)).AccessToken);
    expect(JSON.stringify(debts.json())).not.toContain(unpaid);

    // It never reached the water unit: not in its queue, not openable there.
    const clerk = (await signIn(t, await waterClerkNationalId(t.db))).AccessToken;
    expect((await t.call('GetBackOfficeWaterApplication', { applicationOid: Number((await application(unpaid)).oid) }, clerk)).statusCode).toBe(404);
    const queue = await t.call('GetBackOfficeWaterApplications', { searchText: unpaid }, clerk);
    expect(queue.json().items).toEqual([]);

    // Run twice (another slot, or another copy): nothing more is closed, written or sent.
    const lines = await t.db
      .selectFrom('water_application_status')
      .select('oid')
      .where('application_oid', '=', (await application(unpaid)).oid)
      .execute();
    clock = new Date(clock.getTime() + 2 * 60 * 60 * 1000);
    await runJob();
    expect(
      await t.db
        .selectFrom('water_application_status')
        .select('oid')
        .where('application_oid', '=', (await application(unpaid)).oid)
        .execute(),
    ).toHaveLength(lines.length);
    expect((await smsInbox(t, ahmet.gsm)).length).toBe(before + 1);
    // The door is free again: the citizen may apply anew.
    await fileUnpaid(doors[0]!);
  });

  it('leaves an application whose fee is in a card payment at the bank', async () => {
    clock = new Date('2027-02-01T09:00:00+03:00');
    const inPayment = await fileUnpaid(doors[2]!);
    const row = await application(inPayment);
    const [fee] = await t.db.selectFrom('water_application_fee').select('accrual_oid').where('application_oid', '=', row.oid).execute();
    const orderOid = await holdInCardPayment(Number(row.registry_oid), Number(fee!.accrual_oid), 'TEST-EXPIRY-1');
    clock = new Date(clock.getTime() + (UNPAID_APPLICATION_DAYS + 1) * DAY_MS);
    await t.app.jobs.tick();
    expect((await application(inPayment)).status).toBe('awaitingPayment');
    await t.db.deleteFrom('online_payment_lock').where('order_oid', '=', orderOid).execute();
    clock = new Date(clock.getTime() + 2 * 60 * 60 * 1000);
    await t.app.jobs.tick();
    expect((await application(inPayment)).status).toBe('expired');
  });

  it('closes a partly paid application without losing the paid part: the unpaid debts are cancelled and the paid fee awaits the four-eyes refund', async () => {
    clock = new Date('2027-04-01T09:00:00+03:00');
    const partlyPaid = await fileUnpaid(doors[3]!);
    const row = await application(partlyPaid);
    const [deposit, connection] = await feeOids(partlyPaid);
    await payAtCounter(Number(row.registry_oid), [connection!]);
    const before = (await smsInbox(t, ahmet.gsm)).length;

    clock = new Date(clock.getTime() + (UNPAID_APPLICATION_DAYS - 1) * DAY_MS);
    await runJob();
    expect((await application(partlyPaid)).status).toBe('awaitingPayment');

    clock = new Date(clock.getTime() + DAY_MS + 60 * 60 * 1000);
    await runJob();
    expect((await application(partlyPaid)).status).toBe('rejected');
    expect(await feeStatuses(partlyPaid)).toEqual(['cancelled', 'paid']);
    const status = operations.GetWaterApplicationStatus.response.parse((await t.call('GetWaterApplicationStatus', { trackingNumber: partlyPaid, gsmNumber: ahmet.gsm })).json());
    expect(status.history.map((h) => h.status)).toEqual(['awaitingPayment', 'rejected']);
    expect(status.rejectionReason).toContain('Ödediğiniz 450,00 ₺ size iade edilecektir.');
    expect(status.fees.map((f) => [f.amount, f.paid])).toEqual([
      [96_840, false],
      [45_000, true],
    ]);
    const sent = await smsInbox(t, ahmet.gsm);
    expect(sent.length).toBe(before + 1);
    expect(sent[0]!.body).toContain(`${partlyPaid} numaralı`);
    expect(sent[0]!.body).toContain('450,00 ₺ size iade edilecektir');
    // The cancelled deposit is no longer the citizen's debt; the paid fee is still a payment.
    expect(await t.db.selectFrom('accrual').select('status').where('oid', '=', deposit!).executeTakeFirstOrThrow()).toEqual({ status: 'cancelled' });

    // In the water unit's queue, with the refund to approve and pay by two different clerks.
    const clerk = (await signIn(t, await waterClerkNationalId(t.db))).AccessToken;
    const second = (await signIn(t, demoPeople[2]!.nationalId)).AccessToken;
    // The dashboard counts it as waiting work until the refund is paid.
    const waiting = async () =>
      operations.GetBackOfficeDashboard.response.parse((await t.call('GetBackOfficeDashboard', {}, clerk)).json()).queues.find((q) => q.queue === 'waterApplications')!
        .waitingCount;
    const waitingWithRefundDue = await waiting();
    const detail = operations.GetBackOfficeWaterApplication.response.parse((await t.call('GetBackOfficeWaterApplication', { applicationOid: Number(row.oid) }, clerk)).json());
    expect(detail.allowedActions).toContain('approveFeeRefund');
    expect(detail.history.map((h) => [h.action, h.toStatus])).toEqual([
      ['filed', 'awaitingPayment'],
      ['expired', 'rejected'],
    ]);
    const act = (token: string, version: number, action: Record<string, unknown>) =>
      t.call('ActOnBackOfficeWaterApplication', { applicationOid: Number(row.oid), version, action }, token);
    const approved = await act(clerk, detail.version, { kind: 'approveFeeRefund' });
    expect([approved.statusCode, approved.json().status], approved.body).toEqual([200, 'refundApproved']);
    expect(await waiting()).toBe(waitingWithRefundDue);
    expect((await act(clerk, detail.version + 1, { kind: 'markFeeRefundPaid', paymentReference: 'DEKONT-1' })).json().code).toBe('FOUR_EYES_REQUIRED');
    const refunded = await act(second, detail.version + 1, { kind: 'markFeeRefundPaid', paymentReference: 'DEKONT-1' });
    expect([refunded.statusCode, refunded.json().status], refunded.body).toEqual([200, 'refunded']);
    expect(await waiting()).toBe(waitingWithRefundDue - 1);

    // Run again: nothing is closed, written or sent twice.
    const lines = (await t.db.selectFrom('water_application_status').select('oid').where('application_oid', '=', row.oid).execute()).length;
    const texts = (await smsInbox(t, ahmet.gsm)).length;
    clock = new Date(clock.getTime() + 2 * 60 * 60 * 1000);
    await runJob();
    expect((await t.db.selectFrom('water_application_status').select('oid').where('application_oid', '=', row.oid).execute()).length).toBe(lines);
    expect((await smsInbox(t, ahmet.gsm)).length).toBe(texts);
  });

  it('leaves a partly paid application whose last fee is in a card payment, and moves it on when that payment completes', async () => {
    clock = new Date('2027-06-01T09:00:00+03:00');
    const partlyPaid = await fileUnpaid(doors[4]!);
    const row = await application(partlyPaid);
    const [deposit, connection] = await feeOids(partlyPaid);
    await payAtCounter(Number(row.registry_oid), [connection!]);
    const orderOid = await holdInCardPayment(Number(row.registry_oid), deposit!, 'TEST-EXPIRY-2');
    clock = new Date(clock.getTime() + (UNPAID_APPLICATION_DAYS + 1) * DAY_MS);
    await runJob();
    expect((await application(partlyPaid)).status).toBe('awaitingPayment');
    expect(await feeStatuses(partlyPaid)).toEqual(['open', 'paid']);
    // The bank answers: the card payment collects the deposit, and paid wins over the expiry.
    await t.db.deleteFrom('online_payment_lock').where('order_oid', '=', orderOid).execute();
    await payAtCounter(Number(row.registry_oid), [deposit!]);
    clock = new Date(clock.getTime() + 2 * 60 * 60 * 1000);
    await runJob();
    expect((await application(partlyPaid)).status).toBe('received');
    expect(await feeStatuses(partlyPaid)).toEqual(['paid', 'paid']);
  });
});
