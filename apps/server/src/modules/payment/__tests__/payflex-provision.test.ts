import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXml, xmlElement } from '../../../integrations/banks/xml';
import { collectionsOf, member, openOrder, orderRow, payableOids, paymentTestApp, payflexToReturn, postForm, type PaymentTestApp } from './payment-fixture';

let t: PaymentTestApp;
beforeAll(async () => {
  t = await paymentTestApp();
});
afterAll(() => t.close());

/** A provision request as the portal sends it, with some fields left out. */
function vposRequest(leaveOut: string[]) {
  const bank = t.config.payments.banks.find((b) => b.bankCode === '0015')!;
  const fields: Record<string, string> = {
    MerchantId: bank.merchantId,
    Password: t.config.secrets.banks['0015']!.apiPassword,
    TerminalNo: bank.terminalNo,
    TransactionType: 'Sale',
    TransactionId: 'EB1',
    CurrencyAmount: '10.00',
    CurrencyCode: '949',
    MpiTransactionId: 'none',
    OrderId: 'EB1',
    ClientIp: '203.0.113.7',
    TransactionDeviceSource: '0',
    CardHoldersName: 'AHMET YILMAZ',
    Pan: '4111111111111111',
    Cvv: '123',
    Expiry: '203012',
  };
  for (const name of leaveOut) delete fields[name];
  return postForm(t, '/sim/bank/payflex/Vposreq', { prmstr: xmlElement('VposRequest', fields) });
}

describe('VakıfBank provision carries ClientIp and CardHoldersName', () => {
  it('the portal sends the payer address of the order and the registry holder name, and the payment is collected', async () => {
    const ahmet = await member(t);
    const oids = await payableOids(t, ahmet.registryOid, 1);
    const { orderNumber } = await openOrder(t, ahmet.token, ahmet.registryOid, oids, '0015');
    const back = await payflexToReturn(t, orderNumber);
    const done = await postForm(t, back.action, back.fields);
    expect(done.headers.location).toBe(`/success-operation?orderNumber=${orderNumber}`);
    const order = await orderRow(t, orderNumber);
    expect(await collectionsOf(t, order.oid)).toHaveLength(1);
    const sale = await t.db.selectFrom('bank_simulator_transaction').select('request').where('order_number', '=', orderNumber).executeTakeFirstOrThrow();
    const holder = await t.db.selectFrom('registry').select(['first_name', 'last_name']).where('oid', '=', ahmet.registryOid).executeTakeFirstOrThrow();
    expect(sale.request).toMatchObject({ kind: 'sale', ClientIp: order.client_ip, CardHoldersName: `${holder.first_name} ${holder.last_name}` });
    expect(order.client_ip).not.toBe('');
  });

  it('the simulator refuses a provision without ClientIp, with a bad one, or without CardHoldersName', async () => {
    for (const leaveOut of [['ClientIp'], ['CardHoldersName']]) {
      const res = await vposRequest(leaveOut);
      expect(readXml(res.body).leaf('ResultCode')).toBe('1083');
      expect(readXml(res.body).leaf('ResultDetail')).toContain(leaveOut[0]);
    }
    // With both present it gets past them (and fails only on the unknown enrollment).
    const both = await vposRequest([]);
    expect(readXml(both.body).leaf('ResultDetail')).toBe('Geçersiz işlem.');
  });
});
