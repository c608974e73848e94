import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { demoPeople, latestCode, smsInbox, solvedChallenge } from '../../../testing/identity';
import { subscriptionOid } from '../../../testing/subscriptions';
import { onePixelPng } from '../../../testing/one-pixel-png';

const ahmet = demoPeople[0]!;
const zeynep = demoPeople[1]!;
const png = onePixelPng;
/** Tariff reduction: no fees, the SMS path allowed, two documents and a legal ground. */
const TARIFF_REDUCTION = 5;

let clock = new Date('2026-11-25T09:00:00+03:00');
/** Each test starts in a fresh rate-limit window. */
const nextWindow = () => {
  clock = new Date(clock.getTime() + 24 * 60 * 60 * 1000);
};
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
});
afterAll(() => t.close());

const countRows = async (table: 'water_application' | 'water_application_document' | 'verification_code') =>
  Number(
    (
      await t.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );
const sendCode = async (nationalId: string, gsmNumber: string, applicationType = TARIFF_REDUCTION) =>
  t.call('SendWaterApplicationCode', { applicationType, nationalId, gsmNumber, altcha: await solvedChallenge(t) });

/** The citizen's side: the code to the registered phone, then ValidateCode. */
async function prove(nationalId: string, gsm: string) {
  const sent = await sendCode(nationalId, gsm);
  expect(sent.statusCode, sent.body).toBe(200);
  const validated = await t.call('ValidateCode', { operationReferenceNumber: sent.json().operationReferenceNumber, userEntredCode: await latestCode(t, gsm) });
  expect(validated.statusCode, validated.body).toBe(200);
  return validated.json() as { verificationToken: string; paymentProof: string };
}

/** Two documents under one anonymous upload key. */
async function anonymousUploads() {
  const first = await t.call('UploadFile', { request: { fileName: 'rapor.png', contentBase64: png } });
  expect(first.statusCode, first.body).toBe(200);
  const uploadToken = first.json().uploadToken as string;
  const second = await t.call('UploadFile', { request: { fileName: 'kimlik.png', contentBase64: png, uploadToken } });
  return {
    uploadToken,
    documents: [
      { kind: 'reductionProof', fileOid: first.json().fileOid as number },
      { kind: 'identity', fileOid: second.json().fileOid as number },
    ],
  };
}

const reduction = async (subscriberNo = '1000002') => ({
  applicationType: TARIFF_REDUCTION,
  subscriberInfoOid: await subscriptionOid(t, subscriberNo),
  reductionGroundCode: '1',
  gsmNumber: ahmet.gsm,
});

describe('a water application without signing in (ID number + registered phone + SMS code)', () => {
  it('files for the proven registry with the uploads of the upload key; tracking works as for members and the proof is spent', async () => {
    nextWindow();
    const { verificationToken, paymentProof } = await prove(ahmet.nationalId, ahmet.gsm);
    expect((await smsInbox(t, ahmet.gsm))[0]?.title).toBe('Su Başvurusu Doğrulama');
    // The same evidence as fast payment: that registry's subscriptions, for the form.
    const subscriptions = await t.call('GetSubscriptionList', { paymentProof });
    expect(subscriptions.json().map((s: { subscriberNo: string }) => s.subscriberNo)).toContain('1000002');
    const { uploadToken, documents } = await anonymousUploads();
    const filed = await t.call('ApplyForWaterServiceWithCode', { ...(await reduction()), documents, uploadToken, verificationToken });
    expect(filed.statusCode, filed.body).toBe(200);
    const application = filed.json();
    expect(application).toMatchObject({ applicationType: TARIFF_REDUCTION, status: 'received', subscriberNo: '1000002' });
    const row = await t.db
      .selectFrom('water_application')
      .select(['registry_oid', 'member_user_oid'])
      .where('tracking_number', '=', application.trackingNumber)
      .executeTakeFirstOrThrow();
    const ahmetRegistry = await t.db.selectFrom('registry').select('oid').where('national_id', '=', ahmet.nationalId).executeTakeFirstOrThrow();
    expect([Number(row.registry_oid), row.member_user_oid]).toEqual([Number(ahmetRegistry.oid), null]);
    const status = await t.call('GetWaterApplicationStatus', { trackingNumber: application.trackingNumber, gsmNumber: ahmet.gsm });
    expect(status.statusCode, status.body).toBe(200);
    expect(status.json().documents).toHaveLength(2);
    // Single use: the same token files nothing more.
    const again = await t.call('ApplyForWaterServiceWithCode', { ...(await reduction('1000001')), documents: [], verificationToken });
    expect(again.json().code).toBe('VERIFICATION_REQUIRED');
  });

  it('answers a wrong phone and an unknown ID number alike, and sends nothing', async () => {
    nextWindow();
    const before = await countRows('verification_code');
    const wrongPhone = await sendCode(ahmet.nationalId, '5329999999');
    const unknown = await sendCode('19090909018', ahmet.gsm);
    expect([wrongPhone.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(wrongPhone.json()).toEqual(unknown.json());
    expect(await countRows('verification_code')).toBe(before);
  });

  it('refuses a type whose rule does not allow the SMS path, before any code is sent or anything filed', async () => {
    nextWindow();
    const before = await countRows('verification_code');
    const newSubscription = await sendCode(ahmet.nationalId, ahmet.gsm, 1);
    expect([newSubscription.statusCode, newSubscription.json().code]).toEqual([422, 'WATER_SMS_PATH_NOT_ALLOWED']);
    expect(await countRows('verification_code')).toBe(before);
    const { verificationToken } = await prove(ahmet.nationalId, ahmet.gsm);
    const appeal = await t.call('ApplyForWaterServiceWithCode', {
      applicationType: 11,
      statement: 'Kaçak kullanım tutanağına itiraz ediyorum.',
      documents: [],
      gsmNumber: ahmet.gsm,
      verificationToken,
    });
    expect(appeal.json().code).toBe('WATER_SMS_PATH_NOT_ALLOWED');
  });

  it('counts a wrong code against the tries and never opens anything with it', async () => {
    nextWindow();
    const sent = await sendCode(ahmet.nationalId, ahmet.gsm);
    const wrong = await t.call('ValidateCode', { operationReferenceNumber: sent.json().operationReferenceNumber, userEntredCode: '0000000' });
    expect(wrong.json().code).toBe('SMS_CODE_INVALID');
    const forged = await t.call('ApplyForWaterServiceWithCode', { ...(await reduction()), documents: [], verificationToken: 'a-token-nobody-was-given-0000' });
    expect([forged.statusCode, forged.json().code]).toEqual([422, 'VERIFICATION_REQUIRED']);
  });

  it("never reaches another person's subscription or another's uploads, and stores nothing on refusal", async () => {
    nextWindow();
    const { verificationToken } = await prove(ahmet.nationalId, ahmet.gsm);
    const { uploadToken, documents } = await anonymousUploads();
    const before = { applications: await countRows('water_application'), documents: await countRows('water_application_document') };
    // Zeynep's subscription under Ahmet's proof is the same 404 as an unknown one.
    const zeynepsSubscription = await t.db
      .selectFrom('subscription')
      .innerJoin('registry', 'registry.oid', 'subscription.registry_oid')
      .select('subscription.subscriber_no')
      .where('registry.national_id', '=', zeynep.nationalId)
      .executeTakeFirstOrThrow();
    const others = await t.call('ApplyForWaterServiceWithCode', { ...(await reduction(zeynepsSubscription.subscriber_no)), documents, uploadToken, verificationToken });
    expect(others.statusCode).toBe(404);
    // Files uploaded under another key (or none) are not this caller's.
    const foreign = await anonymousUploads();
    const stolen = await t.call('ApplyForWaterServiceWithCode', { ...(await reduction('1000001')), documents: foreign.documents, uploadToken, verificationToken });
    expect(stolen.json().code).toBe('WATER_DOCUMENT_INVALID');
    const keyless = await t.call('ApplyForWaterServiceWithCode', { ...(await reduction('1000001')), documents, verificationToken });
    expect(keyless.json().code).toBe('WATER_DOCUMENT_INVALID');
    const missing = await t.call('ApplyForWaterServiceWithCode', { ...(await reduction('1000001')), documents: documents.slice(0, 1), uploadToken, verificationToken });
    expect(missing.json().code).toBe('WATER_DOCUMENT_MISSING');
    expect({ applications: await countRows('water_application'), documents: await countRows('water_application_document') }).toEqual(before);
    const attached = await t.db
      .selectFrom('stored_file')
      .select('oid')
      .where('attached_at', 'is not', null)
      .where(
        'oid',
        'in',
        [...documents, ...foreign.documents].map((d) => d.fileOid),
      )
      .execute();
    expect(attached).toEqual([]);
    // A refused filing keeps the proof: the corrected one goes through.
    const corrected = await t.call('ApplyForWaterServiceWithCode', { ...(await reduction('1000001')), documents, uploadToken, verificationToken });
    expect(corrected.statusCode, corrected.body).toBe(200);
  });

  it('limits the codes per phone and the lookups per address', async () => {
    nextWindow();
    const { max } = t.config.identity.rateLimits.smsPerPhone;
    const answers: number[] = [];
    for (let i = 0; i <= max; i++) answers.push((await sendCode(ahmet.nationalId, ahmet.gsm)).statusCode);
    expect(answers.slice(0, max).every((s) => s === 200)).toBe(true);
    expect(answers[max]).toBe(429);
    nextWindow();
    const lookups = t.config.identity.rateLimits.registryLookupPerIp.max;
    const statuses: number[] = [];
    for (let i = 0; i <= lookups; i++) statuses.push((await sendCode('19090909018', ahmet.gsm)).statusCode);
    expect(statuses.slice(0, lookups).every((s) => s === 404)).toBe(true);
    expect(statuses[lookups]).toBe(429);
  });
});
