import { createHash } from 'node:crypto';
import type { Db } from '../db/kysely';
import { searchAscii, searchVector, type WeightedText } from '../platform/turkish-fulltext';
import { insertInChunks } from './batch-insert';
import type { DemoCalendar } from './demo-calendar';
import type { Random } from './random';
import { draftResolution, resolutionTypes } from './resolution-texts';
import { loadLogo, type Letterhead } from '../documents/letterhead';
import { textDocument } from '../documents/pdf-document';
import { turkishTitleCase } from '../reference-data/turkish-case';

type Body = 'council' | 'committee';
/** The five years up to the demo's (2022–2026 in the story). */
const STORY_YEARS = [2022, 2023, 2024, 2025, 2026];
/** Meetings up to eight days before the demo's today (15.11.2026 in the story), so their decisions are published. */
const lastMeetingDay = (calendar: DemoCalendar) => calendar.fromToday(-8);
const months = ['Ocak', 'Şubat', 'Mart', 'Nisan', 'Mayıs', 'Haziran', 'Temmuz', 'Ağustos', 'Eylül', 'Ekim', 'Kasım', 'Aralık'];

const iso = (d: Date) => d.toISOString().slice(0, 10);
const trDate = (isoDate: string) => isoDate.split('-').reverse().join('.');
const addDays = (isoDate: string, days: number) => iso(new Date(Date.parse(`${isoDate}T00:00:00Z`) + days * 86_400_000));

/** 5393 art. 20: the council meets monthly (here the first Wednesday); art. 35: the committee weekly (here every other Tuesday). */
function meetingDates(body: Body, year: number, lastDay: string): { date: string; title: string; sessionType: 'ordinary' | 'extraordinary' }[] {
  const result: { date: string; title: string; sessionType: 'ordinary' | 'extraordinary' }[] = [];
  if (body === 'council') {
    months.forEach((month, m) => {
      const first = new Date(Date.UTC(year, m, 1));
      const date = iso(new Date(Date.UTC(year, m, 1 + ((3 - first.getUTCDay() + 7) % 7))));
      result.push({ date, title: `${year} ${month} Ayı Olağan Meclis Toplantısı`, sessionType: 'ordinary' });
      if (m === 7) result.push({ date: addDays(date, 14), title: `${year} Ağustos Ayı Olağanüstü Meclis Toplantısı`, sessionType: 'extraordinary' });
    });
  } else {
    const first = new Date(Date.UTC(year, 0, 1));
    for (let d = iso(new Date(Date.UTC(year, 0, 1 + ((2 - first.getUTCDay() + 7) % 7)))); d.startsWith(String(year)); d = addDays(d, 14)) {
      result.push({ date: d, title: `${trDate(d)} Tarihli Encümen Toplantısı`, sessionType: 'ordinary' });
    }
  }
  return result.filter((m) => m.date <= lastDay);
}

const decisions = [
  [0.85, 'komisyon raporu doğrultusunda aynen kabulüne'],
  [0.1, 'yeniden incelenmek üzere ilgili komisyona havalesine'],
  [0.05, 'teklifin reddine'],
] as const;

function decide(random: Random): string {
  let roll = random.next();
  for (const [share, text] of decisions) if ((roll -= share) < 0) return text;
  return decisions[0][1];
}

interface Place {
  district: string;
  street: string;
}

/** The demo municipality's letterhead, from the seeded province and county and the web app's seal. */
export async function demoLetterhead(db: Db, countyCode: number): Promise<Letterhead> {
  const row = await db
    .selectFrom('county')
    .innerJoin('city', 'city.city_code', 'county.city_code')
    .select(['county.county_name', 'city.city_name'])
    .where('county.county_code', '=', countyCode)
    .executeTakeFirstOrThrow();
  const name = `${turkishTitleCase(row.county_name)} Belediyesi`;
  return {
    municipalityName: name,
    municipalityNameCapital: name.toLocaleUpperCase('tr-TR'),
    cityName: row.city_name.toLocaleUpperCase('tr-TR'),
    countyName: row.county_name.toLocaleUpperCase('tr-TR'),
    logo: loadLogo('/seal.svg', null),
  };
}

async function loadPlaces(db: Db, countyCode: number): Promise<Place[]> {
  const rows = await db
    .selectFrom('street')
    .innerJoin('district', 'district.district_code', 'street.district_code')
    .select(['district.district_name', 'street.street_name'])
    .where('district.county_code', '=', countyCode)
    .where('district.is_village', '=', false)
    .orderBy('street.street_code')
    .limit(400)
    .execute();
  return rows.map((r) => ({ district: turkishTitleCase(r.district_name), street: turkishTitleCase(r.street_name) }));
}

/** Five years of council and committee meetings with their published resolutions and PDF texts. */
export async function seedResolutions(db: Db, random: Random, countyCode: number, calendar: DemoCalendar): Promise<void> {
  await db
    .insertInto('resolution_type')
    .values(resolutionTypes.map(([code, name], i) => ({ code, name, sort_order: i + 1 })))
    .execute();
  const typeOids = new Map((await db.selectFrom('resolution_type').select(['oid', 'code']).execute()).map((t) => [t.code, t.oid]));
  const places = await loadPlaces(db, countyCode);
  const letterhead = await demoLetterhead(db, countyCode);
  const resolutions = [];
  const files = [];
  for (const body of ['council', 'committee'] as const) {
    let previousSubject: string | undefined;
    for (const year of STORY_YEARS.map((story) => calendar.yearOf(story))) {
      let sequence = 0;
      const dates = meetingDates(body, year, lastMeetingDay(calendar));
      for (const [index, m] of dates.entries()) {
        const meeting = await db
          .insertInto('meeting')
          .values({ body, year, session_type: m.sessionType, session_no: index + 1, title: m.title, meeting_date: m.date, meeting_time: body === 'council' ? '14:00' : '10:00' })
          .returning('oid')
          .executeTakeFirstOrThrow();
        const items = body === 'council' ? random.int(4, 7) : random.int(2, 4);
        for (let item = 1; item <= items; item++) {
          const draft = draftResolution(body, random.pick(places), year, Number(m.date.slice(5, 7)), item, random, previousSubject);
          previousSubject = draft.subject;
          const resolutionNo = `${year}/${String(++sequence).padStart(3, '0')}`;
          const decision = `${draft.department.replace(/ü$/, 'ünün')} teklifi üzerine ${decide(random)} karar verildi.`;
          const vote = body === 'committee' || random.chance(0.8) ? 'Oybirliği' : 'Oyçokluğu';
          const opening =
            body === 'council'
              ? `Belediye Meclisinin ${trDate(m.date)} tarihli ${m.title} ${index + 1}. birleşiminde gündemin ${item}. maddesi görüşüldü.`
              : `Belediye Encümeninin ${trDate(m.date)} tarihli toplantısında gündemin ${item}. maddesi incelendi.`;
          const article = body === 'council' ? '18' : '34';
          const fullText = `${opening}\n\n${draft.summary}\n\n${draft.details}\n\nYapılan görüşmeler sonunda; ${decision} (5393 sayılı Belediye Kanunu md. ${article}, ${vote.toLocaleLowerCase('tr-TR')} ile.)`;
          const text: WeightedText[] = [
            { text: draft.subject, weight: 'A' },
            { text: draft.summary, weight: 'B' },
            { text: `${draft.details} ${decision}`, weight: 'C' },
          ];
          resolutions.push({
            meeting_oid: meeting.oid,
            body,
            year,
            sequence_no: sequence,
            resolution_no: resolutionNo,
            resolution_date: m.date,
            agenda_item_no: item,
            resolution_type_oid: typeOids.get(draft.typeCode)!,
            subject: draft.subject,
            summary: draft.summary,
            full_text: fullText,
            decision,
            vote_result: vote,
            department: draft.department,
            status: 'Kesinleşti',
            is_published: true,
            published_at: new Date(`${addDays(m.date, 5)}T09:00:00Z`),
            search_vector: searchVector(text),
            search_ascii: searchAscii(text),
          });
          const slug = `${body === 'council' ? 'meclis' : 'encumen'}-${year}-${String(sequence).padStart(3, '0')}`;
          // Dated on the decision's day: the same seed gives the same bytes (and checksums).
          const issuedAt = new Date(`${m.date}T12:00:00Z`);
          files.push({
            key: `${slug}|Karar Metni`,
            name: `karar-${slug}.pdf`,
            document: `Karar ${resolutionNo}`,
            pdf: textDocument(letterhead, `${resolutionNo} Sayılı Karar`, `${draft.subject}\n\n${fullText}`, { createdAt: issuedAt }),
          });
          if (draft.attachment) {
            files.push({
              key: `${slug}|${draft.attachment}`,
              name: `ek-${slug}.pdf`,
              document: draft.attachment.slice(0, 25),
              pdf: textDocument(letterhead, draft.attachment, `${resolutionNo} sayılı kararın eki.\n\n${draft.subject}`, { createdAt: issuedAt }),
            });
          }
        }
      }
    }
  }
  // The tsvector is an SQL expression per row, so these go in plain chunks.
  for (let i = 0; i < resolutions.length; i += 500)
    await db
      .insertInto('resolution')
      .values(resolutions.slice(i, i + 500))
      .execute();
  await attachPdfs(db, files, lastMeetingDay(calendar));
}

async function attachPdfs(db: Db, files: { key: string; name: string; document: string; pdf: Uint8Array }[], lastDay: string): Promise<void> {
  const createdAt = new Date(`${lastDay}T09:00:00Z`);
  await insertInChunks(
    db,
    'stored_file',
    files.map((f) => ({
      owner_user_oid: null,
      upload_token_hash: null,
      is_published: true,
      file_name: f.name,
      document_name: f.document,
      content_type: 'application/pdf',
      size: f.pdf.length,
      sha256: createHash('sha256').update(f.pdf).digest('hex'),
      content: f.pdf,
      created_at: createdAt,
      attached_at: createdAt,
    })),
  );
  const fileOids = new Map((await db.selectFrom('stored_file').select(['oid', 'file_name']).where('is_published', '=', true).execute()).map((f) => [f.file_name, f.oid]));
  const resolutionOids = new Map(
    (await db.selectFrom('resolution').select(['oid', 'body', 'year', 'sequence_no']).execute()).map((r) => [
      `${r.body === 'council' ? 'meclis' : 'encumen'}-${r.year}-${String(r.sequence_no).padStart(3, '0')}`,
      r.oid,
    ]),
  );
  await insertInChunks(
    db,
    'resolution_attachment',
    files.map((f, i) => {
      const [slug, title] = f.key.split('|') as [string, string];
      return { resolution_oid: resolutionOids.get(slug)!, file_oid: fileOids.get(f.name)!, title, sort_order: i };
    }),
  );
}
