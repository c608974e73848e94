import { operations } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { demoPeople, signIn, smsInbox } from '../../../testing/identity';
import { waterClerkNationalId } from '../../../seed/backoffice';
import { proveSubscription, subscriptionOid } from '../../../testing/subscriptions';

const zeynep = demoPeople[1]!;
const fatma = demoPeople[2]!;
const phone = '5337654321';

let t: TestApp;
const tokens = { zeynep: '', fatma: '' };
let zeynepOid = 0;
beforeAll(async () => {
  // The water tests' day: the demo subscription 1000006's debts and deposit are as of then.
  t = await createTestApp({ now: () => new Date('2026-11-23T09:00:00+03:00') });
  tokens.zeynep = (await signIn(t, zeynep.nationalId)).AccessToken;
  tokens.fatma = (await signIn(t, fatma.nationalId)).AccessToken;
  zeynepOid = Number((await t.db.selectFrom('member').select('oid').where('user_name', '=', zeynep.nationalId).executeTakeFirstOrThrow()).oid);
});
afterAll(() => t.close());

const act = (cancellationOid: number, version: number, action: Record<string, unknown>, token = tokens.fatma) =>
  t.call('ActOnBackOfficeWaterCancellation', { cancellationOid, version, action }, token);
const acted = async (cancellationOid: number, version: number, action: Record<string, unknown>, token = tokens.fatma) => {
  const r = await act(cancellationOid, version, action, token);
  expect(r.statusCode, r.body).toBe(200);
  return operations.ActOnBackOfficeWaterCancellation.response.parse(r.json());
};
const snapshot = async (cancellationOid: number) => {
  const row = await t.db.selectFrom('contract_cancellation').selectAll().where('oid', '=', cancellationOid).executeTakeFirstOrThrow();
  const line = await t.db.selectFrom('subscription').select('water_line_status').where('oid', '=', row.subscription_oid).executeTakeFirstOrThrow();
  const events = await t.db.selectFrom('backoffice_event').select('oid').where('queue', '=', 'waterCancellations').where('item_oid', '=', cancellationOid).execute();
  const history = await t.db.selectFrom('water_line_status_history').select('oid').where('cancellation_oid', '=', cancellationOid).execute();
  return { row, line: line.water_line_status, events: events.length, history: history.length };
};

/** An application filed straight into the tables, for subscriptions the citizen flow does not reach here. */
async function filedDirectly(subscriberNo: string, refund: number) {
  const sub = await t.db.selectFrom('subscription').select(['oid', 'registry_oid', 'deposit_amount']).where('subscriber_no', '=', subscriberNo).executeTakeFirstOrThrow();
  await t.db.updateTable('subscription').set({ water_line_status: 2 }).where('oid', '=', sub.oid).execute();
  const row = await t.db
    .insertInto('contract_cancellation')
    .values({
      tracking_number: `AI-TEST${subscriberNo.slice(-1)}-${subscriberNo.slice(-5)}`.replace(/[01]/g, '9'),
      subscription_oid: sub.oid,
      registry_oid: sub.registry_oid,
      status: 'received',
      water_line_cutting_date: '2026-11-26',
      deposit_return_type: refund > 0 ? 1 : 3,
      iban_owner: refund > 0 ? 'Test Abone' : null,
      bank_iban_no: refund > 0 ? 'TR330006100519786457841326' : null,
      bank_branch_oid: null,
      cancellation_reason_code: null,
      address: 'Test adresi, Antakya/Hatay',
      email: null,
      gsm: '5300000001',
      deposit_amount: Number(sub.deposit_amount),
      open_debt_total: 0,
      set_off_amount: 0,
      refund_amount: refund,
      member_user_oid: null,
      created_at: new Date('2026-11-23T08:00:00Z'),
      updated_at: new Date('2026-11-23T08:00:00Z'),
    })
    .returning('oid')
    .executeTakeFirstOrThrow();
  return Number(row.oid);
}

describe('water cancellations queue', () => {
  it('from the citizen request to the refund paid: cut order, line cut with the final bill, refund approved by one clerk and paid by another', async () => {
    const proof = await proveSubscription(t, '1000006', phone);
    const filed = await t.call('StartElectronicStateContractCancellation', {
      subscriberInfoOid: await subscriptionOid(t, '1000006'),
      verificationToken: proof.verificationToken,
      waterLineCuttingDate: '2026-11-26',
      depositReturnType: 1,
      ibanOwner: 'Zeynep Kaya',
      bankIbanNo: 'TR330006100519786457841326',
      address: 'Çay Mah. Zeytin Sok. No:7 İç Kapı:2 Defne/Hatay',
      gsmNumber: phone,
    });
    expect(filed.statusCode, filed.body).toBe(200);
    const { trackingNumber } = filed.json();

    const page = (await t.call('GetBackOfficeWaterCancellations', { searchText: trackingNumber }, tokens.fatma)).json();
    expect(page.items).toEqual([expect.objectContaining({ trackingNumber, stage: 'received', waterLineStatus: 2, subscriberNo: '1000006' })]);
    const oid = page.items[0].cancellationOid as number;
    const first = operations.GetBackOfficeWaterCancellation.response.parse((await t.call('GetBackOfficeWaterCancellation', { cancellationOid: oid }, tokens.fatma)).json());
    expect(first).toMatchObject({ iban: 'TR330006100519786457841326', finalBill: { depositAmount: 96_840, openDebtTotal: 24_010, setOffAmount: 24_010, refundAmount: 72_830 } });
    expect(first.allowedActions).toEqual(['assign', 'note', 'sendCutOrder', 'recordCutRejected']);

    await acted(oid, 0, { kind: 'sendCutOrder' });
    // A fast-payment proof taken while the line still runs, to look at the debts as a payer after the cut.
    const fastPayment = await proveSubscription(t, '1000006', phone, { purpose: 'WATER_FAST_PAYMENT' });
    const cut = await acted(oid, 1, { kind: 'recordLineCut', note: 'Sayaç sökülerek mühürlendi.', meterStatus: 3 });
    expect(cut).toMatchObject({ stage: 'lineCut', waterLineStatus: 3, waterLineStatusName: 'Kesildi', finalBill: { refundAmount: 72_830 } });
    // The cut's set-off paid the 240,10 ₺ bill from the deposit: no debt screen offers it again.
    const bills = await t.db
      .selectFrom('accrual')
      .select(['oid', 'status'])
      .where('subscription_oid', '=', await subscriptionOid(t, '1000006'))
      .where('income_type_code', '=', 'SU')
      .execute();
    expect(bills.filter((b) => b.status === 'open')).toEqual([]);
    const setOff = await t.db
      .selectFrom('collection_line as l')
      .innerJoin('collection as c', 'c.oid', 'l.collection_oid')
      .select(['c.collection_type', 'c.channel', 'l.principal_amount'])
      .where(
        'l.accrual_oid',
        'in',
        bills.map((b) => b.oid),
      )
      .where('c.collection_type', '=', 5)
      .execute();
    expect(setOff).toEqual([{ collection_type: 5, channel: 'deposit', principal_amount: 24_010 }]);
    const balances = (await t.call('GetDeclarationAccrumentBalancesofEMunicipality', {}, tokens.zeynep)).json() as { lines: { accrumentOid: number }[] };
    expect(balances.lines.filter((l) => bills.some((b) => b.oid === l.accrumentOid))).toEqual([]);
    const fast = await t.call('GetDeclarationAccrumentBalancesofEMunicipality', { paymentProof: fastPayment.paymentProof });
    expect(fast.statusCode, fast.body).toBe(200);
    expect((fast.json() as { lines: unknown[] }).lines).toEqual([]);
    expect((await act(oid, 2, { kind: 'closeWithoutRefund' })).json().code).toBe('REFUND_DUE');
    const approved = await acted(oid, 2, { kind: 'approveRefund' });
    expect(approved).toMatchObject({ stage: 'refundApproved', refundApprovedBy: { name: 'FATMA ŞAHİN' } });
    // The subscriber reads the same step the clerk just took, though the application is not finished.
    const meanwhile = (await t.call('GetContractCancellationStatus', { trackingNumber, gsmNumber: phone })).json();
    expect(meanwhile).toMatchObject({ status: 'received', stage: 'refundApproved' });

    // Four eyes: the approver cannot mark it paid, and a refused try changes nothing.
    const before = await snapshot(oid);
    const self = await act(oid, 3, { kind: 'markRefundPaid', paymentReference: 'EFT-2026-0001' });
    expect([self.statusCode, self.json().code]).toEqual([422, 'FOUR_EYES_REQUIRED']);
    expect(self.json().Message).toBe('İadeyi onaylayan çalışan ödemeyi işaretleyemez; ödeme başka bir çalışan tarafından işaretlenmelidir.');
    expect(await snapshot(oid)).toEqual(before);
    // ZEYNEP is a complaints clerk only until she is given the water role.
    expect((await act(oid, 3, { kind: 'markRefundPaid', paymentReference: 'EFT-2026-0001' }, tokens.zeynep)).statusCode).toBe(403);
    expect((await t.call('GrantBackOfficeRole', { userOid: zeynepOid, role: 'WATER_CLERK', reason: 'Su işleri biriminde görevlendirildi' }, tokens.fatma)).statusCode).toBe(200);
    // The subscription is her own: a clerk never decides her own case, whatever her roles.
    const own = await act(oid, 3, { kind: 'markRefundPaid', paymentReference: 'EFT-2026-0001' }, tokens.zeynep);
    expect([own.statusCode, own.json().code]).toEqual([403, 'BACKOFFICE_OWN_CASE']);
    expect(await snapshot(oid)).toEqual(before);
    const clerk = await waterClerkNationalId(t.db);
    const clerkOid = Number((await t.db.selectFrom('member').select('oid').where('user_name', '=', clerk).executeTakeFirstOrThrow()).oid);
    const paid = await acted(oid, 3, { kind: 'markRefundPaid', paymentReference: 'EFT-2026-0001' }, (await signIn(t, clerk)).AccessToken);
    expect(paid).toMatchObject({ stage: 'completed', refundPaidBy: { userOid: clerkOid }, paymentReference: 'EFT-2026-0001', allowedActions: ['note'] });
    expect(paid.history.map((h) => h.action)).toEqual(['filed', 'sendCutOrder', 'recordLineCut', 'approveRefund', 'markRefundPaid']);

    const citizen = (await t.call('GetContractCancellationStatus', { trackingNumber, gsmNumber: phone })).json();
    expect(citizen).toMatchObject({ status: 'completed', stage: 'completed', waterLineStatus: 3 });
    expect(citizen.steps.map((s: { stage: string }) => s.stage)).toEqual(['received', 'cutOrdered', 'lineCut', 'refundApproved', 'completed']);
    expect(citizen.history.map((h: { waterLineStatus: number }) => h.waterLineStatus)).toEqual([2, 2, 3]);
    expect((await smsInbox(t, phone))[0]!.body).toContain(`${trackingNumber} numaralı abonelik iptal başvurunuz sonuçlandı; 728,30 TL güvence bedeli iadeniz ödendi.`);
  });

  it('a rejected cut request moves the line to 4 and rejects the application with its reason; nothing else is possible after', async () => {
    const oid = await filedDirectly('1000003', 10_000);
    const rejected = await acted(oid, 0, { kind: 'recordCutRejected', reason: 'Sayaç ortak kullanımda, kesim yapılamaz.' });
    expect(rejected).toMatchObject({ stage: 'cutRejected', waterLineStatus: 4, rejectionReason: 'Sayaç ortak kullanımda, kesim yapılamaz.', allowedActions: ['note'] });
    const before = await snapshot(oid);
    const again = await act(oid, 1, { kind: 'recordLineCut', meterStatus: 3 });
    expect([again.statusCode, again.json().code]).toEqual([422, 'BACKOFFICE_ACTION_NOT_ALLOWED']);
    expect(await snapshot(oid)).toEqual(before);
    expect(before.row.status).toBe('rejected');
    expect((await smsInbox(t, '5300000001'))[0]!.body).toContain('reddedildi. Gerekçe: Sayaç ortak kullanımda');
  });

  it('two clerks sending the cut order at once: exactly one wins', async () => {
    const other = await t.db
      .selectFrom('subscription')
      .select('subscriber_no')
      .where('water_line_status', '=', 1)
      .where('subscriber_no', 'not like', '100000%')
      .orderBy('oid')
      .executeTakeFirstOrThrow();
    const oid = await filedDirectly(other.subscriber_no, 0);
    const [a, b] = await Promise.all([act(oid, 0, { kind: 'sendCutOrder' }, tokens.fatma), act(oid, 0, { kind: 'sendCutOrder' }, tokens.zeynep)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const after = await snapshot(oid);
    expect([after.row.version, after.events, after.history]).toEqual([1, 1, 1]);

    // With nothing to refund the application is closed after the cut, and a refund cannot be approved.
    // Today (23.11) is before the subscriber's chosen day (26.11): an early cut needs its reason.
    const beforeCut = await snapshot(oid);
    for (const note of [undefined, 'erken']) {
      const early = await act(oid, 1, { kind: 'recordLineCut', meterStatus: 3, ...(note ? { note } : {}) });
      expect([early.statusCode, early.json().code]).toEqual([409, 'WATER_CUT_BEFORE_CHOSEN_DATE']);
      expect(early.json().Message).toBe('Abonenin seçtiği kesim tarihi henüz gelmedi. Hat daha önce kesildiyse nedenini not olarak yazınız.');
    }
    expect(await snapshot(oid)).toEqual(beforeCut);
    await acted(oid, 1, { kind: 'recordLineCut', note: 'Abone erken kesim istedi, telefonla teyit edildi.', meterStatus: 3 });
    expect((await act(oid, 2, { kind: 'approveRefund' })).json().code).toBe('NOTHING_TO_REFUND');
    expect(await acted(oid, 2, { kind: 'closeWithoutRefund' })).toMatchObject({ stage: 'completed' });
  });
});
