import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amountInWordsEn } from '../../../documents/amount-in-words-en';
import { openAccruals } from '../../../ledger';
import { receiptTexts } from '../../../ledger/receipt-texts';
import { decodeQrCode, readPdf } from '../../../testing/pdf-text';
import { subscriptionOid } from '../../../testing/subscriptions';
import { body, member, nestpayToReturn, openOrder, orderRow, paymentTestApp, postForm, type PaymentTestApp } from './payment-fixture';

let t: PaymentTestApp;
let paid: { orderNumber: string; token: string; total: number; receiptNo: string; verificationCode: string };

/** Every word of the Turkish catalogue that is not data: none may be left in an English receipt. */
const turkishWords = (): string[] =>
  Object.entries(receiptTexts.tr)
    .filter(([key]) => key !== 'language')
    .flatMap(([, value]) => (typeof value === 'string' ? [value] : value !== null && typeof value === 'object' ? Object.values(value) : []));

beforeAll(async () => {
  t = await paymentTestApp();
  // AHMET pays a property-tax instalment and a water bill with a card.
  const { token, registryOid } = await member(t);
  const asOf = '2026-11-23';
  const estate = (await openAccruals(t.db, { registryOid, asOf, incomeTypeCode: 'EMLAK' })).find((l) => l.instalmentNo === 1)!;
  const water = (await openAccruals(t.db, { registryOid, asOf, incomeTypeCode: 'SU', subscriptionOid: await subscriptionOid(t, '1000002') }))[0]!;
  const { orderNumber, order } = await openOrder(t, token, registryOid, [estate.oid, water.oid], '0010');
  const back = await nestpayToReturn(t, orderNumber, '0010');
  await postForm(t, back.action, back.fields);
  expect((await orderRow(t, orderNumber)).status).toBe('collected');
  const view = body<{ verificationCode: string; receiptNo: string }>(await t.call('GetOnlinePaymentAccrumentListWithoutAuthorization', { orderNumber }));
  paid = { orderNumber, token, total: order.totalDebt, ...view };
});
afterAll(() => t.close());

describe('the receipt in English', () => {
  it('prints every label, the payment and income types and the debts in English, with English dates, amounts and words', async () => {
    const file = await t.call('GetOnlinePaymentReceipt', { orderNumber: paid.orderNumber, language: 'en' }, paid.token);
    expect(file.statusCode, file.body).toBe(200);
    const { text } = await readPdf(file.rawPayload);
    expect(text).toContain('COLLECTION RECEIPT');
    expect(text).toContain('English rendering of the Turkish receipt; the Turkish original is the official record.');
    expect(text).toContain(`Receipt No ${paid.receiptNo}`);
    expect(text).toContain('Payment type Credit card');
    expect(text).toContain('Authorisation (approval) No');
    expect(text).toContain('DEBTS PAID Income type');
    expect(text).toContain('Delay fine');
    expect(text).toContain('Property Tax');
    expect(text).toContain('Property tax (building)');
    expect(text).toContain('Water usage');
    expect(text).toContain('Subscriber No 1000002');
    expect(text).toContain('AHMET YILMAZ');
    expect(text).toContain(`Amount in words: ${amountInWordsEn(paid.total)}.`);
    expect(text).toMatch(/Payment date\/time \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}:\d{2}/);
    expect(text).toMatch(/₺\d{1,3}(,\d{3})*\.\d{2}/);
    expect(text).not.toMatch(/\d,\d{2} ₺/);
    expect(text).toContain('Page 1 / 1');
  });

  it('leaves no word of the Turkish catalogue, and no Turkish name of a payment type, an income type or a debt', async () => {
    const pdf = await readPdf((await t.call('GetOnlinePaymentReceipt', { orderNumber: paid.orderNumber, language: 'en' }, paid.token)).rawPayload);
    // The bank's own name ("T.C. Ziraat Bankası") is data, as the payer's name and address are.
    const bankName = t.config.payments.banks.find((b) => b.bankCode === '0010')!.bankName;
    expect(pdf.text).toContain(bankName);
    const text = pdf.text.replaceAll(bankName, '');
    const words = turkishWords();
    expect(words.length).toBeGreaterThan(25);
    // Headings and the title are printed in capitals.
    for (const word of [...words, 'Kredi Kartı', 'Emlak Vergisi', 'Su Kullanım Bedeli', 'Türk Lirası', 'Yalnız', 'Sayfa']) {
      expect(text, word).not.toContain(word);
      expect(text, word).not.toContain(word.toLocaleUpperCase('tr-TR'));
    }
  });

  it('keeps the receipt number, the verification code and the QR code of the Turkish receipt', async () => {
    const english = await t.call('GetOnlinePaymentReceipt', { orderNumber: paid.orderNumber, language: 'en' }, paid.token);
    const turkish = await t.call('GetOnlinePaymentReceipt', { orderNumber: paid.orderNumber, language: 'tr' }, paid.token);
    const [en, tr] = [await readPdf(english.rawPayload), await readPdf(turkish.rawPayload)];
    for (const pdf of [en, tr]) expect(pdf.text).toContain(paid.verificationCode);
    expect(en.links).toEqual(tr.links);
    expect(await decodeQrCode(english.rawPayload)).toBe(await decodeQrCode(turkish.rawPayload));
  });

  it('stays Turkish when no language is asked for, with no English word', async () => {
    const { text } = await readPdf((await t.call('GetOnlinePaymentReceipt', { orderNumber: paid.orderNumber }, paid.token)).rawPayload);
    expect(text).toContain('TAHSİLAT MAKBUZU');
    expect(text).toContain('Gecikme Zammı');
    expect(text).toContain('Kredi Kartı');
    expect(text).toContain('Sayfa 1 / 1');
    expect(text).not.toContain('English rendering');
    expect(text).not.toContain('Delay fine');
  });

  it('refuses a language the portal does not speak, with the contract’s Turkish field error', async () => {
    const refused = await t.call('GetOnlinePaymentReceipt', { orderNumber: paid.orderNumber, language: 'de' }, paid.token);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { language: 'Geçerli bir belge dili seçiniz (tr veya en).' } });
  });
});
