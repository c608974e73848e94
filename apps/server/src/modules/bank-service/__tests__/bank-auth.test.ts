import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countRows } from '../../../testing/count-rows';
import { bankCollectionsOf, bankServiceTestApp, KEY, send, subscriberWithBills, type BankServiceTestApp } from './bank-service-fixture';

let t: BankServiceTestApp;
let water: Awaited<ReturnType<typeof subscriberWithBills>>;

beforeAll(async () => {
  t = await bankServiceTestApp();
  // 123,45 ₺ due after the story day: no delay fine, so the bank owes exactly 12 345 kuruş.
  water = await subscriberWithBills(t, [{ amount: 12_345, due: '2026-12-15' }]);
});
afterAll(() => t.close());

const payment = (reference: string) => ({ subscriberNo: water.subscriberNo, bankReference: reference, debtIds: water.accrualOids, amount: 12_345 });

describe('who may call the collection service', () => {
  it('answers a signed query from an allowed address', async () => {
    const answer = await send(t, 'POST', '/bank-service/v1/debts/query', { subscriberNo: water.subscriberNo });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ total: 12_345, debts: [{ id: water.accrualOids[0], principal: 12_345, delayFine: 0, total: 12_345 }] });
  });

  it('accepts an address inside an allowed CIDR block and refuses one outside', async () => {
    expect((await send(t, 'POST', '/bank-service/v1/debts/query', { subscriberNo: water.subscriberNo }, { ip: '192.0.2.77' })).statusCode).toBe(200);
    const outside = await send(t, 'POST', '/bank-service/v1/debts/query', { subscriberNo: water.subscriberNo }, { ip: '198.51.100.7' });
    expect(outside.statusCode).toBe(403);
    expect(outside.json()).toMatchObject({ code: 'BANK_ADDRESS_NOT_ALLOWED' });
  });

  it('refuses an unknown bank, a bank without the service, and a wrong key with 401', async () => {
    for (const options of [{ bankCode: '9999' }, { bankCode: '0064' }, { key: `${KEY}-wrong` }]) {
      const answer = await send(t, 'POST', '/bank-service/v1/debts/query', { subscriberNo: water.subscriberNo }, options);
      expect(answer.statusCode, JSON.stringify(options)).toBe(401);
      expect(answer.json()).toMatchObject({ code: 'BANK_UNAUTHENTICATED' });
      expect(answer.json().Message).toMatch(/imza/);
    }
  });

  it('checks the signature before the body: a malformed body from an unsigned caller is a 401, not a 400', async () => {
    const answer = await send(t, 'POST', '/bank-service/v1/payments', { nonsense: true }, { key: 'not-the-key' });
    expect(answer.statusCode).toBe(401);
    const signed = await send(t, 'POST', '/bank-service/v1/payments', { nonsense: true });
    expect(signed.statusCode).toBe(400);
    expect(signed.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('refuses a body altered after signing, and a signature made for another path', async () => {
    const signedBody = JSON.stringify(payment('ALTERED-1'));
    const altered = await send(t, 'POST', '/bank-service/v1/payments', payment('ALTERED-1'), { sentBody: signedBody.replace('12345', '1') });
    expect(altered.statusCode).toBe(401);
    const otherPath = await send(t, 'POST', '/bank-service/v1/debts/query', payment('ALTERED-1'), { sentUrl: '/bank-service/v1/payments' });
    expect(otherPath.statusCode).toBe(401);
    expect(await bankCollectionsOf(t, water.registryOid)).toHaveLength(0);
  });

  it('refuses a time stamp more than five minutes away, either way', async () => {
    for (const minutes of [-6, 6]) {
      const answer = await send(t, 'POST', '/bank-service/v1/debts/query', { subscriberNo: water.subscriberNo }, { at: new Date(t.clock.now.getTime() + minutes * 60_000) });
      expect(answer.statusCode).toBe(401);
      expect(answer.json()).toMatchObject({ code: 'BANK_REQUEST_EXPIRED' });
    }
    expect((await send(t, 'POST', '/bank-service/v1/debts/query', { subscriberNo: water.subscriberNo }, { at: new Date(t.clock.now.getTime() - 4 * 60_000) })).statusCode).toBe(
      200,
    );
  });

  it('refuses a replayed payment (the same nonce): the debt is collected once', async () => {
    const nonce = 'replayed-nonce-0000000001';
    const first = await send(t, 'POST', '/bank-service/v1/payments', payment('REPLAY-1'), { nonce });
    expect(first.statusCode, first.body).toBe(200);
    const lines = await countRows(t.db, 'collection_line');
    const replay = await send(t, 'POST', '/bank-service/v1/payments', payment('REPLAY-1'), { nonce });
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'BANK_REQUEST_REPLAYED' });
    const replayWithOtherReference = await send(t, 'POST', '/bank-service/v1/payments', payment('REPLAY-2'), { nonce });
    expect(replayWithOtherReference.statusCode).toBe(401);
    expect(await countRows(t.db, 'collection_line')).toBe(lines);
    expect(await bankCollectionsOf(t, water.registryOid)).toHaveLength(1);
    // The nonce is in the database, so another copy of the server refuses it as well.
    expect(await t.db.selectFrom('bank_request_nonce').select('nonce').where('nonce', '=', nonce).execute()).toHaveLength(1);
  });

  it('collects once when the same reference arrives twice at the same moment', async () => {
    const twin = await subscriberWithBills(t, [{ amount: 4_200, due: '2026-12-15' }]);
    const body = { subscriberNo: twin.subscriberNo, bankReference: 'TWIN-1', debtIds: twin.accrualOids, amount: 4_200 };
    const answers = await Promise.all([send(t, 'POST', '/bank-service/v1/payments', body), send(t, 'POST', '/bank-service/v1/payments', body)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    expect(answers.map((a) => a.json().repeated).sort()).toEqual([false, true]);
    expect(new Set(answers.map((a) => a.json().receiptNo)).size).toBe(1);
    expect(await bankCollectionsOf(t, twin.registryOid)).toHaveLength(1);
  });
});
