import { operations } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { demoPeople, latestCode, signIn, smsInbox, solvedChallenge } from '../../../testing/identity';

let t: TestApp;
let ahmet: string;
let zeynep: string;
beforeAll(async () => {
  t = await createTestApp();
  ahmet = (await signIn(t, demoPeople[0]!.nationalId)).AccessToken;
  zeynep = (await signIn(t, demoPeople[1]!.nationalId)).AccessToken;
});
afterAll(() => t.close());

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64').toString('base64');
let nextPhone = 5301234560;
/** A fresh phone per test: the SMS abuse limit counts codes per phone. */
const freshPhone = () => String(nextPhone++);
const complaint = {
  complaintCategoryCode: '3',
  applicationTypeCode: 'SIKAYET',
  subject: 'Sokak lambası yanmıyor',
  description: 'IŞIK Sokak üzerindeki iki aydınlatma direği bir haftadır yanmıyor, akşamları sokak karanlık kalıyor.',
  districtCode: 20820,
  contactName: 'Deniz Yıldız',
  gsmNumber: '(530) 123 45 67',
  kvkkConsent: true,
};
const rows = async () => {
  const count = async (table: 'complaint' | 'complaint_attachment' | 'complaint_status_history') =>
    Number(
      (
        await t.db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  return { complaint: await count('complaint'), attachments: await count('complaint_attachment'), history: await count('complaint_status_history') };
};
const sendCode = async (gsmNumber: string) => {
  const r = await t.call('SendComplaintVerificationCode', { gsmNumber, altcha: await solvedChallenge(t) });
  expect(r.statusCode, r.body).toBe(200);
  return { operationReferenceNumber: r.json().operationReferenceNumber as string, verificationCode: await latestCode(t, gsmNumber) };
};

describe('anonymous complaints', () => {
  it('sends a complaint with a photo after the SMS code, and looks its status up', async () => {
    const photo = (await t.call('UploadFile', { request: { fileName: 'lamba.png', contentBase64: png } })).json();
    const phone = freshPhone();
    const proof = await sendCode(phone);
    const created = await t.call('CreateComplaintRequest', { ...complaint, ...proof, gsmNumber: phone, fileOids: [photo.fileOid], uploadToken: photo.uploadToken });
    expect(created.statusCode, created.body).toBe(200);
    const { trackingNumber } = operations.CreateComplaintRequest.response.parse(created.json());
    expect(trackingNumber).toMatch(/^ST-[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}$/);

    const status = await t.call('GetComplaintRequestStatus', {
      trackingNumber: trackingNumber.toLowerCase(),
      gsmNumber: `0${phone.slice(0, 3)} ${phone.slice(3, 6)} ${phone.slice(6, 8)} ${phone.slice(8)}`,
    });
    expect(status.statusCode, status.body).toBe(200);
    const detail = operations.GetComplaintRequestStatus.response.parse(status.json());
    expect(detail).toMatchObject({
      trackingNumber,
      status: 'received',
      categoryName: 'Sokak Aydınlatması',
      categoryNameEn: 'Street Lighting',
      applicationTypeName: 'Şikayet',
      applicationTypeNameEn: 'Complaint',
      attachmentCount: 1,
    });
    expect(detail.history).toEqual([
      {
        status: 'received',
        at: detail.createdAt,
        note: 'Başvurunuz alındı ve Fen İşleri Müdürlüğü birimine iletildi.',
        noteEn: 'Your application was received and passed to Fen İşleri Müdürlüğü.',
      },
    ]);
  });

  it('gives the same answer for an unknown tracking number and for a wrong phone', async () => {
    const phone = freshPhone();
    const proof = await sendCode(phone);
    const { trackingNumber } = (await t.call('CreateComplaintRequest', { ...complaint, ...proof, gsmNumber: phone })).json();
    const wrongPhone = await t.call('GetComplaintRequestStatus', { trackingNumber, gsmNumber: '5559998877' });
    const unknown = await t.call('GetComplaintRequestStatus', { trackingNumber: 'ST-22222-22222', gsmNumber: phone });
    expect(wrongPhone.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(wrongPhone.body).toBe(unknown.body);
    expect(unknown.json()).toEqual({ code: 'COMPLAINT_NOT_FOUND', Message: 'Takip numarası ve cep telefonu ile eşleşen bir başvuru bulunamadı.' });
    expect((await t.call('GetComplaintRequestStatus', { trackingNumber: 'ABC', gsmNumber: phone })).json().fields.trackingNumber).toBe(
      'Takip numarasını ST-XXXXX-XXXXX biçiminde giriniz.',
    );
  });

  it('needs the challenge for a code, and a right, unused code for the complaint', async () => {
    const phone = freshPhone();
    const noChallenge = await t.call('SendComplaintVerificationCode', { gsmNumber: phone });
    expect(noChallenge.json()).toMatchObject({ code: 'HUMAN_VERIFICATION_REQUIRED', Message: 'Lütfen gerçek kişi olduğunuzu doğrulayınız' });
    const before = await rows();
    const mine = { ...complaint, gsmNumber: phone };
    expect((await t.call('CreateComplaintRequest', mine)).json().code).toBe('VERIFICATION_REQUIRED');
    const proof = await sendCode(phone);
    const wrong = proof.verificationCode === '000000' ? '111111' : '000000';
    expect((await t.call('CreateComplaintRequest', { ...mine, ...proof, verificationCode: wrong })).json().code).toBe('SMS_CODE_INVALID');
    // The code proves its own phone only.
    expect((await t.call('CreateComplaintRequest', { ...mine, ...proof, gsmNumber: freshPhone() })).json().code).toBe('SMS_CODE_EXPIRED');
    expect(await rows()).toEqual(before);
    expect((await t.call('CreateComplaintRequest', { ...mine, ...proof })).statusCode).toBe(200);
    expect((await t.call('CreateComplaintRequest', { ...mine, ...proof })).json().code).toBe('SMS_CODE_EXPIRED');
  });

  it('refuses bad input with Turkish field errors and changes nothing', async () => {
    const before = await rows();
    const bad = await t.call('CreateComplaintRequest', { ...complaint, subject: 'Yol', description: 'kısa', gsmNumber: '12345', kvkkConsent: false, fileOids: [1, 2, 3, 4, 5, 6] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      subject: 'Konu en az 5 karakter olmalıdır.',
      description: 'Açıklama en az 20 karakter olmalıdır.',
      gsmNumber: 'Cep telefonunu 5 ile başlayan 10 haneli numara olarak giriniz (ör. 0505 111 22 33).',
      fileOids: 'En fazla 5 dosya ekleyebilirsiniz.',
    });
    // Consent is not what the law asks for here (a privacy notice is): its absence refuses nothing.
    expect(bad.json().fields.kvkkConsent).toBeUndefined();
    const empty = await t.call('CreateComplaintRequest', { ...complaint, subject: ' ', description: '', contactName: undefined });
    expect(empty.json().fields).toMatchObject({ subject: 'Konu zorunludur.', description: 'Açıklama zorunludur.', contactName: 'Ad soyad zorunludur.' });
    const anonymousComplaint = await t.call('CreateComplaintRequest', { ...complaint, anonymous: true });
    expect(anonymousComplaint.json().fields).toMatchObject({ anonymous: 'Yalnızca ihbarlar kimlik belirtmeden gönderilebilir.' });
    const phone = freshPhone();
    const proof = { ...(await sendCode(phone)), gsmNumber: phone };
    const place = await t.call('CreateComplaintRequest', { ...complaint, ...proof, streetCode: 100001 });
    expect(place.json().fields).toEqual({ streetCode: 'Seçilen mahallede böyle bir cadde/sokak yok.' });
    expect((await t.call('CreateComplaintRequest', { ...complaint, ...proof, complaintCategoryCode: '77' })).json().fields).toEqual({
      complaintCategoryCode: 'Geçerli bir kategori seçiniz.',
    });
    const someoneElses = (await t.call('UploadFile', { request: { fileName: 'x.png', contentBase64: png } })).json();
    const mine = (await t.call('UploadFile', { request: { fileName: 'y.png', contentBase64: png } })).json();
    const stolen = await t.call('CreateComplaintRequest', { ...complaint, ...proof, fileOids: [someoneElses.fileOid], uploadToken: mine.uploadToken });
    expect(stolen.statusCode).toBe(400);
    expect(Object.keys(stolen.json().fields)).toEqual(['fileOids']);
    expect(await rows()).toEqual(before);
  });
});

describe('anonymous tip-offs and the SMS with the tracking number', () => {
  const tipOff = { ...complaint, applicationTypeCode: 'IHBAR', subject: 'Kaçak yapı ihbarı', anonymous: true, contactName: undefined };

  it('keeps no name and no readable phone, is found by tracking number and phone, and texts the number with the reply date', async () => {
    const phone = freshPhone();
    const created = await t.call('CreateComplaintRequest', { ...tipOff, ...(await sendCode(phone)), gsmNumber: phone, email: 'x@example.com' });
    expect(created.statusCode, created.body).toBe(200);
    const answer = operations.CreateComplaintRequest.response.parse(created.json());
    expect(answer.smsSent).toBe(true);
    expect(answer.replyDueOn).toBe(new Date(Date.parse(answer.createdAt) + 3 * 3600_000 + 30 * 86_400_000).toISOString().slice(0, 10));
    const row = await t.db.selectFrom('complaint').selectAll().where('tracking_number', '=', answer.trackingNumber).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ anonymous: true, contact_name: null, gsm: null, email: null, member_user_oid: null });
    expect(row.gsm_hash).toBeTruthy();
    expect(JSON.stringify(row)).not.toContain(phone);
    expect((await t.call('GetComplaintRequestStatus', { trackingNumber: answer.trackingNumber, gsmNumber: phone })).statusCode).toBe(200);
    expect((await t.call('GetComplaintRequestStatus', { trackingNumber: answer.trackingNumber, gsmNumber: freshPhone() })).statusCode).toBe(404);
    const [sms] = await smsInbox(t, phone);
    const [y, m, d] = answer.replyDueOn.split('-');
    expect(sms).toMatchObject({ typeCode: 7, title: 'Başvurunuz Alındı' });
    expect(sms!.body).toContain(`Takip numaranız ${answer.trackingNumber}. En geç ${d}.${m}.${y} tarihine kadar yanıtlanacaktır`);
  });

  it('is not linked to a signed-in member, who then proves the phone like anyone else', async () => {
    const phone = freshPhone();
    expect((await t.call('CreateComplaintRequest', { ...tipOff, gsmNumber: phone }, zeynep)).json().code).toBe('VERIFICATION_REQUIRED');
    const created = await t.call('CreateComplaintRequest', { ...tipOff, ...(await sendCode(phone)), gsmNumber: phone }, zeynep);
    expect(created.statusCode, created.body).toBe(200);
    const row = await t.db.selectFrom('complaint').select(['member_user_oid', 'anonymous']).where('tracking_number', '=', created.json().trackingNumber).executeTakeFirstOrThrow();
    expect(row).toEqual({ member_user_oid: null, anonymous: true });
  });
});

describe('member complaints', () => {
  const ahmetsPhone = demoPeople[0]!.gsm;

  it('lets a member send to their registered phone without an SMS code and see only their own submissions', async () => {
    const photo = (await t.call('UploadFile', { request: { fileName: 'cukur.png', contentBase64: png } }, ahmet)).json();
    const created = await t.call('CreateComplaintRequest', { ...complaint, gsmNumber: ahmetsPhone, subject: 'Asfaltta derin çukur', fileOids: [photo.fileOid] }, ahmet);
    expect(created.statusCode, created.body).toBe(200);
    const list = await t.call('GetMemberComplaintRequests', {}, ahmet);
    const page = operations.GetMemberComplaintRequests.response.parse(list.json());
    expect(page.items.map((c) => c.subject)).toEqual(['Asfaltta derin çukur']);
    expect((await t.call('GetMemberComplaintRequests', { searchText: 'ÇUKUR' }, ahmet)).json().total).toBe(1);
    expect((await t.call('GetMemberComplaintRequests', {}, zeynep)).json().total).toBe(0);
    expect((await t.call('GetMemberComplaintRequests', {})).statusCode).toBe(401);
    // Another member cannot attach Ahmet's already attached photo.
    const reuse = await t.call('CreateComplaintRequest', { ...complaint, gsmNumber: demoPeople[1]!.gsm, fileOids: [photo.fileOid] }, zeynep);
    expect(reuse.statusCode).toBe(400);
  });

  it('sends to any other phone only after the code sent to that phone, so a member cannot text a stranger', async () => {
    const stranger = freshPhone();
    const before = await rows();
    const unproven = await t.call('CreateComplaintRequest', { ...complaint, gsmNumber: stranger }, ahmet);
    expect(unproven.statusCode).toBe(422);
    expect(unproven.json().code).toBe('VERIFICATION_REQUIRED');
    expect(await rows()).toEqual(before);
    expect(await smsInbox(t, stranger)).toEqual([]);

    const proven = await t.call('CreateComplaintRequest', { ...complaint, ...(await sendCode(stranger)), gsmNumber: stranger }, ahmet);
    expect(proven.statusCode, proven.body).toBe(200);
    const row = await t.db.selectFrom('complaint').select(['gsm', 'member_user_oid']).where('tracking_number', '=', proven.json().trackingNumber).executeTakeFirstOrThrow();
    expect(row.gsm).toBe(stranger);
    expect(row.member_user_oid).not.toBeNull();
  });
});
