import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { latestCode, smsInbox, solvedChallenge } from '../../../testing/identity';
import { readPdf } from '../../../testing/pdf-text';

let t: TestApp;
const storyDay = new Date('2026-11-23T09:00:00Z');
let clock = storyDay;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const codeCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('verification_code')
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

async function proveRegistry(filter: string, gsmNumber: string) {
  const sent = await t.call('ValidateRegistries', { filter, gsmNumber, altcha: await solvedChallenge(t) });
  expect(sent.statusCode, sent.body).toBe(200);
  const code = await latestCode(t, gsmNumber);
  const validated = await t.call('ValidateCode', { operationReferenceNumber: sent.json().operationReferenceNumber, userEntredCode: code });
  expect(validated.statusCode, validated.body).toBe(200);
  return validated.json().paymentProof as string;
}

async function proveWithTime(filter: string, gsmNumber: string) {
  const sent = await t.call('ValidateRegistries', { filter, gsmNumber, altcha: await solvedChallenge(t) });
  const validated = await t.call('ValidateCode', { operationReferenceNumber: sent.json().operationReferenceNumber, userEntredCode: await latestCode(t, gsmNumber) });
  return validated.json() as { paymentProof: string; paymentProofExpiresInSeconds: number };
}

describe('fast payment', () => {
  it('finds debts by ID number and registered phone after the SMS code, with the holder masked', async () => {
    const proof = await proveRegistry('10000000146', '5321234567');
    expect(proof).toBeTruthy();
    expect((await smsInbox(t, '5321234567')).at(-1)?.title).toBe('Hızlı Ödeme Doğrulama');
    const r = await t.call('GetDeclarationAccrumentBalancesofEMunicipality', { paymentProof: proof });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().registry).toMatchObject({ displayName: 'AH*** YI***', identifier: '100******46' });
    expect(r.json().lines.length).toBeGreaterThan(3);
    // The proof names one registry: asking for another is 404.
    const zeynep = (await t.db.selectFrom('registry').select('oid').where('national_id', '=', '12345678950').executeTakeFirstOrThrow()).oid;
    expect((await t.call('GetDeclarationAccrumentBalancesofEMunicipality', { paymentProof: proof, registryInfoOid: zeynep })).statusCode).toBe(404);
    const [collection] = await t.db.selectFrom('collection').select('oid').where('registry_oid', '=', r.json().registry.registryOid).execute();
    const pdf = await t.call('CreateCollectionInfoReportForEMunicipalityWithoutAuthorization', { data: { collectionOid: collection!.oid, paymentProof: proof } });
    expect(pdf.statusCode).toBe(200);
    // The caller proved the registry's phone by SMS: the receipt names them in full.
    const receipt = await readPdf(pdf.rawPayload);
    expect(receipt.text).toContain('AHMET YILMAZ');
    expect(receipt.text).toContain('10000000146');
  });

  it('answers a wrong phone and an unknown number alike, and sends nothing', async () => {
    const before = await codeCount();
    const wrongPhone = await t.call('ValidateRegistries', { filter: '10000000146', gsmNumber: '5329999999', altcha: await solvedChallenge(t) });
    const unknown = await t.call('ValidateRegistries', { filter: '19090909018', gsmNumber: '5321234567', altcha: await solvedChallenge(t) });
    expect([wrongPhone.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(wrongPhone.json()).toEqual(unknown.json());
    expect(await codeCount()).toBe(before);
    expect((await t.call('ValidateRegistries', { filter: '10000000147', gsmNumber: '5321234567', altcha: await solvedChallenge(t) })).statusCode).toBe(400);
    expect((await t.call('ValidateRegistries', { filter: '10000000146', gsmNumber: '5321234567' })).statusCode).toBe(400);
  });

  it('filters the marriage fee by revenue code 83', async () => {
    const proof = await proveRegistry('12345678950', '5337654321');
    const r = await t.call('GetDeclarationAccrumentBalancesofEMunicipality', { paymentProof: proof, revenueCode: 83 });
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().lines).toEqual([expect.objectContaining({ revenueCode: 83, description: 'Evlendirme Harcı', principal: 185_000 })]);
  });

  it('says how long the proof lasts, and the same proof works until then and is refused after', async () => {
    // The citizen's page keeps the proof across a reload for exactly this long.
    const { paymentProof, paymentProofExpiresInSeconds } = await proveWithTime('10000000146', '5321234567');
    expect(paymentProofExpiresInSeconds).toBe(15 * 60);
    const ask = () => t.call('GetDeclarationAccrumentBalancesofEMunicipality', { paymentProof });
    try {
      clock = new Date(storyDay.getTime() + (paymentProofExpiresInSeconds - 5) * 1000);
      expect((await ask()).statusCode).toBe(200);
      expect((await ask()).statusCode).toBe(200);
      clock = new Date(storyDay.getTime() + (paymentProofExpiresInSeconds + 1) * 1000);
      const late = await ask();
      expect(late.statusCode).toBe(422);
      expect(late.json().code).toBe('PAYMENT_PROOF_INVALID');
    } finally {
      clock = storyDay;
    }
  });

  it('refuses a forged or expired proof', async () => {
    const r = await t.call('GetDeclarationAccrumentBalancesofEMunicipality', { paymentProof: 'eyJyZWdpc3RyeU9pZCI6MX0.forged-signature' });
    expect(r.statusCode).toBe(422);
    expect(r.json().code).toBe('PAYMENT_PROOF_INVALID');
  });
});
