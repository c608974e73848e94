import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readPdf } from '../../../testing/pdf-text';
import { body, collectionsOf, member, nestpayToReturn, openOrder, orderRow, payableOids, paymentTestApp, postForm, type PaymentTestApp } from './payment-fixture';

/** A member pays another's debts only under an accepted authorisation in force that names `pay` (docs/security.md, "Acting for another"). */
let t: PaymentTestApp;
let ahmet: { token: string; registryOid: number };
let zeynep: { token: string; registryOid: number };

const counts = async () => ({
  orders: (await t.db.selectFrom('online_payment_order').select('oid').execute()).length,
  collections: (await t.db.selectFrom('collection').select('oid').execute()).length,
  locks: (await t.db.selectFrom('online_payment_lock').select('accrual_oid').execute()).length,
});

async function grant(scopes: string[], validUntil = '2026-12-31') {
  const res = await t.call(
    'GrantMemberAuthority',
    { principalRegistryOid: ahmet.registryOid, granteeNationalId: '12345678950', scopes, validFrom: '2026-11-23', validUntil },
    ahmet.token,
  );
  expect(res.statusCode, res.body).toBe(200);
  return body<{ authorityOid: number }>(res).authorityOid;
}

async function accept(authorityOid: number) {
  const res = await t.call('AcceptMemberAuthority', { authorityOid }, zeynep.token);
  expect(res.statusCode, res.body).toBe(200);
}

/** Zeynep tries to open a payment of one of Ahmet's debts; answers the status. */
async function zeynepPays() {
  const oids = await payableOids(t, ahmet.registryOid, 1);
  const { orderNumber } = body<{ orderNumber: string }>(await t.call('GetOrderNumberForOnlinePayment', {}));
  const res = await t.call(
    'SaveOnlinePaymentRequest',
    { onlinePaymentRequest: { orderNumber, registryOid: ahmet.registryOid, accrumentOidList: oids, bankCode: '0010' } },
    zeynep.token,
  );
  return res.statusCode;
}

const listsAhmetsDebts = async () => (await t.call('GetDeclarationAccrumentBalancesofEMunicipality', { registryInfoOid: ahmet.registryOid }, zeynep.token)).statusCode;

beforeAll(async () => {
  t = await paymentTestApp();
  ahmet = await member(t);
  zeynep = await member(t, '12345678950');
});
afterAll(() => t.close());

describe('acting for another member', () => {
  it('an accepted authorisation lets the grantee list the principal’s debts and pay one; the receipt names the principal and the principal sees both uses', async () => {
    const authorityOid = await grant(['see-debts', 'pay']);
    expect(await listsAhmetsDebts()).toBe(404);
    await accept(authorityOid);
    const registries = body<{ registryOid: number }[]>(await t.call('RetrieveDebtorRegistries', {}, zeynep.token));
    expect(registries.map((r) => r.registryOid)).toContain(ahmet.registryOid);
    expect(await listsAhmetsDebts()).toBe(200);

    const oids = await payableOids(t, ahmet.registryOid, 1);
    const { orderNumber } = await openOrder(t, zeynep.token, ahmet.registryOid, oids, '0010');
    const back = await nestpayToReturn(t, orderNumber, '0010');
    await postForm(t, back.action, back.fields);
    const order = await orderRow(t, orderNumber);
    expect(order).toMatchObject({ status: 'collected', registry_oid: ahmet.registryOid });
    const [collection] = await collectionsOf(t, order.oid);
    const zeynepsMember = (await t.db.selectFrom('member').select('oid').where('registry_oid', '=', zeynep.registryOid).executeTakeFirstOrThrow()).oid;
    expect(collection).toMatchObject({ registry_oid: ahmet.registryOid, acted_by_member_oid: zeynepsMember });
    // The receipt names the taxpayer as the payer, and who paid for them.
    const file = await t.call('CreateCollectionInfoReportForEMunicipalityWithoutAuthorization', { data: { collectionOid: collection!.oid } }, ahmet.token);
    expect(file.statusCode, file.body).toBe(200);
    const receipt = (await readPdf(file.rawPayload)).text;
    expect(receipt).toContain('AHMET YILMAZ');
    expect(receipt).toContain('Yetkili olarak ödeyen');
    expect(receipt).toContain('ZEYNEP KAYA');

    const page = body<{ uses: { action: string; actedByName: string; detail: string | null }[] }>(await t.call('RetrieveMemberAuthorities', {}, ahmet.token));
    expect(page.uses.map((u) => u.action)).toEqual(['pay', 'see-debts']);
    expect(page.uses[0]).toMatchObject({ actedByName: 'ZEYNEP KAYA', detail: orderNumber });
    await t.call('RevokeMemberAuthority', { authorityOid }, ahmet.token);
  });

  it('without the pay scope the payment is 404 and nothing is stored', async () => {
    const authorityOid = await grant(['see-debts']);
    await accept(authorityOid);
    expect(await listsAhmetsDebts()).toBe(200);
    const before = await counts();
    expect(await zeynepPays()).toBe(404);
    expect(await counts()).toEqual(before);
    expect((await t.call('RevokeMemberAuthority', { authorityOid }, ahmet.token)).statusCode).toBe(200);
  });

  it('an authorisation for one registry opens no other, and company officers keep their full scope', async () => {
    const authorityOid = await grant(['see-debts', 'pay']);
    await accept(authorityOid);
    const company = (await t.db.selectFrom('registry').select('oid').where('tax_number', '=', '4540536920').executeTakeFirstOrThrow()).oid;
    expect((await t.call('GetDeclarationAccrumentBalancesofEMunicipality', { registryInfoOid: company }, zeynep.token)).statusCode).toBe(404);
    expect((await t.call('GetDeclarationAccrumentBalancesofEMunicipality', { registryInfoOid: company }, ahmet.token)).statusCode).toBe(200);
    const uses = body<{ uses: unknown[] }>(await t.call('RetrieveMemberAuthorities', {}, ahmet.token)).uses.length;
    expect((await t.call('GetDeclarationAccrumentBalancesofEMunicipality', { registryInfoOid: company }, ahmet.token)).statusCode).toBe(200);
    expect(body<{ uses: unknown[] }>(await t.call('RetrieveMemberAuthorities', {}, ahmet.token)).uses.length).toBe(uses);
    await t.call('RevokeMemberAuthority', { authorityOid }, ahmet.token);
  });
  it('before acceptance and after revocation the grantee gets 404, and nothing is stored', async () => {
    const authorityOid = await grant(['see-debts', 'pay']);
    const before = await counts();
    expect(await listsAhmetsDebts()).toBe(404);
    expect(await zeynepPays()).toBe(404);
    await accept(authorityOid);
    expect(await listsAhmetsDebts()).toBe(200);
    expect((await t.call('RevokeMemberAuthority', { authorityOid }, ahmet.token)).statusCode).toBe(200);
    expect(await listsAhmetsDebts()).toBe(404);
    expect(await zeynepPays()).toBe(404);
    expect(await counts()).toEqual(before);
  });

  // Last: it moves the clock on, and signs in again at each moment.
  it('after its last day (in Istanbul) the authorisation opens nothing', async () => {
    const authorityOid = await grant(['see-debts', 'pay'], '2026-11-24');
    await accept(authorityOid);
    t.clock.now = new Date('2026-11-24T20:50:00Z'); // 23:50 on the last day
    zeynep = await member(t, '12345678950');
    expect(await listsAhmetsDebts()).toBe(200);
    t.clock.now = new Date('2026-11-25T10:00:00Z');
    zeynep = await member(t, '12345678950');
    const before = await counts();
    expect(await listsAhmetsDebts()).toBe(404);
    expect(await zeynepPays()).toBe(404);
    expect(await counts()).toEqual(before);
    const page = body<{ received: { authorityOid: number; status: string }[] }>(await t.call('RetrieveMemberAuthorities', {}, zeynep.token));
    expect(page.received.find((a) => a.authorityOid === authorityOid)?.status).toBe('ended');
  });
});
