import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { demoPeople, signIn } from '../../../testing/identity';

// The demo's complaints clerk, and the administrator.
const zeynep = demoPeople[1]!;
const fatma = demoPeople[2]!;

let t: TestApp;
const tokens = { zeynep: '', fatma: '' };
beforeAll(async () => {
  t = await createTestApp();
  tokens.zeynep = (await signIn(t, zeynep.nationalId)).AccessToken;
  tokens.fatma = (await signIn(t, fatma.nationalId)).AccessToken;
});
afterAll(() => t.close());

type Template = { templateOid: number; queue: string; action: string; title: string; body: string; active: boolean; version: number; updatedBy: string | null };
const list = async (token: string, body: Record<string, unknown> = {}) => ((await t.call('GetBackOfficeReplyTemplates', body, token)).json() as { items: Template[] }).items;
const save = (body: Record<string, unknown>, token = tokens.fatma) => t.call('SaveBackOfficeReplyTemplate', body, token);
const body = 'Başvurunuz yerinde incelenmiş ve gereği yapılmıştır.';

describe('reply templates', () => {
  it('a clerk reads the active templates of her own queues; the portal comes with three for complaint replies', async () => {
    const mine = await list(tokens.zeynep);
    expect(mine.map((m) => [m.queue, m.action, m.title])).toEqual([
      ['complaints', 'reply', 'Belediyenin yetkisi dışında'],
      ['complaints', 'reply', 'Çalışma programına alındı'],
      ['complaints', 'reply', 'Sorun giderildi'],
    ]);
    expect(mine.every((m) => m.updatedBy === null)).toBe(true);
    expect(await list(tokens.zeynep, { queue: 'waterApplications' })).toEqual([]);
  });

  it('an ADMIN adds one; it is offered at once, a second with the same title is refused, and only ADMIN may save', async () => {
    const added = await save({ queue: 'complaints', action: 'reply', title: 'Ekip yönlendirildi', body });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toMatchObject({ queue: 'complaints', action: 'reply', title: 'Ekip yönlendirildi', active: true, version: 0, updatedBy: 'FATMA ŞAHİN' });
    expect((await list(tokens.zeynep)).map((m) => m.title)).toContain('Ekip yönlendirildi');
    const twice = await save({ queue: 'complaints', action: 'reply', title: 'Ekip yönlendirildi', body });
    expect([twice.statusCode, twice.json().code]).toEqual([409, 'REPLY_TEMPLATE_DUPLICATE']);
    expect((await save({ queue: 'complaints', action: 'reply', title: 'Başka', body }, tokens.zeynep)).statusCode).toBe(403);
  });

  it('a change needs the version read; a deactivated template is no longer offered to clerks but stays for the ADMIN', async () => {
    const [first] = (await list(tokens.fatma, { queue: 'complaints' })).filter((m) => m.title === 'Ekip yönlendirildi');
    const changed = await save({ templateOid: first!.templateOid, version: first!.version, queue: 'complaints', action: 'reply', title: first!.title, body, active: false });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ active: false, version: 1 });
    const stale = await save({ templateOid: first!.templateOid, version: 0, queue: 'complaints', action: 'reply', title: first!.title, body, active: true });
    expect([stale.statusCode, stale.json().code]).toEqual([409, 'BACKOFFICE_STALE']);
    expect((await list(tokens.zeynep)).map((m) => m.title)).not.toContain('Ekip yönlendirildi');
    expect((await list(tokens.fatma)).find((m) => m.templateOid === first!.templateOid)).toMatchObject({ active: false });
  });

  it('refuses an action whose text does not reach the citizen in that queue, and a text too short to say why, in Turkish', async () => {
    const before = (await list(tokens.fatma)).length;
    const wrong = await save({ queue: 'complaints', action: 'reject', title: 'Ret', body });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields).toMatchObject({ action: 'Bu iş kuyruğunda bu işlem için hazır metin kullanılmaz.' });
    const short = await save({ queue: 'waterApplications', action: 'reject', title: 'Kısa', body: 'eksik' });
    expect(short.json().fields).toMatchObject({ body: 'Metin en az 20 karakter olmalıdır.' });
    expect((await list(tokens.fatma)).length).toBe(before);
  });
});
