import { operations } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { demoPeople, latestCode, signIn, smsInbox, solvedChallenge } from '../../../testing/identity';
import { subscriptionOid } from '../../../testing/subscriptions';
import { onePixelPng } from '../../../testing/one-pixel-png';

const ahmet = demoPeople[0]!;
const zeynep = demoPeople[1]!;
const fatma = demoPeople[2]!;
const png = onePixelPng;
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

async function anonymousUpload(fileName: string, uploadToken?: string) {
  const r = await t.call('UploadFile', { request: { fileName, contentBase64: png, ...(uploadToken ? { uploadToken } : {}) } });
  expect(r.statusCode, r.body).toBe(200);
  return { fileOid: r.json().fileOid as number, uploadToken: (r.json().uploadToken as string | undefined) ?? uploadToken! };
}

/** Ahmet's tariff reduction filed without signing in (ID number, registered phone, SMS code). */
async function fileWithoutSigningIn(subscriberNo: string) {
  const sent = await t.call('SendWaterApplicationCode', {
    applicationType: TARIFF_REDUCTION,
    nationalId: ahmet.nationalId,
    gsmNumber: ahmet.gsm,
    altcha: await solvedChallenge(t),
  });
  expect(sent.statusCode, sent.body).toBe(200);
  const { verificationToken } = (
    await t.call('ValidateCode', { operationReferenceNumber: sent.json().operationReferenceNumber, userEntredCode: await latestCode(t, ahmet.gsm) })
  ).json();
  const first = await anonymousUpload('rapor.png');
  const second = await anonymousUpload('kimlik.png', first.uploadToken);
  const filed = await t.call('ApplyForWaterServiceWithCode', {
    applicationType: TARIFF_REDUCTION,
    subscriberInfoOid: await subscriptionOid(t, subscriberNo),
    reductionGroundCode: '1',
    gsmNumber: ahmet.gsm,
    documents: [
      { kind: 'reductionProof', fileOid: first.fileOid },
      { kind: 'identity', fileOid: second.fileOid },
    ],
    uploadToken: first.uploadToken,
    verificationToken,
  });
  expect(filed.statusCode, filed.body).toBe(200);
  return filed.json().trackingNumber as string;
}

/** A water clerk acts on the application (signed in afresh: the test clock moves a day per test). */
async function clerkActs(trackingNumber: string, action: Record<string, unknown>) {
  const row = await t.db.selectFrom('water_application').select(['oid', 'version']).where('tracking_number', '=', trackingNumber).executeTakeFirstOrThrow();
  const { AccessToken } = await signIn(t, fatma.nationalId);
  const r = await t.call('ActOnBackOfficeWaterApplication', { applicationOid: Number(row.oid), version: row.version, action }, AccessToken);
  expect(r.statusCode, r.body).toBe(200);
  return AccessToken;
}
const requestAuthorisation = (trackingNumber: string) =>
  clerkActs(trackingNumber, { kind: 'requestDocuments', documentKinds: ['authorisation'], note: 'Vekaletname belgesi eksik.' });
/** Frees the subscription for the next test's application of the same type. */
const reject = (trackingNumber: string) => clerkActs(trackingNumber, { kind: 'reject', reason: 'Test sonunda kapatıldı.' });

const sendCode = async (trackingNumber: string, gsmNumber: string) => t.call('SendWaterDocumentsCode', { trackingNumber, gsmNumber, altcha: await solvedChallenge(t) });

async function prove(trackingNumber: string, gsm: string) {
  const sent = await sendCode(trackingNumber, gsm);
  expect(sent.statusCode, sent.body).toBe(200);
  const validated = await t.call('ValidateCode', { operationReferenceNumber: sent.json().operationReferenceNumber, userEntredCode: await latestCode(t, gsm) });
  expect(validated.statusCode, validated.body).toBe(200);
  expect(validated.json().paymentProof).toBeUndefined();
  return validated.json().verificationToken as string;
}

/** What a refused submission must leave as it was. */
async function stateOf(trackingNumber: string, fileOid: number) {
  const application = await t.db.selectFrom('water_application').select(['oid', 'status', 'version']).where('tracking_number', '=', trackingNumber).executeTakeFirstOrThrow();
  const documents = await t.db.selectFrom('water_application_document').select('file_oid').where('application_oid', '=', application.oid).execute();
  const file = await t.db.selectFrom('stored_file').select('attached_at').where('oid', '=', fileOid).executeTakeFirstOrThrow();
  return { status: application.status, version: application.version, documents: documents.length, attached: file.attached_at !== null };
}

describe('missing documents of an application followed without signing in', () => {
  it('proves the phone on the application, adds just the requested document, and sends it back to the water unit', async () => {
    nextWindow();
    const trackingNumber = await fileWithoutSigningIn('1000002');
    await requestAuthorisation(trackingNumber);
    const verificationToken = await prove(trackingNumber, ahmet.gsm);
    expect((await smsInbox(t, ahmet.gsm))[0]?.body).toContain('belge ekleme doğrulama kodunuz');
    const { fileOid, uploadToken } = await anonymousUpload('vekaletname.png');
    const added = await t.call('SubmitMissingWaterDocumentsWithCode', {
      trackingNumber,
      gsmNumber: ahmet.gsm,
      verificationToken,
      uploadToken,
      documents: [{ kind: 'authorisation', fileOid }],
    });
    expect(added.statusCode, added.body).toBe(200);
    const application = operations.SubmitMissingWaterDocumentsWithCode.response.parse(added.json());
    expect(application).toMatchObject({ status: 'received', missingDocuments: [] });
    expect(application.documents.map((d) => d.kind)).toEqual(['reductionProof', 'identity', 'authorisation']);
    expect(application.history.map((h) => h.status)).toEqual(['received', 'documentsMissing', 'received']);
    expect((await smsInbox(t, ahmet.gsm))[0]?.body).toContain(`${trackingNumber} numaralı başvurunuzun eksik belgeleri alındı`);
    const clerk = (await signIn(t, fatma.nationalId)).AccessToken;
    const [queued] = (await t.call('GetBackOfficeWaterApplications', { searchText: trackingNumber }, clerk)).json().items;
    expect(queued).toMatchObject({ status: 'received' });
    const detail = (await t.call('GetBackOfficeWaterApplication', { applicationOid: queued.applicationOid }, clerk)).json();
    expect(detail.history.map((h: { action: string }) => h.action)).toEqual(['filed', 'requestDocuments', 'documentsAdded']);
    // The proof is spent: asked again, it adds nothing.
    await requestAuthorisation(trackingNumber);
    const again = await anonymousUpload('vekaletname-2.png');
    const reused = await t.call('SubmitMissingWaterDocumentsWithCode', {
      trackingNumber,
      gsmNumber: ahmet.gsm,
      verificationToken,
      uploadToken: again.uploadToken,
      documents: [{ kind: 'authorisation', fileOid: again.fileOid }],
    });
    expect(reused.json().code).toBe('VERIFICATION_REQUIRED');
    expect(await stateOf(trackingNumber, again.fileOid)).toMatchObject({ status: 'documentsMissing', documents: 3, attached: false });
    await reject(trackingNumber);
  });

  it('answers a wrong phone and a wrong tracking number as an unknown one, and sends no code', async () => {
    nextWindow();
    const trackingNumber = await fileWithoutSigningIn('1000001');
    await requestAuthorisation(trackingNumber);
    const codes = async () =>
      Number(
        (
          await t.db
            .selectFrom('verification_code')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .executeTakeFirstOrThrow()
        ).n,
      );
    const before = await codes();
    const wrongPhone = await sendCode(trackingNumber, zeynep.gsm);
    const unknown = await sendCode('SB-22222-22222', ahmet.gsm);
    expect([wrongPhone.statusCode, unknown.statusCode]).toEqual([404, 404]);
    expect(wrongPhone.json()).toEqual(unknown.json());
    expect(await codes()).toBe(before);
    const verificationToken = await prove(trackingNumber, ahmet.gsm);
    const { fileOid, uploadToken } = await anonymousUpload('vekaletname.png');
    const submit = (gsmNumber: string, tracking = trackingNumber) =>
      t.call('SubmitMissingWaterDocumentsWithCode', { trackingNumber: tracking, gsmNumber, verificationToken, uploadToken, documents: [{ kind: 'authorisation', fileOid }] });
    const [byWrongPhone, byUnknown] = [await submit(zeynep.gsm), await submit(ahmet.gsm, 'SB-22222-22222')];
    expect([byWrongPhone.statusCode, byUnknown.statusCode]).toEqual([404, 404]);
    expect(byWrongPhone.json()).toEqual(byUnknown.json());
    expect(await stateOf(trackingNumber, fileOid)).toMatchObject({ status: 'documentsMissing', documents: 2, attached: false });
    // Not waiting for documents: no code is sent.
    expect((await submit(ahmet.gsm)).statusCode).toBe(200);
    const notAsked = await sendCode(trackingNumber, ahmet.gsm);
    expect([notAsked.statusCode, notAsked.json().code]).toEqual([422, 'WATER_DOCUMENTS_NOT_REQUESTED']);
    await reject(trackingNumber);
  });

  it('stores nothing without a valid proof of this phone, nor a document that was not requested, nor another key’s upload', async () => {
    nextWindow();
    const trackingNumber = await fileWithoutSigningIn('1000002');
    await requestAuthorisation(trackingNumber);
    const { fileOid, uploadToken } = await anonymousUpload('vekaletname.png');
    const submit = (verificationToken: string, documents = [{ kind: 'authorisation', fileOid }], key = uploadToken) =>
      t.call('SubmitMissingWaterDocumentsWithCode', { trackingNumber, gsmNumber: ahmet.gsm, verificationToken, uploadToken: key, documents });
    const before = await stateOf(trackingNumber, fileOid);
    expect(before).toMatchObject({ status: 'documentsMissing', documents: 2, attached: false });

    const forged = await submit('a-token-nobody-was-given-0000');
    expect([forged.statusCode, forged.json().code]).toEqual([422, 'VERIFICATION_REQUIRED']);
    // A filing code's proof for the same phone is not a document proof.
    const filingSent = await t.call('SendWaterApplicationCode', {
      applicationType: TARIFF_REDUCTION,
      nationalId: ahmet.nationalId,
      gsmNumber: ahmet.gsm,
      altcha: await solvedChallenge(t),
    });
    const filingProof = (
      await t.call('ValidateCode', { operationReferenceNumber: filingSent.json().operationReferenceNumber, userEntredCode: await latestCode(t, ahmet.gsm) })
    ).json().verificationToken as string;
    expect((await submit(filingProof)).json().code).toBe('VERIFICATION_REQUIRED');
    // A wrong code buys no proof.
    const sent = await sendCode(trackingNumber, ahmet.gsm);
    expect((await t.call('ValidateCode', { operationReferenceNumber: sent.json().operationReferenceNumber, userEntredCode: '0000000' })).json().code).toBe('SMS_CODE_INVALID');

    // Four SMS went to this phone already; the shared per-phone limit starts afresh.
    nextWindow();
    const verificationToken = await prove(trackingNumber, ahmet.gsm);
    const notRequested = await anonymousUpload('kimlik.png', uploadToken);
    const stray = await submit(verificationToken, [{ kind: 'identity', fileOid: notRequested.fileOid }]);
    expect([stray.statusCode, stray.json().code]).toEqual([400, 'VALIDATION_FAILED']);
    const foreign = await anonymousUpload('baskasi.png');
    const stolen = await submit(verificationToken, [{ kind: 'authorisation', fileOid: foreign.fileOid }]);
    expect(stolen.json().code).toBe('WATER_DOCUMENT_INVALID');
    expect(await stateOf(trackingNumber, fileOid)).toEqual(before);
    expect((await stateOf(trackingNumber, foreign.fileOid)).attached).toBe(false);
    // The refused submissions kept the proof: the right document goes through with it.
    expect((await submit(verificationToken)).statusCode).toBe(200);
    await reject(trackingNumber);
  });

  it('never touches another application with a proof of this phone', async () => {
    nextWindow();
    const ahmets = await fileWithoutSigningIn('1000001');
    await requestAuthorisation(ahmets);
    const zeynepToken = (await signIn(t, zeynep.nationalId)).AccessToken;
    const zeynepsSubscription = await t.db
      .selectFrom('subscription')
      .innerJoin('registry', 'registry.oid', 'subscription.registry_oid')
      .select('subscription.oid')
      .where('registry.national_id', '=', zeynep.nationalId)
      .executeTakeFirstOrThrow();
    const uploads = await Promise.all(
      ['reductionProof', 'identity'].map(async (kind) => {
        const r = await t.call('UploadFile', { request: { fileName: `${kind}.png`, contentBase64: png } }, zeynepToken);
        return { kind, fileOid: r.json().fileOid as number };
      }),
    );
    const zeyneps = await t.call(
      'ApplyForWaterService',
      { applicationType: TARIFF_REDUCTION, subscriberInfoOid: Number(zeynepsSubscription.oid), reductionGroundCode: '1', gsmNumber: zeynep.gsm, documents: uploads },
      zeynepToken,
    );
    expect(zeyneps.statusCode, zeyneps.body).toBe(200);
    const theirs = zeyneps.json().trackingNumber as string;
    await requestAuthorisation(theirs);

    const verificationToken = await prove(ahmets, ahmet.gsm);
    const { fileOid, uploadToken } = await anonymousUpload('vekaletname.png');
    const submit = (trackingNumber: string, gsmNumber: string) =>
      t.call('SubmitMissingWaterDocumentsWithCode', { trackingNumber, gsmNumber, verificationToken, uploadToken, documents: [{ kind: 'authorisation', fileOid }] });
    expect((await submit(theirs, ahmet.gsm)).statusCode).toBe(404);
    expect((await submit(theirs, zeynep.gsm)).json().code).toBe('VERIFICATION_REQUIRED');
    expect(await stateOf(theirs, fileOid)).toMatchObject({ status: 'documentsMissing', documents: 2, attached: false });
  });
});
