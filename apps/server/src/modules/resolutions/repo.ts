import { type ParsedRequestOf } from '@ebelediye/contract';
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/kysely';
import { perDbCache } from '../../platform/per-db-cache';
import { orderTerm } from '../../platform/table-search';
import { asciiTsQueryText, tsQueryText } from '../../platform/turkish-fulltext';

export type ResolutionCriteria = ParsedRequestOf<'GetResolutionList'>['criteria'];

/**
 * Matches the stemmed, folded tsvector, or — for text typed without Turkish letters — the
 * ASCII-folded words; every word is a prefix. Each side has its own GIN index (ADR 17).
 */
function textMatch(searchText: string) {
  const query = tsQueryText(searchText);
  if (!query) return null;
  const tsquery = sql`to_tsquery('turkish', ${query})`;
  const asciiQuery = sql`to_tsquery('simple', ${asciiTsQueryText(searchText)})`;
  return {
    where: sql<SqlBool>`(r.search_vector @@ ${tsquery} or r.search_words @@ ${asciiQuery})`,
    // Stem matches rank by ts_rank; an ASCII-only match still ranks above nothing.
    rank: sql<number>`(ts_rank(r.search_vector, ${tsquery}) + 0.001)::float8`,
  };
}

function filtered(db: Db, c: ResolutionCriteria, match: ReturnType<typeof textMatch>) {
  const number = c.resolutionNo?.replace(/\s/g, '');
  return db
    .selectFrom('resolution as r')
    .where('r.body', '=', c.body)
    .where('r.is_published', '=', true)
    .$if(c.year !== undefined, (qb) => qb.where('r.year', '=', c.year!))
    .$if(c.dateFrom !== undefined, (qb) => qb.where('r.resolution_date', '>=', c.dateFrom!))
    .$if(c.dateTo !== undefined, (qb) => qb.where('r.resolution_date', '<=', c.dateTo!))
    .$if(!!number, (qb) =>
      qb.where((eb) => (/^\d+$/.test(number!) ? eb.or([eb('r.resolution_no', '=', number!), eb('r.sequence_no', '=', Number(number))]) : eb('r.resolution_no', '=', number!))),
    )
    .$if(c.meetingOid !== undefined, (qb) => qb.where('r.meeting_oid', '=', c.meetingOid!))
    .$if(c.resolutionTypeOid !== undefined, (qb) => qb.where('r.resolution_type_oid', '=', c.resolutionTypeOid!))
    .$if(match !== null, (qb) => qb.where(match!.where));
}

/**
 * Meeting titles and resolution kinds change only with the council's records: read once a
 * minute instead of joined into every search. A row naming a meeting or kind not yet read
 * reads them again at once.
 */
const labels = perDbCache(async (db: Db) => {
  const [meetings, types] = await Promise.all([db.selectFrom('meeting').select(['oid', 'title']).execute(), findTypes(db)]);
  return { meetingTitles: new Map(meetings.map((m) => [m.oid, m.title])), typeNames: new Map(types.map((t) => [t.oid, t.name])) };
});

/**
 * One page of resolutions with the total, in one statement: the inner query filters the
 * resolutions, counts the matches in the same pass (`count(*) over ()` runs before LIMIT) and
 * orders them; the outer one counts attachments for the page's rows alone. Joining the meeting,
 * the kind and the table itself again made PostgreSQL plan three more relations on every search,
 * which on the embedded engine cost as much as the search itself (measured in bench/); the names come
 * from `labels`.
 */
export async function findResolutionPage(db: Db, c: ResolutionCriteria) {
  const match = textMatch(c.searchText);
  const sortBy = c.sortBy ?? (match ? 'relevance' : 'date');
  const direction = sortBy === 'relevance' ? 'desc' : c.sortDirection;
  const keys = sortBy === 'number' ? (['year', 'sequence_no'] as const) : (['resolution_date', 'sequence_no'] as const);
  const byRank = sortBy === 'relevance' && match !== null;
  let page = filtered(db, c, match).select([
    'r.oid',
    'r.body',
    'r.resolution_no',
    'r.resolution_date',
    'r.year',
    'r.sequence_no',
    'r.meeting_oid',
    'r.resolution_type_oid',
    'r.subject',
    'r.summary',
    'r.vote_result',
    (match ? match.rank : sql<number | null>`null::float8`).as('rank'),
    sql<string>`count(*) over ()`.as('total'),
  ]);
  if (byRank) page = page.orderBy(sql`rank desc`);
  for (const key of keys) page = page.orderBy(orderTerm(`r.${key}`, direction));
  const rows = await db
    .selectFrom(
      page
        .limit(c.pageSize)
        .offset(c.pageIndex * c.pageSize)
        .as('p'),
    )
    .selectAll('p')
    .select((eb) =>
      eb
        .selectFrom('resolution_attachment as a')
        .whereRef('a.resolution_oid', '=', 'p.oid')
        .select((e) => e.fn.countAll<number>().as('n'))
        .as('attachment_count'),
    )
    .$if(byRank, (qb) => qb.orderBy('p.rank', 'desc'))
    .$call((qb) => keys.reduce((q, key) => q.orderBy(orderTerm(`p.${key}`, direction)), qb))
    .execute();
  let names = await labels(db);
  const unknown = (r: (typeof rows)[number]) => !names.meetingTitles.has(r.meeting_oid) || !names.typeNames.has(r.resolution_type_oid);
  if (rows.some(unknown)) names = await labels.reload(db);
  return rows.map((r) => ({ ...r, meeting_title: names.meetingTitles.get(r.meeting_oid)!, type_name: names.typeNames.get(r.resolution_type_oid)! }));
}

export async function countResolutions(db: Db, c: ResolutionCriteria): Promise<number> {
  const row = await filtered(db, c, textMatch(c.searchText))
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The years with published resolutions, per body; read once a minute, not on every search. */
const yearsByBody = perDbCache(async (db: Db) => {
  const rows = await db.selectFrom('resolution').select(['body', 'year']).distinct().where('is_published', '=', true).orderBy('year', 'desc').execute();
  return {
    council: rows.filter((r) => r.body === 'council').map((r) => r.year),
    committee: rows.filter((r) => r.body === 'committee').map((r) => r.year),
  };
});

export async function findYears(db: Db, body: 'council' | 'committee'): Promise<number[]> {
  return (await yearsByBody(db))[body];
}

const meetingColumns = ['oid', 'body', 'year', 'title', 'session_type', 'session_no', 'meeting_date', 'meeting_time'] as const;

export function findMeetings(db: Db, body: 'council' | 'committee', year: number) {
  return db.selectFrom('meeting').select(meetingColumns).where('body', '=', body).where('year', '=', year).orderBy('meeting_date', 'desc').execute();
}

export function findMeeting(db: Db, meetingOid: number) {
  return db.selectFrom('meeting').select(meetingColumns).where('oid', '=', meetingOid).executeTakeFirstOrThrow();
}

export function findPublishedResolution(db: Db, resolutionOid: number) {
  return db
    .selectFrom('resolution as r')
    .innerJoin('meeting as m', 'm.oid', 'r.meeting_oid')
    .innerJoin('resolution_type as t', 't.oid', 'r.resolution_type_oid')
    .select([
      'r.oid',
      'r.body',
      'r.resolution_no',
      'r.resolution_date',
      'r.meeting_oid',
      'm.title as meeting_title',
      'r.resolution_type_oid',
      't.name as type_name',
      'r.subject',
      'r.summary',
      'r.vote_result',
      'r.agenda_item_no',
      'r.department',
      'r.status',
      'r.full_text',
      'r.decision',
      'r.published_at',
    ])
    .where('r.oid', '=', resolutionOid)
    .where('r.is_published', '=', true)
    .executeTakeFirst();
}

export function findAttachments(db: Db, resolutionOid: number) {
  return db
    .selectFrom('resolution_attachment as a')
    .innerJoin('stored_file as f', 'f.oid', 'a.file_oid')
    .select(['f.oid', 'a.title', 'f.file_name', 'f.content_type', 'f.size'])
    .where('a.resolution_oid', '=', resolutionOid)
    .where('f.is_published', '=', true)
    .orderBy('a.sort_order')
    .execute();
}

export const findTypes = (db: Db) => db.selectFrom('resolution_type').select(['oid', 'code', 'name']).orderBy('sort_order').execute();
