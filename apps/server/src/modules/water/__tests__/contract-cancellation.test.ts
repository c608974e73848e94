import { operations } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../testing';
import { demoPeople, signIn, smsInbox } from '../../../testing/identity';
import { readPdf } from '../../../testing/pdf-text';
import { proveSubscription, subscriptionOid } from '../../../testing/subscriptions';
import { cancellationRows, waterTestApp } from './water-testing';

let t: TestApp;
let nextWindow: () => void;
let zeynepSecond: number;
let zeynepFirst: number;
const phone = '5337654321';
const iban = 'TR330006100519786457841326';
const application = (subscriberInfoOid: number, verificationToken: string, extra: Record<string, unknown> = {}) => ({
  subscriberInfoOid,
  verificationToken,
  waterLineCuttingDate: '2026-11-26',
  depositReturnType: 1,
  ibanOwner: 'Zeynep Kaya',
  bankIbanNo: iban,
  address: 'Çay Mah. Zeytin Sok. No:7 İç Kapı:2 Defne/Hatay',
  email: 'zeynep@example.com.tr',
  gsmNumber: '(533) 765 43 21',
  ...extra,
});

beforeAll(async () => {
  ({ t, nextWindow } = await waterTestApp());
  zeynepSecond = await subscriptionOid(t, '1000006');
  zeynepFirst = await subscriptionOid(t, '1000003');
});
afterAll(() => t.close());

describe('the cancellation form', () => {
  it('shows the deposit, the open water debt set off from it, the refund and the earliest working day', async () => {
    const { paymentProof } = await proveSubscription(t, '1000006', phone);
    const summary = operations.GetContractCancellationSummary.response.parse(
      (await t.call('GetContractCancellationSummary', { subscriberInfoOid: zeynepSecond, paymentProof })).json(),
    );
    expect(summary).toMatchObject({
      subscriberNo: '1000006',
      holderName: 'ZE*** KA***',
      waterLineStatus: 1,
      depositAmount: 96_840,
      openDebtTotal: 24_010,
      debtSettlementRule: 'SET_OFF',
      setOffAmount: 24_010,
      refundAmount: 72_830,
      debtToPayFirst: 0,
      earliestCuttingDate: '2026-11-24',
      openApplicationTrackingNumber: null,
    });
    expect(summary.nonWorkingDays[0]).toEqual({ date: '2027-01-01', name: 'Yılbaşı' });
  });
});

describe('refusals change nothing', () => {
  let proof: { verificationToken: string; paymentProof: string };
  beforeAll(async () => {
    nextWindow();
    proof = await proveSubscription(t, '1000006', phone);
  });

  it.each([
    ['an invalid IBAN', { bankIbanNo: 'TR330006100519786457841327' }, 400, 'VALIDATION_FAILED', 'bankIbanNo'],
    ['a foreign IBAN', { bankIbanNo: 'DE89370400440532013000' }, 400, 'VALIDATION_FAILED', 'bankIbanNo'],
    ['an IBAN without its owner', { ibanOwner: undefined }, 400, 'VALIDATION_FAILED', 'ibanOwner'],
    ['an IBAN in another name', { ibanOwner: 'Zeynep Kara' }, 422, 'IBAN_OWNER_MISMATCH', 'ibanOwner'],
    ['a cutting date in the past', { waterLineCuttingDate: '2026-11-20' }, 422, 'CUTTING_DATE_NOT_ALLOWED', 'waterLineCuttingDate'],
    ['a Saturday', { waterLineCuttingDate: '2026-11-28' }, 422, 'CUTTING_DATE_NOT_ALLOWED', 'waterLineCuttingDate'],
    ['an official holiday', { waterLineCuttingDate: '2027-01-01' }, 422, 'CUTTING_DATE_NOT_ALLOWED', 'waterLineCuttingDate'],
    ['a bank branch that does not exist', { depositReturnType: 2, bankBranchOid: 999_999 }, 400, 'VALIDATION_FAILED', 'bankBranchOid'],
    ['a branch refund without a branch', { depositReturnType: 2 }, 400, 'VALIDATION_FAILED', 'bankBranchOid'],
    ['a short address', { address: 'kısa' }, 400, 'VALIDATION_FAILED', 'address'],
    ['a phone other than the one the code proved', { gsmNumber: '5559998877' }, 422, 'PHONE_MISMATCH', 'gsmNumber'],
  ])('%s', async (_name, change, status, code, field) => {
    const before = await cancellationRows(t);
    const answer = await t.call('StartElectronicStateContractCancellation', application(zeynepSecond, proof.verificationToken, change));
    expect(answer.statusCode, answer.body).toBe(status);
    expect(answer.json().code).toBe(code);
    expect(answer.json().fields?.[field]).toBeTruthy();
    expect(await cancellationRows(t)).toEqual(before);
  });

  it('needs a live CONTRACT_CANCELLATION proof of that very subscription', async () => {
    const before = await cancellationRows(t);
    expect((await t.call('StartElectronicStateContractCancellation', application(zeynepSecond, 'not-a-real-token-0123456789'))).json().code).toBe('VERIFICATION_REQUIRED');
    const another = await t.call('StartElectronicStateContractCancellation', application(zeynepFirst, proof.verificationToken));
    expect(another.statusCode).toBe(404);
    nextWindow();
    const payment = await proveSubscription(t, '1000006', phone, { purpose: 'WATER_FAST_PAYMENT' });
    expect((await t.call('StartElectronicStateContractCancellation', application(zeynepSecond, payment.verificationToken))).json().code).toBe('VERIFICATION_REQUIRED');
    expect(await cancellationRows(t)).toEqual(before);
  });

  it('refuses when open water debts exceed the deposit, or when the municipality wants them paid first', async () => {
    nextWindow();
    const first = await proveSubscription(t, '1000003', phone);
    const before = await cancellationRows(t);
    const big = await t.call('StartElectronicStateContractCancellation', application(zeynepFirst, first.verificationToken));
    expect(big.statusCode).toBe(422);
    expect(big.json()).toMatchObject({ code: 'WATER_DEBTS_MUST_BE_PAID', Message: expect.stringContaining('güvence bedelinden fazla') });

    nextWindow();
    proof = await proveSubscription(t, '1000006', phone);
    await t.db.updateTable('parameter').set({ parameter_value: 'PAY_FIRST' }).where('parameter_code', '=', 'WATER_DEBT_SETTLEMENT').execute();
    const payFirst = await t.call('StartElectronicStateContractCancellation', application(zeynepSecond, proof.verificationToken));
    expect(payFirst.json().code).toBe('WATER_DEBTS_MUST_BE_PAID');
    const summary = (await t.call('GetContractCancellationSummary', { subscriberInfoOid: zeynepSecond, paymentProof: proof.paymentProof })).json();
    expect(summary).toMatchObject({ debtSettlementRule: 'PAY_FIRST', setOffAmount: 0, refundAmount: 96_840, debtToPayFirst: 24_010 });
    await t.db.updateTable('parameter').set({ parameter_value: 'SET_OFF' }).where('parameter_code', '=', 'WATER_DEBT_SETTLEMENT').execute();
    expect(await cancellationRows(t)).toEqual(before);
  });
});

describe('an application', () => {
  it('is filed with a tracking number, sets the line to "cut request sent", confirms by SMS and can be followed', async () => {
    nextWindow();
    const zeynep = (await signIn(t, demoPeople[1]!.nationalId)).AccessToken;
    const proof = await proveSubscription(t, '1000006', phone, { token: zeynep });
    const before = await cancellationRows(t);
    const answer = await t.call('StartElectronicStateContractCancellation', application(zeynepSecond, proof.verificationToken), zeynep);
    expect(answer.statusCode, answer.body).toBe(200);
    const filed = operations.StartElectronicStateContractCancellation.response.parse(answer.json());
    expect(filed.trackingNumber).toMatch(/^AI-[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}$/);
    expect(filed).toMatchObject({
      applicationType: 6,
      applicationTypeName: 'Abonelik İptali',
      subscriberNo: '1000006',
      status: 'received',
      waterLineStatus: 2,
      waterLineStatusName: 'Kesme Talebi Gönderildi',
      waterLineCuttingDate: '2026-11-26',
      depositReturnType: 1,
      maskedIban: 'TR** **** **** **** **** 8413 26',
      depositAmount: 96_840,
      setOffAmount: 24_010,
      refundAmount: 72_830,
    });
    expect(filed.history).toEqual([expect.objectContaining({ waterLineStatus: 2, statusName: 'Kesme Talebi Gönderildi', reason: expect.stringContaining(filed.trackingNumber) })]);
    const after = await cancellationRows(t);
    expect(after.applications).toBe(before.applications + 1);
    expect(after.lines.find((l) => l.subscriber_no === '1000006')!.water_line_status).toBe(2);
    expect((await smsInbox(t, phone))[0]!.body).toContain(`Takip no: ${filed.trackingNumber}`);

    const followed = await t.call('GetContractCancellationStatus', { trackingNumber: filed.trackingNumber.toLowerCase(), gsmNumber: '0533 765 43 21' });
    expect(followed.json()).toEqual(answer.json());
    const wrongPhone = await t.call('GetContractCancellationStatus', { trackingNumber: filed.trackingNumber, gsmNumber: '5559998877' });
    const unknown = await t.call('GetContractCancellationStatus', { trackingNumber: 'AI-22222-22222', gsmNumber: phone });
    expect(wrongPhone.statusCode).toBe(404);
    expect(wrongPhone.body).toBe(unknown.body);
    expect((await t.call('GetContractCancellationStatus', { trackingNumber: 'XYZ', gsmNumber: phone })).json().fields.trackingNumber).toBeTruthy();

    expect((await t.call('GetMemberContractCancellations', {}, zeynep)).json().map((a: { trackingNumber: string }) => a.trackingNumber)).toEqual([filed.trackingNumber]);
    const ahmet = (await signIn(t, demoPeople[0]!.nationalId)).AccessToken;

    // The petition to sign: by tracking number and phone, or for the member whose subscription it is; never for anyone else.
    const petition = await t.call('GetContractCancellationPetition', { trackingNumber: filed.trackingNumber, gsmNumber: phone });
    expect(petition.statusCode, petition.body).toBe(200);
    expect(petition.headers['content-disposition']).toContain(`abonelik-iptal-dilekcesi-${filed.trackingNumber}.pdf`);
    const text = (await readPdf(petition.rawPayload)).text;
    for (const expected of [
      'T.C. HATAY',
      'ANTAKYA BELEDİYESİ BAŞKANLIĞINA',
      'SU ABONELİĞİ İPTAL DİLEKÇESİ',
      filed.trackingNumber,
      '1000006',
      'ZEYNEP KAYA',
      '26.11.2026',
      'TR** **** **** **** **** 8413 26',
      'Zeynep Kaya',
      'Çay Mah. Zeytin Sok. No:7 İç Kapı:2 Defne/Hatay',
      '968,40 ₺',
      '728,30 ₺',
      '(533) 765 43 21',
      'İmza',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain(iban);
    expect((await t.call('GetContractCancellationPetition', { trackingNumber: filed.trackingNumber }, zeynep)).statusCode).toBe(200);
    expect((await t.call('GetContractCancellationPetition', { trackingNumber: filed.trackingNumber }, ahmet)).statusCode).toBe(404);
    expect((await t.call('GetContractCancellationPetition', { trackingNumber: filed.trackingNumber })).statusCode).toBe(404);
    expect((await t.call('GetContractCancellationPetition', { trackingNumber: filed.trackingNumber, gsmNumber: '5559998877' })).statusCode).toBe(404);
    expect((await t.call('GetMemberContractCancellations', {}, ahmet)).json()).toEqual([]);
    expect((await t.call('GetMemberContractCancellations', {})).statusCode).toBe(401);

    // The proof was spent, and a second application for the same subscription is refused.
    expect((await t.call('StartElectronicStateContractCancellation', application(zeynepSecond, proof.verificationToken))).json().code).toBe('VERIFICATION_REQUIRED');
    nextWindow();
    const again = await proveSubscription(t, '1000006', phone);
    const second = await t.call('StartElectronicStateContractCancellation', application(zeynepSecond, again.verificationToken, { depositReturnType: 3 }));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'CANCELLATION_ALREADY_OPEN', Message: expect.stringContaining(filed.trackingNumber) });
    expect((await t.call('GetContractCancellationSummary', { subscriberInfoOid: zeynepSecond, paymentProof: again.paymentProof })).json().openApplicationTrackingNumber).toBe(
      filed.trackingNumber,
    );
    expect(await cancellationRows(t)).toEqual(after);
  });

  it("takes a signed-in member's session as the proof for their own subscription only, and still wants the code of anyone else", async () => {
    nextWindow();
    const zeynep = (await signIn(t, demoPeople[1]!.nationalId)).AccessToken;
    const ahmet = (await signIn(t, demoPeople[0]!.nationalId)).AccessToken;
    const before = await cancellationRows(t);
    const { verificationToken: _none, ...withoutCode } = application(zeynepFirst, '');
    // Not signed in: the code is still the proof.
    expect((await t.call('StartElectronicStateContractCancellation', withoutCode)).json().code).toBe('VERIFICATION_REQUIRED');
    // Another member's subscription is the same 404 as an unknown one.
    expect((await t.call('StartElectronicStateContractCancellation', withoutCode, ahmet)).statusCode).toBe(404);
    expect((await t.call('StartElectronicStateContractCancellation', { ...withoutCode, subscriberInfoOid: 999_999 }, zeynep)).statusCode).toBe(404);
    // The confirmation goes only to the member's registered phone.
    const elsewhere = await t.call('StartElectronicStateContractCancellation', { ...withoutCode, gsmNumber: '5559998877' }, zeynep);
    expect(elsewhere.json()).toMatchObject({ code: 'PHONE_MISMATCH', fields: { gsmNumber: expect.any(String) } });
    expect(await cancellationRows(t)).toEqual(before);

    // Past the proof, the subscription's own rules decide as for anyone (1000003 owes more than its deposit).
    const own = await t.call('StartElectronicStateContractCancellation', { ...withoutCode, gsmNumber: demoPeople[1]!.gsm }, zeynep);
    expect(own.json().code, own.body).toBe('WATER_DEBTS_MUST_BE_PAID');
    expect(await cancellationRows(t)).toEqual(before);
  });

  it('keeps one open application per subscription even if the service check is raced', async () => {
    const open = await t.db.selectFrom('contract_cancellation').selectAll().where('status', '=', 'received').executeTakeFirstOrThrow();
    const { oid: _oid, ...copy } = open;
    await expect(
      t.db
        .insertInto('contract_cancellation')
        .values({ ...copy, tracking_number: 'AI-33333-33333' })
        .execute(),
    ).rejects.toThrow();
  });
});
