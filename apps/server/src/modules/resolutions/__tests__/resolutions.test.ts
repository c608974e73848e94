import { foldTurkishAscii, operations } from '@ebelediye/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { readPdf } from '../../../testing/pdf-text';
import { searchAscii, searchVector } from '../../../platform/turkish-fulltext';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Summary = {
  resolutionOid: number;
  body: string;
  resolutionNo: string;
  resolutionDate: string;
  subject: string;
  rank: number | null;
  resolutionTypeOid: number;
  meetingOid: number;
};
type List = { items: Summary[]; total: number; availableYears: number[]; meetings: { meetingOid: number; title: string }[] };

const list = async (criteria: object): Promise<List> => {
  const r = await t.call('GetResolutionList', { criteria });
  expect(r.statusCode, r.body).toBe(200);
  return operations.GetResolutionList.response.parse(r.json()) as List;
};

describe('resolution lookups', () => {
  it('lists the kinds of resolution', async () => {
    const types = operations.GetResolutionTypeList.response.parse((await t.call('GetResolutionTypeList')).json());
    expect(types.map((x) => x.name)).toContain('İmar ve Şehircilik');
  });

  it('pages council resolutions newest first, with years and the meetings of a chosen year', async () => {
    const all = await list({ body: 'council', pageSize: 5 });
    expect(all.availableYears).toEqual([2026, 2025, 2024, 2023, 2022]);
    expect(all.items.every((r) => r.body === 'council' && r.rank === null)).toBe(true);
    const dates = all.items.map((r) => r.resolutionDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all.meetings).toEqual([]);
    const year = await list({ body: 'council', year: 2024, pageSize: 100 });
    expect(year.meetings.length).toBe(13);
    expect(year.items.every((r) => r.resolutionNo.startsWith('2024/'))).toBe(true);
    const meeting = year.meetings[0]!;
    const ofMeeting = await list({ body: 'council', year: 2024, meetingOid: meeting.meetingOid });
    expect(ofMeeting.items.every((r) => r.meetingOid === meeting.meetingOid)).toBe(true);
  });

  it('filters by dates, number and kind', async () => {
    const range = await list({ body: 'committee', dateFrom: '2025-03-01', dateTo: '2025-03-31', pageSize: 100 });
    expect(range.total).toBeGreaterThan(0);
    expect(range.items.every((r) => r.resolutionDate >= '2025-03-01' && r.resolutionDate <= '2025-03-31')).toBe(true);
    const byNumber = await list({ body: 'council', resolutionNo: '2023/004' });
    expect(byNumber.items.map((r) => r.resolutionNo)).toEqual(['2023/004']);
    const kind = byNumber.items[0]!.resolutionTypeOid;
    const ofKind = await list({ body: 'council', resolutionTypeOid: kind, pageSize: 100 });
    expect(ofKind.items.every((r) => r.resolutionTypeOid === kind)).toBe(true);
  });

  it('finds words in Turkish regardless of case and Turkish letters, ranked', async () => {
    const lower = await list({ body: 'council', searchText: 'ışık', pageSize: 100 });
    const upper = await list({ body: 'council', searchText: 'IŞIK', pageSize: 100 });
    const ascii = await list({ body: 'council', searchText: 'isik', pageSize: 100 });
    expect(lower.total).toBeGreaterThan(0);
    expect(upper.total).toBe(lower.total);
    expect(ascii.total).toBeGreaterThanOrEqual(lower.total);
    expect(lower.items.some((r) => r.subject.includes('IŞIK SOKAK'))).toBe(true);
    const ranks = lower.items.map((r) => r.rank!);
    expect(ranks.every((rank) => rank > 0)).toBe(true);
    expect(ranks).toEqual([...ranks].sort((a, b) => b - a));
    // Stemming: 'kamulaştırılması' is found by 'kamulaştırma'; prefixes find longer words.
    const stem = await list({ body: 'council', searchText: 'KAMULAŞTIRMA' });
    expect(stem.items.every((r) => /kamulaştır/i.test(r.subject))).toBe(true);
    expect((await list({ body: 'council', searchText: 'zzzqqq' })).total).toBe(0);
  });

  it('opens one resolution with its meeting and attachments, readable through GetFile', async () => {
    const [first] = (await list({ body: 'council', searchText: 'imar planı', pageSize: 1 })).items;
    const r = await t.call('GetResolution', { resolutionOid: first!.resolutionOid });
    expect(r.statusCode).toBe(200);
    const detail = operations.GetResolution.response.parse(r.json());
    expect(detail.fullText).toContain('Belediye Meclisinin');
    expect(detail.meeting.meetingOid).toBe(detail.meetingOid);
    expect(detail.attachments.map((a) => a.title)).toEqual(['Karar Metni', 'Plan Değişikliği Paftası']);
    const file = await t.call('GetFile', { request: { fileOid: detail.attachments[0]!.fileOid } });
    expect(file.statusCode).toBe(200);
    const text = (await readPdf(file.rawPayload)).text;
    expect(text).toContain('T.C. HATAY');
    expect(text).toContain(`${detail.resolutionNo} SAYILI KARAR`);
    expect(text).toContain('Belediye Meclisinin');
  });

  it('answers 404 for an unknown resolution and 400 with Turkish field errors', async () => {
    const missing = await t.call('GetResolution', { resolutionOid: 99_999_999 });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', Message: 'Karar bulunamadı.' });
    const bad = await t.call('GetResolutionList', { criteria: { body: 'mayor', dateFrom: '2025-05-01', dateTo: '2025-04-01', year: 1800 } });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({ 'criteria.body': 'Karar organı meclis veya encümen olmalıdır.', 'criteria.year': 'Geçerli bir yıl giriniz.' });
    const dates = await t.call('GetResolutionList', { criteria: { body: 'council', dateFrom: '2025-05-01', dateTo: '2025-04-01' } });
    expect(dates.json().fields['criteria.dateTo']).toBe('Başlangıç tarihi bitiş tarihinden sonra olamaz.');
    expect((await t.call('GetResolution', {})).json().fields.resolutionOid).toBe('Bu alan zorunludur.');
  });
});

describe('resolution search through the word indexes', () => {
  const allOf = async (searchText: string) => {
    const first = await list({ body: 'council', searchText, pageSize: 100 });
    const rest = [];
    for (let page = 1; page * 100 < first.total; page++) rest.push(...(await list({ body: 'council', searchText, pageSize: 100, pageIndex: page })).items);
    return { total: first.total, oids: [...first.items, ...rest].map((r) => r.resolutionOid).sort((a, b) => a - b) };
  };

  /** What the search must find, worked out here: the stemmed Turkish match, or an ASCII word that starts with the typed one. */
  const expected = async (word: string) => {
    const rows = await t.db.selectFrom('resolution').select(['oid', 'search_ascii']).where('body', '=', 'council').where('is_published', '=', true).execute();
    const folded = foldTurkishAscii(word);
    const byWords = rows.filter((r) => r.search_ascii.split(/[^\p{L}\p{N}]+/u).some((w) => w.startsWith(folded))).map((r) => r.oid);
    const stemmed = await sql<{
      oid: number;
    }>`select oid from resolution where body = 'council' and is_published and search_vector @@ to_tsquery('turkish', ${`${word.toLocaleLowerCase('tr-TR')}:*`})`.execute(t.db);
    return [...new Set([...byWords, ...stemmed.rows.map((r) => r.oid)].map(Number))].sort((a, b) => a - b);
  };

  it('finds the same resolutions for a word however its Turkish letters are typed', async () => {
    for (const forms of [
      ['ışık', 'IŞIK', 'isik', 'ISIK', 'Işık'],
      ['değişikliği', 'DEĞİŞİKLİĞİ', 'degisikligi'],
      ['İmar', 'imar', 'IMAR'],
      ['üniversitesi', 'universitesi', 'ÜNİVERSİTESİ'],
    ]) {
      const results = await Promise.all(forms.map(allOf));
      expect(results[0]!.total, forms[0]).toBeGreaterThan(0);
      for (const [index, result] of results.entries()) expect(result.oids, forms[index]).toEqual(results[0]!.oids);
      expect(results[0]!.oids, forms[0]).toEqual(await expected(forms[0]!));
      expect(results[0]!.total).toBe(results[0]!.oids.length);
    }
  });

  it('matches whole words from their start, so ışık does not find değişiklik', async () => {
    const light = await allOf('ışık');
    const rows = await t.db.selectFrom('resolution').select(['oid', 'search_ascii']).where('oid', 'in', light.oids).execute();
    expect(rows.every((r) => /(^|[^a-z0-9])isik/.test(r.search_ascii))).toBe(true);
    const change = await t.db
      .selectFrom('resolution')
      .select('oid')
      .where('body', '=', 'council')
      .where('search_ascii', 'like', '%degisiklik%')
      .where('search_ascii', 'not like', '% isik%')
      .where('search_ascii', 'not like', 'isik%')
      .execute();
    expect(change.length).toBeGreaterThan(0);
    expect(light.oids.filter((oid) => change.some((c) => c.oid === oid))).toEqual([]);
  });

  it('gives the page and the total from one query, and a page past the end still knows the total', async () => {
    const first = await list({ body: 'council', searchText: 'imar', pageSize: 5 });
    expect(first.total).toBeGreaterThan(5);
    const past = await list({ body: 'council', searchText: 'imar', pageSize: 5, pageIndex: 1000 });
    expect(past.items).toEqual([]);
    expect(past.total).toBe(first.total);
  });

  it('reads both GIN indexes for a word search', async () => {
    const plan = await t.db.transaction().execute(async (trx) => {
      // On a few hundred rows a scan is as cheap; forbidding it shows that the indexes can answer the condition alone.
      await sql`set local enable_seqscan = off`.execute(trx);
      const rows = await sql<
        Record<string, string>
      >`explain select oid from resolution r where (r.search_vector @@ to_tsquery('turkish', 'ışık:*') or r.search_words @@ to_tsquery('simple', 'isik:*'))`.execute(trx);
      return rows.rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toContain('resolution_search_idx');
    expect(plan).toContain('resolution_words_idx');
    expect(plan).not.toContain('Seq Scan');
  });

  it('names the meeting and kind of a resolution recorded after the names were read', async () => {
    await list({ body: 'committee', searchText: 'imar' });
    const type = await t.db.insertInto('resolution_type').values({ code: 'TST', name: 'Deneme Türü', sort_order: 99 }).returning('oid').executeTakeFirstOrThrow();
    const meeting = await t.db
      .insertInto('meeting')
      .values({
        body: 'committee',
        year: 2026,
        session_type: 'extraordinary',
        session_no: 990,
        title: 'Deneme Olağanüstü Encümen Toplantısı',
        meeting_date: '2026-11-20',
        meeting_time: '10:00',
      })
      .returning('oid')
      .executeTakeFirstOrThrow();
    const text = [{ text: 'Zırhlandırma denemesi', weight: 'A' as const }];
    await t.db
      .insertInto('resolution')
      .values({
        meeting_oid: meeting.oid,
        body: 'committee',
        year: 2026,
        sequence_no: 990,
        resolution_no: '2026/990',
        resolution_date: '2026-11-20',
        agenda_item_no: 1,
        resolution_type_oid: type.oid,
        subject: 'Zırhlandırma denemesi',
        summary: 'Deneme',
        full_text: 'Deneme',
        decision: 'Kabul',
        vote_result: 'Oy birliği',
        department: 'Deneme',
        status: 'Kesinleşti',
        is_published: true,
        published_at: new Date('2026-11-20T09:00:00Z'),
        search_vector: searchVector(text),
        search_ascii: searchAscii(text),
      })
      .execute();
    const found = await t.call('GetResolutionList', { criteria: { body: 'committee', searchText: 'zırhlandırma' } });
    expect(found.json().items).toEqual([
      expect.objectContaining({ resolutionNo: '2026/990', meetingTitle: 'Deneme Olağanüstü Encümen Toplantısı', resolutionTypeName: 'Deneme Türü' }),
    ]);
  });
});
