import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../app';
import { BankAdapters } from '../../../integrations/banks';
import { recordCollection } from '../../../ledger';
import { nestpayHashV3 } from '../../../integrations/banks/nestpay-hash';
import { simulatorAwareFetch } from '../../../integrations/simulator-fetch';
import { SmsGateway } from '../../../integrations/sms/gateway';
import { reconcileDueOrders } from '../reconcile';
import {
  body,
  collectionsOf,
  member,
  nestpayToReturn,
  NOON,
  openOrder,
  orderRow,
  payableOids,
  paymentTestApp,
  payflexToReturn,
  postForm,
  type PaymentTestApp,
} from './payment-fixture';

let t: PaymentTestApp;
let ahmet: { token: string; registryOid: number };
const storeKey = () => t.config.secrets.banks['0010']!.storeKey;

beforeAll(async () => {
  t = await paymentTestApp();
  ahmet = await member(t);
});
afterAll(() => t.close());

const collectedTwice = async () =>
  (await t.db.selectFrom('collection').select('online_order_oid').where('online_order_oid', 'is not', null).execute()).length !==
  new Set((await t.db.selectFrom('collection').select('online_order_oid').where('online_order_oid', 'is not', null).execute()).map((r) => r.online_order_oid)).size;

describe('nothing is collected twice, nothing is lost', () => {
  it('the bank callback delivered twice (and through the API) collects once', async () => {
    const oids = await payableOids(t, ahmet.registryOid, 2);
    const { orderNumber } = await openOrder(t, ahmet.token, ahmet.registryOid, oids, '0010');
    const back = await nestpayToReturn(t, orderNumber, '0010');
    const [first, second] = await Promise.all([postForm(t, back.action, back.fields), postForm(t, back.action, back.fields)]);
    expect([first.headers.location, second.headers.location]).toEqual([`/success-operation?orderNumber=${orderNumber}`, `/success-operation?orderNumber=${orderNumber}`]);
    const again = await t.call('CompleteThreeDPaymentOperation', { mpiResponse: back.fields, bankCode: '0010' });
    expect(body<{ status: string }>(again).status).toBe('collected');
    const row = await orderRow(t, orderNumber);
    expect(await collectionsOf(t, row.oid)).toHaveLength(1);
    expect(await collectedTwice()).toBe(false);
  });

  it('the VakıfBank ACS result posted twice provisions and collects once', async () => {
    const oids = await payableOids(t, ahmet.registryOid, 1);
    const { orderNumber } = await openOrder(t, ahmet.token, ahmet.registryOid, oids, '0015');
    const back = await payflexToReturn(t, orderNumber);
    await postForm(t, back.action, back.fields);
    const repeat = await postForm(t, back.action, back.fields);
    expect(repeat.headers.location).toBe(`/success-operation?orderNumber=${orderNumber}`);
    expect(await collectionsOf(t, (await orderRow(t, orderNumber)).oid)).toHaveLength(1);
    const sales = await t.db.selectFrom('bank_simulator_transaction').selectAll().where('order_number', '=', orderNumber).execute();
    expect(sales).toHaveLength(1);
  });

  it('server stopped after the bank approved, before the collection: a new server reconciles it once', async () => {
    const oids = await payableOids(t, ahmet.registryOid, 2);
    const { orderNumber, order } = await openOrder(t, ahmet.token, ahmet.registryOid, oids, '0012');
    await nestpayToReturn(t, orderNumber, '0012'); // the bank took the money; the callback never reached us
    const bankSide = await t.db.selectFrom('bank_simulator_transaction').select('status').where('order_number', '=', orderNumber).executeTakeFirstOrThrow();
    expect(bankSide.status).toBe('approved');
    expect((await orderRow(t, orderNumber)).status).toBe('sentTo3d');

    // A second server on the same database (the first one "crashed"); its job runs after the 3-D window.
    const restarted = await buildApp(t.config, {
      database: { db: t.db, engine: t.engine, close: async () => {}, onConnectionLost: () => {} },
      now: () => new Date(NOON.getTime() + 16 * 60_000),
    });
    try {
      const later = () => new Date(NOON.getTime() + 16 * 60_000);
      const banks = new BankAdapters(t.config, simulatorAwareFetch(restarted, true), later);
      const ctx = { db: t.db, config: t.config, now: later, log: restarted.log, services: { banks, sms: new SmsGateway(null, later, 'TEST BLD') } };
      expect(await reconcileDueOrders(ctx)).toBeGreaterThan(0);
      expect(await reconcileDueOrders(ctx)).toBe(0);
    } finally {
      await restarted.close();
    }
    const row = await orderRow(t, orderNumber);
    expect(row.status).toBe('collected');
    const collections = await collectionsOf(t, row.oid);
    expect(collections).toHaveLength(1);
    expect(collections[0]!.total_amount).toBe(order.totalDebt);
    const transitions = await t.db.selectFrom('online_payment_transition').select(['to_status', 'source']).where('order_oid', '=', row.oid).orderBy('oid').execute();
    expect(transitions.at(-1)).toEqual({ to_status: 'collected', source: 'reconciliation' });
    // The payer is told once, however many times reconciliation looks at the order.
    const confirmations = await t.db.selectFrom('sms_outbox').select('body').where('title', '=', 'Ödeme Onayı').where('body', 'like', `%${row.receipt_no}%`).execute();
    expect(confirmations).toHaveLength(1);
  });

  it('two tabs paying the same debts: the second is refused once the first reached the bank, and only one collects', async () => {
    const oids = await payableOids(t, ahmet.registryOid, 2);
    const { orderNumber } = await openOrder(t, ahmet.token, ahmet.registryOid, oids, '0010');
    const start = await t.call('ThreeDSecurityZiraat3DPayHosting', { orderNumber });
    expect(start.statusCode).toBe(200);
    const { orderNumber: numberB } = body<{ orderNumber: string }>(await t.call('GetOrderNumberForOnlinePayment', {}));
    const tabB = () =>
      t.call('SaveOnlinePaymentRequest', { onlinePaymentRequest: { orderNumber: numberB, registryOid: ahmet.registryOid, accrumentOidList: oids, bankCode: '0064' } }, ahmet.token);
    const refused = await tabB();
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'PAYMENT_IN_PROGRESS' });
    expect(await t.db.selectFrom('online_payment_order').selectAll().where('order_number', '=', numberB).execute()).toHaveLength(0);
    const tried = body<{ triedBefore: boolean }>(await t.call('IsOnlinePaymentAccrumentsTriedBefore', { accrumentOidList: oids, registryOid: ahmet.registryOid }, ahmet.token));
    expect(tried.triedBefore).toBe(true);
    const back = await nestpayToReturn(t, orderNumber, '0010');
    await postForm(t, back.action, back.fields);
    // Afterwards the debts are paid: a new order for them is refused by the ledger.
    const late = await tabB();
    expect(late.statusCode).toBe(422);
    expect(await collectedTwice()).toBe(false);
  });

  it('two tabs opening at once: one order wins the debts; a tab replaced before reaching the bank cannot start 3-D', async () => {
    const oids = await payableOids(t, ahmet.registryOid, 1);
    const numbers = await Promise.all([0, 1].map(async () => body<{ orderNumber: string }>(await t.call('GetOrderNumberForOnlinePayment', {})).orderNumber));
    const answers = await Promise.all(
      numbers.map((orderNumber) =>
        t.call('SaveOnlinePaymentRequest', { onlinePaymentRequest: { orderNumber, registryOid: ahmet.registryOid, accrumentOidList: oids, bankCode: '0010' } }, ahmet.token),
      ),
    );
    expect(answers.some((a) => a.statusCode === 200)).toBe(true);
    const locks = await t.db.selectFrom('online_payment_lock').selectAll().where('accrual_oid', 'in', oids).execute();
    expect(locks).toHaveLength(1);
    const rows = await t.db.selectFrom('online_payment_order').select(['order_number', 'status']).where('order_number', 'in', numbers).execute();
    const live = rows.filter((r) => r.status === 'created');
    expect(live).toHaveLength(1);
    for (const r of rows.filter((x) => x.status !== 'created')) {
      expect((await t.call('ThreeDSecurityZiraat3DPayHosting', { orderNumber: r.order_number })).json()).toMatchObject({ code: 'PAYMENT_ORDER_CLOSED' });
    }
    const back = await nestpayToReturn(t, live[0]!.order_number, '0010');
    await postForm(t, back.action, back.fields);
    expect(await collectedTwice()).toBe(false);
    expect(await t.db.selectFrom('collection_line').selectAll().where('accrual_oid', 'in', oids).execute()).toHaveLength(1);
  });

  it('a callback with a bad hash or a re-signed changed amount collects nothing', async () => {
    const oids = await payableOids(t, ahmet.registryOid, 1);
    const { orderNumber, order } = await openOrder(t, ahmet.token, ahmet.registryOid, oids, '0010');
    const back = await nestpayToReturn(t, orderNumber, '0010');
    const forged = await postForm(t, back.action, { ...back.fields, amount: '1.00' });
    expect(forged.headers.location).toBe('/failed-operation?reason=PAYMENT_RESULT_UNTRUSTED');
    expect((await orderRow(t, orderNumber)).status).toBe('sentTo3d');
    const api = await t.call('CompleteThreeDPaymentOperation', { mpiResponse: { ...back.fields, HASH: 'x'.repeat(88) }, bankCode: '0010' });
    expect(api.statusCode).toBe(422);
    expect(api.json()).toMatchObject({ code: 'PAYMENT_RESULT_UNTRUSTED' });

    // Signed with the right key but for another amount (a bank-side error): the order fails, nothing is collected.
    const changed: Record<string, string> = { ...back.fields, amount: `${Math.floor(order.totalDebt / 100) + 1}.00` };
    delete changed.HASH;
    changed.HASH = nestpayHashV3(changed, storeKey());
    const redirect = await postForm(t, back.action, changed);
    expect(redirect.headers.location).toBe(`/failed-operation?orderNumber=${orderNumber}`);
    const row = await orderRow(t, orderNumber);
    expect(row.status).toBe('failed');
    expect(await collectionsOf(t, row.oid)).toHaveLength(0);
    // The genuine callback arriving later changes nothing.
    await postForm(t, back.action, back.fields);
    expect((await orderRow(t, orderNumber)).status).toBe('failed');
    expect(await collectionsOf(t, row.oid)).toHaveLength(0);
  });

  it('debts paid at the desk while the bank approved: the order fails for a refund, never a second collection', async () => {
    const oids = await payableOids(t, ahmet.registryOid, 1);
    const { orderNumber } = await openOrder(t, ahmet.token, ahmet.registryOid, oids, '0010');
    const back = await nestpayToReturn(t, orderNumber, '0010');
    await t.db
      .transaction()
      .execute((trx) => recordCollection(trx, { registryOid: ahmet.registryOid, accrualOids: oids, collectionType: 1, channel: 'desk', asOf: '2026-11-23', collectedAt: NOON }));
    const redirect = await postForm(t, back.action, back.fields);
    expect(redirect.headers.location).toBe(`/failed-operation?orderNumber=${orderNumber}`);
    const row = await orderRow(t, orderNumber);
    expect(row.status).toBe('failed');
    expect(await collectionsOf(t, row.oid)).toHaveLength(0);
    expect(await t.db.selectFrom('collection_line').selectAll().where('accrual_oid', 'in', oids).execute()).toHaveLength(1);
  });

  it('reconciliation fails an order whose bank amount differs', async () => {
    const oids = await payableOids(t, ahmet.registryOid, 1);
    const { orderNumber } = await openOrder(t, ahmet.token, ahmet.registryOid, oids, '0064');
    await nestpayToReturn(t, orderNumber, '0064');
    await t.db.updateTable('bank_simulator_transaction').set({ amount: 1 }).where('order_number', '=', orderNumber).execute();
    const status = body<{ status: string }>(await t.call('QueryOnlinePaymentOrderStatus', { orderNumber }));
    expect(status.status).toBe('failed');
    expect(await collectionsOf(t, (await orderRow(t, orderNumber)).oid)).toHaveLength(0);
  });

  it('inside the pause window a payment is not started (503, nothing stored) but a result already under way is taken', async () => {
    const oids = await payableOids(t, ahmet.registryOid, 2);
    const { orderNumber } = await openOrder(t, ahmet.token, ahmet.registryOid, oids.slice(0, 1), '0010');
    const back = await nestpayToReturn(t, orderNumber, '0010');
    const before = (await t.db.selectFrom('online_payment_order').selectAll().execute()).length;
    t.clock.now = new Date('2026-11-23T20:50:00Z'); // 23:50 in Istanbul
    try {
      const { token } = await member(t);
      const { orderNumber: paused } = body<{ orderNumber: string }>(await t.call('GetOrderNumberForOnlinePayment', {}));
      const refused = await t.call(
        'SaveOnlinePaymentRequest',
        { onlinePaymentRequest: { orderNumber: paused, registryOid: ahmet.registryOid, accrumentOidList: oids.slice(1), bankCode: '0010' } },
        token,
      );
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ code: 'PAYMENT_PAUSED' });
      expect(refused.json().Message).toContain('23:45 ile 00:15');
      expect((await t.db.selectFrom('online_payment_order').selectAll().execute()).length).toBe(before);
      const redirect = await postForm(t, back.action, back.fields);
      expect(redirect.headers.location).toBe(`/success-operation?orderNumber=${orderNumber}`);
      expect(await collectionsOf(t, (await orderRow(t, orderNumber)).oid)).toHaveLength(1);
    } finally {
      t.clock.now = NOON;
    }
  });

  it('an order nobody finished expires after 30 minutes and frees its debts', async () => {
    const oids = await payableOids(t, ahmet.registryOid, 1);
    const { orderNumber } = await openOrder(t, ahmet.token, ahmet.registryOid, oids, '0010');
    t.clock.now = new Date(NOON.getTime() + 31 * 60_000);
    try {
      const status = body<{ status: string }>(await t.call('QueryOnlinePaymentOrderStatus', { orderNumber }));
      expect(status.status).toBe('expired');
      expect(await t.db.selectFrom('online_payment_lock').selectAll().where('accrual_oid', 'in', oids).execute()).toHaveLength(0);
    } finally {
      t.clock.now = NOON;
    }
  });
});

describe('card data is never kept', () => {
  it('no table and no log line holds a full card number or security code after payments', async () => {
    const oids = await payableOids(t, ahmet.registryOid, 1);
    const { orderNumber } = await openOrder(t, ahmet.token, ahmet.registryOid, oids, '0015');
    const back = await payflexToReturn(t, orderNumber, { cardNumber: '5555555555554444', expiryMonth: '07', expiryYear: '2031', securityCode: '987', brandName: 200 });
    await postForm(t, back.action, back.fields);
    expect((await orderRow(t, orderNumber)).status).toBe('collected');
    const tables = (await t.db.introspection.getTables()).map((x) => x.name);
    // Each table is read and searched on its own, with stored files as text: a whole-database dump
    // as one string came to 190 MB, and a file's bytes as JSON numbers could not be searched.
    // `this[key]` is the value before `toJSON`: PostgreSQL's bytea arrives as a Buffer, which has one.
    function asText(this: Record<string, unknown>, key: string, value: unknown) {
      const original = this[key];
      return original instanceof Uint8Array ? Buffer.from(original).toString('latin1') : value;
    }
    const expectNoCardData = (text: string) => {
      for (const secret of ['4111111111111111', '5555555555554444', '4000000000000002']) expect(text).not.toContain(secret);
      expect(text).not.toMatch(/"(cv2|Cvv|securityCode|cvv)":"\d{3}"/);
    };
    for (const table of tables)
      expectNoCardData(
        JSON.stringify(
          await t.db
            .selectFrom(table as never)
            .selectAll()
            .execute(),
          asText,
        ),
      );
    expectNoCardData(t.lines.join('\n'));
    expect(t.lines.length).toBeGreaterThan(0);
  });
});
