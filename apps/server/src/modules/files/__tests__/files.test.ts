import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { letterheadOf } from '../../../documents/letterhead';
import { textDocument } from '../../../documents/pdf-document';
import { createTestApp, type TestApp } from '../../../testing';
import { demoPeople, signIn } from '../../../testing/identity';
import { sniffFileKind } from '../sniff';

let t: TestApp;
let ahmet: string;
let zeynep: string;
beforeAll(async () => {
  t = await createTestApp();
  pdf = Buffer.from(textDocument(letterheadOf(t.config), 'Dilekçe', 'Örnek belge'));
  ahmet = (await signIn(t, demoPeople[0]!.nationalId)).AccessToken;
  zeynep = (await signIn(t, demoPeople[1]!.nationalId)).AccessToken;
});
afterAll(() => t.close());

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
let pdf: Buffer;
const upload = (fileName: string, bytes: Buffer, extra: object = {}, token?: string) =>
  t.call('UploadFile', { request: { fileName, contentBase64: bytes.toString('base64'), ...extra } }, token);
const getFile = (fileOid: number, extra: object = {}, token?: string) => t.call('GetFile', { request: { fileOid, ...extra } }, token);
const fileCount = async () =>
  Number(
    (
      await t.db
        .selectFrom('stored_file')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('sniffing', () => {
  it('knows files by their bytes', () => {
    expect(sniffFileKind(pdf)).toBe('pdf');
    expect(sniffFileKind(png)).toBe('png');
    expect(sniffFileKind(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10]))).toBe('jpeg');
    expect(sniffFileKind(Buffer.from('%PDF-1.4 but never finished'))).toBeNull();
    expect(sniffFileKind(Buffer.from('PK\x03\x04 not a document'))).toBeNull();
    expect(sniffFileKind(Buffer.from('<html>'))).toBeNull();
  });
});

describe('UploadFile and GetFile', () => {
  it('stores an anonymous upload under a key only that key reads', async () => {
    const first = await upload('fotoğraf.png', png);
    expect(first.statusCode, first.body).toBe(200);
    const stored = first.json();
    expect(stored).toMatchObject({ fileName: 'fotoğraf.png', documentName: 'fotoğraf', contentType: 'image/png', size: png.length });
    expect(stored.uploadToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const second = await upload('dilekce.pdf', pdf, { uploadToken: stored.uploadToken, documentName: 'Dilekçe' });
    expect(second.json()).toMatchObject({ uploadToken: stored.uploadToken, contentType: 'application/pdf', documentName: 'Dilekçe' });

    const read = await getFile(stored.fileOid, { uploadToken: stored.uploadToken, disposition: 'inline' });
    expect(read.statusCode).toBe(200);
    expect(read.headers['content-type']).toBe('image/png');
    expect(read.headers['content-disposition']).toBe(`inline; filename="fotograf.png"; filename*=UTF-8''foto%C4%9Fraf.png`);
    expect(read.headers['x-content-type-options']).toBe('nosniff');
    expect(Buffer.compare(read.rawPayload, png)).toBe(0);

    for (const response of [await getFile(stored.fileOid), await getFile(stored.fileOid, { uploadToken: 'x'.repeat(43) }), await getFile(stored.fileOid, {}, ahmet)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: 'NOT_FOUND', Message: 'Dosya bulunamadı.' });
    }
  });

  it("lets a member read their own file and answers another member's file with 404", async () => {
    const mine = (await upload('tapu.pdf', pdf, {}, ahmet)).json();
    expect(mine.uploadToken).toBeNull();
    expect((await getFile(mine.fileOid, {}, ahmet)).statusCode).toBe(200);
    expect((await getFile(mine.fileOid, {}, zeynep)).statusCode).toBe(404);
    expect((await getFile(mine.fileOid)).statusCode).toBe(404);
  });

  it('serves published attachments to anyone', async () => {
    const published = await t.db.selectFrom('stored_file').select('oid').where('is_published', '=', true).executeTakeFirstOrThrow();
    const response = await getFile(published.oid);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="karar-/);
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('refuses a file that claims to be a PDF but is not, and changes nothing', async () => {
    const before = await fileCount();
    for (const [name, bytes] of [
      ['fatura.pdf', Buffer.from('Bu bir PDF değil, düz metin.')],
      ['resim.pdf', png],
      ['belge.png', pdf],
    ] as const) {
      const response = await upload(name, bytes);
      expect(response.statusCode, name).toBe(422);
      expect(response.json().code).toBe('FILE_CONTENT_MISMATCH');
    }
    expect(await fileCount()).toBe(before);
  });

  it('checks names, extensions, sizes and keys with Turkish messages', async () => {
    const before = await fileCount();
    const long = await upload('belge.pdf', pdf, { documentName: 'Yirmi beş karakterden uzun bir ad' });
    expect(long.statusCode).toBe(400);
    expect(long.json().fields['request.documentName']).toBe('Belge adı en fazla 25 karakter olabilir.');
    expect((await upload('program.exe', pdf)).json().fields['request.fileName']).toBe('Yalnızca pdf, png, jpg, jpeg, docx uzantılı dosyalar yüklenebilir.');
    const huge = await upload('buyuk.pdf', Buffer.alloc(5 * 1024 * 1024 + 10, 0x20));
    expect(huge.statusCode).toBe(400);
    expect(huge.json().fields['request.contentBase64']).toBe('Dosya en fazla 5 MB olabilir.');
    expect((await t.call('UploadFile', { request: { fileName: 'a.pdf', contentBase64: '***' } })).json().fields['request.contentBase64']).toBe('Dosya içeriği okunamadı.');
    const unknownKey = await upload('a.pdf', pdf, { uploadToken: 'y'.repeat(43) });
    expect(unknownKey.statusCode).toBe(404);
    expect((await t.call('GetFile', { request: { fileOid: -1 } })).statusCode).toBe(400);
    expect(await fileCount()).toBe(before);
  });

  it('limits how many pending files one upload session holds', async () => {
    const { uploadToken } = (await upload('1.png', png)).json();
    for (let i = 2; i <= 10; i++) expect((await upload(`${i}.png`, png, { uploadToken })).statusCode).toBe(200);
    const over = await upload('11.png', png, { uploadToken });
    expect(over.statusCode).toBe(422);
    expect(over.json().code).toBe('UPLOAD_LIMIT_REACHED');
  });

  it('counts the files kept, not refused or removed ones, and says what to do when the cap is reached', async () => {
    const { uploadToken } = (await upload('1.png', png)).json();
    for (let i = 2; i <= 9; i++) expect((await upload(`${i}.png`, png, { uploadToken })).statusCode).toBe(200);
    // Refused uploads of every kind on the way: none of them may use a place.
    expect((await upload('sahte.pdf', png, { uploadToken })).statusCode).toBe(422);
    expect((await upload('buyuk.png', Buffer.alloc(5 * 1024 * 1024 + 10, 0x20), { uploadToken })).statusCode).toBe(400);
    expect((await upload('bos.png', Buffer.alloc(0), { uploadToken })).statusCode).toBe(400);
    expect((await upload('program.exe', png, { uploadToken })).statusCode).toBe(400);
    const tenth = await upload('10.png', png, { uploadToken });
    expect(tenth.statusCode, tenth.body).toBe(200);

    const over = await upload('11.png', png, { uploadToken });
    expect(over.statusCode).toBe(422);
    expect(over.json()).toEqual({
      code: 'UPLOAD_LIMIT_REACHED',
      Message: 'En fazla 10 dosya ekleyebilirsiniz. Yeni bir dosya eklemek için önce eklediğiniz dosyalardan birini kaldırınız.',
    });

    // Removing one (with the key; a stranger or a keyless caller cannot) frees its place.
    const removeFile = (fileOid: number, extra: object = {}, token?: string) => t.call('RemoveUploadedFile', { request: { fileOid, ...extra } }, token);
    expect((await removeFile(tenth.json().fileOid)).statusCode).toBe(404);
    expect((await removeFile(tenth.json().fileOid, {}, ahmet)).statusCode).toBe(404);
    expect((await removeFile(tenth.json().fileOid, { uploadToken: 'z'.repeat(43) })).statusCode).toBe(404);
    expect((await getFile(tenth.json().fileOid, { uploadToken })).statusCode).toBe(200);
    const removed = await removeFile(tenth.json().fileOid, { uploadToken });
    expect([removed.statusCode, removed.json()]).toEqual([200, { removed: true }]);
    expect((await getFile(tenth.json().fileOid, { uploadToken })).statusCode).toBe(404);
    expect((await upload('11.png', png, { uploadToken })).statusCode).toBe(200);
  });

  it('lets a member take back a pending upload, never an attached or another member’s one', async () => {
    const mine = (await upload('vekalet.png', png, {}, ahmet)).json();
    expect((await t.call('RemoveUploadedFile', { request: { fileOid: mine.fileOid } }, zeynep)).statusCode).toBe(404);
    await t.db.updateTable('stored_file').set({ attached_at: new Date() }).where('oid', '=', mine.fileOid).execute();
    expect((await t.call('RemoveUploadedFile', { request: { fileOid: mine.fileOid } }, ahmet)).statusCode).toBe(404);
    await t.db.updateTable('stored_file').set({ attached_at: null }).where('oid', '=', mine.fileOid).execute();
    expect((await t.call('RemoveUploadedFile', { request: { fileOid: mine.fileOid } }, ahmet)).json()).toEqual({ removed: true });
    expect((await getFile(mine.fileOid, {}, ahmet)).statusCode).toBe(404);
  });

  it('does not count a member’s uploads left pending on a form of an earlier day', async () => {
    const ids: number[] = [];
    for (let i = 1; i <= 10; i++) ids.push((await upload(`${i}.png`, png, {}, zeynep)).json().fileOid as number);
    expect((await upload('11.png', png, {}, zeynep)).json().code).toBe('UPLOAD_LIMIT_REACHED');
    await t.db
      .updateTable('stored_file')
      .set({ created_at: new Date(Date.now() - 25 * 60 * 60 * 1000) })
      .where('oid', 'in', ids)
      .execute();
    expect((await upload('11.png', png, {}, zeynep)).statusCode).toBe(200);
  });

  it('holds the cap when one member sends 50 uploads at once', async () => {
    const fatma = (await signIn(t, demoPeople[2]!.nationalId)).AccessToken;
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => upload(`${i}.png`, png, {}, fatma)));
    expect(answers.filter((a) => a.statusCode === 200).length).toBe(10);
    expect(answers.filter((a) => a.statusCode === 422 && a.json().code === 'UPLOAD_LIMIT_REACHED').length).toBe(40);
    const fatmaOid = Number((await t.db.selectFrom('member').select('oid').where('user_name', '=', demoPeople[2]!.nationalId).executeTakeFirstOrThrow()).oid);
    const stored = await t.db
      .selectFrom('stored_file')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('owner_user_oid', '=', fatmaOid)
      .where('attached_at', 'is', null)
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(10);
  });

  it('holds the cap when one upload key is sent 50 uploads at once', async () => {
    const first = (await upload('0.png', png)).json();
    const answers = await Promise.all(Array.from({ length: 49 }, (_, i) => upload(`${i + 1}.png`, png, { uploadToken: first.uploadToken })));
    expect(answers.filter((a) => a.statusCode === 200).length).toBe(9);
    const stored = await t.db
      .selectFrom('stored_file')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('upload_token_hash', '=', createHash('sha256').update(first.uploadToken).digest('hex'))
      .executeTakeFirstOrThrow();
    expect(Number(stored.n)).toBe(10);
  });
});

describe('anonymous uploads per client address', () => {
  it('are limited in files and in bytes an hour, answered like the other limits, and store nothing more', async () => {
    // A clock that stands still: the wait the message names is the whole window, whatever the machine's speed.
    const limited = await createTestApp({
      now: () => new Date('2026-11-23T10:00:00Z'),
      configure: (c) => ({
        ...c,
        identity: { ...c.identity, rateLimits: { ...c.identity.rateLimits, uploadsPerIp: { max: 3, windowSeconds: 3600 }, uploadBytesPerIp: { max: 200, windowSeconds: 3600 } } },
      }),
    });
    try {
      const send = (fileName: string) => limited.call('UploadFile', { request: { fileName, contentBase64: png.toString('base64') } });
      const stored = async () =>
        Number(
          (
            await limited.db
              .selectFrom('stored_file')
              .select((eb) => eb.fn.countAll<number>().as('n'))
              .executeTakeFirstOrThrow()
          ).n,
        );
      // The one-pixel PNG is 70 bytes: two fit in 200, the third passes the byte total.
      expect((await send('1.png')).statusCode).toBe(200);
      expect((await send('2.png')).statusCode).toBe(200);
      const before = await stored();
      const bytes = await send('3.png');
      expect(bytes.statusCode).toBe(429);
      expect(bytes.json()).toEqual({ code: 'RATE_LIMITED', Message: 'Çok fazla deneme yaptınız. Lütfen 1 saat sonra tekrar deneyiniz.' });
      const count = await send('4.png');
      expect([count.statusCode, count.json().code]).toEqual([429, 'RATE_LIMITED']);
      expect(await stored()).toBe(before);
    } finally {
      await limited.close();
    }
  });
});
