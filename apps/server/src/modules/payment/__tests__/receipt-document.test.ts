import { operations } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amountInWords } from '../../../documents/amount-in-words';
import { issuePaymentProof, openAccruals } from '../../../ledger';
import { latestCode, smsInbox, solvedChallenge } from '../../../testing/identity';
import { decodeQrCode, readPdf } from '../../../testing/pdf-text';
import { subscriptionOid } from '../../../testing/subscriptions';
import { body, member, nestpayToReturn, openOrder, orderRow, payableOids, paymentTestApp, postForm, registryOidOf, type PaymentTestApp } from './payment-fixture';

let t: PaymentTestApp;
beforeAll(async () => {
  t = await paymentTestApp();
});
afterAll(() => t.close());

const AHMET = { id: '10000000146', gsm: '5321234567' };

/** Fast payment as a citizen does it: ID number and registered phone, the SMS code, then the proof. */
async function proveByPhone(id: string, gsm: string): Promise<string> {
  const sent = await t.call('ValidateRegistries', { filter: id, gsmNumber: gsm, altcha: await solvedChallenge(t) });
  expect(sent.statusCode, sent.body).toBe(200);
  const validated = await t.call('ValidateCode', { operationReferenceNumber: sent.json().operationReferenceNumber, userEntredCode: await latestCode(t, gsm) });
  expect(validated.statusCode, validated.body).toBe(200);
  return validated.json().paymentProof as string;
}

describe('the fast-payment receipt', () => {
  it("names the payer who proved themselves in full, with the province, the bank's numbers, the amount in words and a QR code to its check; the payer gets an SMS", async () => {
    const paymentProof = await proveByPhone(AHMET.id, AHMET.gsm);
    const registryOid = await registryOidOf(t, AHMET.id);
    const oids = await payableOids(t, registryOid, 2);
    const { orderNumber, order } = await openOrder(t, undefined, registryOid, oids, '0010', { paymentProof });
    const back = await nestpayToReturn(t, orderNumber, '0010');
    await postForm(t, back.action, back.fields);
    const row = await orderRow(t, orderNumber);
    expect(row.status).toBe('collected');
    expect(row.auth_code).toMatch(/^\d{6}$/);
    const view = body<{ verificationCode: string; receiptNo: string }>(await t.call('GetOnlinePaymentAccrumentListWithoutAuthorization', { orderNumber }));

    const file = await t.call('GetOnlinePaymentReceipt', { orderNumber, paymentProof });
    expect(file.statusCode, file.body).toBe(200);
    const pdf = await readPdf(file.rawPayload);
    expect(pdf.text).toContain('AHMET YILMAZ');
    expect(pdf.text).toContain(AHMET.id);
    expect(pdf.text).toContain('T.C. HATAY');
    expect(pdf.text).toContain('ANTAKYA BELEDİYESİ');
    expect(pdf.text).not.toContain('T.C. ANTAKYA');
    expect(pdf.text).toContain(row.auth_code!);
    expect(pdf.text).toContain(orderNumber);
    expect(pdf.text).toContain('4111 11** **** 1111');
    expect(pdf.text).toContain(view.receiptNo);
    expect(pdf.text).toContain(`Yalnız ${amountInWords(order.totalDebt)}.`);
    expect(pdf.text).toMatch(/Türk Lirası/);
    expect(pdf.text).toContain('Gecikme Zammı');
    expect(pdf.text).toMatch(/\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}:\d{2}/);
    expect(pdf.text).toMatch(/\d ₺/);
    expect(pdf.text).toContain('Sayfa 1 / 1');
    expect(pdf.embeddedFonts.some((f) => f.includes('DejaVuSans'))).toBe(true);
    const verificationUrl = `http://${t.config.host}:${t.config.port}/ReceiptVerification?verificationCode=${view.verificationCode}`;
    expect(pdf.links).toEqual([verificationUrl]);
    expect(await decodeQrCode(file.rawPayload)).toBe(verificationUrl);

    // What the QR code opens answers the same receipt.
    const code = new URL(verificationUrl).searchParams.get('verificationCode')!;
    const checked = await t.call('VerifyCollectionReceiptWithoutAuthorization', { verificationCode: code });
    expect(checked.json()).toMatchObject({ receiptNo: view.receiptNo, totalAmount: order.totalDebt });

    // The order number alone (a shared link, a forwarded page) gives the masked receipt.
    const anonymous = await readPdf((await t.call('GetOnlinePaymentReceipt', { orderNumber })).rawPayload);
    expect(anonymous.text).toContain('AH*** YI***');
    expect(anonymous.text).not.toContain('AHMET');
    expect(anonymous.text).not.toContain(AHMET.id);
    // A water subscription's phone proves the subscriber, not the holder: still masked.
    const subscriberProof = issuePaymentProof(t.config, { registryOid, subscriptionOid: await subscriptionOid(t, '1000001') }, t.clock.now);
    expect((await readPdf((await t.call('GetOnlinePaymentReceipt', { orderNumber, paymentProof: subscriberProof })).rawPayload)).text).not.toContain('AHMET');
    // Another registry's proof does not unmask it.
    const zeynepsProof = await proveByPhone('12345678950', '5337654321');
    expect((await readPdf((await t.call('GetOnlinePaymentReceipt', { orderNumber, paymentProof: zeynepsProof })).rawPayload)).text).not.toContain('AHMET');

    const confirmation = (await smsInbox(t, AHMET.gsm)).filter((m) => m.title === 'Ödeme Onayı');
    expect(confirmation).toHaveLength(1);
    expect(confirmation[0]!.body).toContain(view.receiptNo);
    expect(confirmation[0]!.body).toContain(view.verificationCode);
    expect(confirmation[0]!.body).toMatch(/tutarındaki ödemeniz alınmıştır/);
  });
});

describe('a paid water bill', () => {
  it('names its subscription and its month on the order, the result and the receipt, the address only to the proven payer', async () => {
    const { token } = await member(t, AHMET.id);
    const registryOid = await registryOidOf(t, AHMET.id);
    const water = (await openAccruals(t.db, { registryOid, asOf: '2026-11-23', incomeTypeCode: 'SU', subscriptionOid: await subscriptionOid(t, '1000002') }))[0]!;
    const address = 'Bostancık Köyü Ilgın Cad. No:5 İç Kapı:5';
    const { orderNumber } = await openOrder(t, token, registryOid, [water.oid], '0010');
    const back = await nestpayToReturn(t, orderNumber, '0010');
    await postForm(t, back.action, back.fields);
    expect((await orderRow(t, orderNumber)).status).toBe('collected');

    // The result page's record: the period the debt list shows (a month such as 2026/07, not "year / instalment").
    const view = operations.GetOnlinePaymentAccrumentListWithoutAuthorization.response.parse(
      body(await t.call('GetOnlinePaymentAccrumentListWithoutAuthorization', { orderNumber })),
    );
    expect(water.periodLabel).toMatch(/^\d{4}\/\d{2}$/);
    expect(view.lines).toEqual([expect.objectContaining({ accrumentOid: water.oid, periodLabel: water.periodLabel, subscription: { subscriberNo: '1000002', address } })]);

    const own = await readPdf((await t.call('GetOnlinePaymentReceipt', { orderNumber }, token)).rawPayload);
    expect(own.text).toContain('Abone No 1000002');
    expect(own.text).toContain(address);
    expect(own.text).toContain(water.periodLabel);
    // The order number alone gives the masked receipt: the bill's number, not where the payer's water goes.
    const masked = await readPdf((await t.call('GetOnlinePaymentReceipt', { orderNumber })).rawPayload);
    expect(masked.text).toContain('Abone No 1000002');
    expect(masked.text).not.toContain('Ilgın');
  });
});
