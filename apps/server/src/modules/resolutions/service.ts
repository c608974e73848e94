import type { Db } from '../../db/kysely';
import { DomainError } from '../../platform/domain-error';
import { pageOf } from '../../platform/table-search';
import * as repo from './repo';

type MeetingRow = Awaited<ReturnType<typeof repo.findMeeting>>;

const toMeeting = (m: MeetingRow) => ({
  meetingOid: m.oid,
  body: m.body,
  year: m.year,
  title: m.title,
  sessionType: m.session_type,
  sessionNo: m.session_no,
  meetingDate: m.meeting_date,
  meetingTime: m.meeting_time,
});

export async function listTypes(db: Db) {
  return (await repo.findTypes(db)).map((t) => ({ resolutionTypeOid: t.oid, code: t.code, name: t.name }));
}

/** Published resolutions of one body; free text is ranked (ts_rank) unless another order is asked for. */
export async function listResolutions(db: Db, criteria: repo.ResolutionCriteria) {
  const [rows, availableYears, meetings] = await Promise.all([
    repo.findResolutionPage(db, criteria),
    repo.findYears(db, criteria.body),
    criteria.year === undefined ? Promise.resolve([]) : repo.findMeetings(db, criteria.body, criteria.year),
  ]);
  // The page's rows carry the total; a page past the end has none, so it is counted apart.
  const total = rows.length > 0 ? Number(rows[0]!.total) : criteria.pageIndex === 0 ? 0 : await repo.countResolutions(db, criteria);
  const items = rows.map((r) => ({
    resolutionOid: r.oid,
    body: r.body,
    resolutionNo: r.resolution_no,
    resolutionDate: r.resolution_date,
    meetingOid: r.meeting_oid,
    meetingTitle: r.meeting_title,
    resolutionTypeOid: r.resolution_type_oid,
    resolutionTypeName: r.type_name,
    subject: r.subject,
    summary: r.summary,
    voteResult: r.vote_result,
    attachmentCount: Number(r.attachment_count ?? 0),
    rank: r.rank === null ? null : Math.round(Number(r.rank) * 10_000) / 10_000,
  }));
  return { ...pageOf(items, total, criteria), availableYears, meetings: meetings.map(toMeeting) };
}

export async function getResolution(db: Db, resolutionOid: number) {
  const r = await repo.findPublishedResolution(db, resolutionOid);
  if (!r) throw new DomainError('NOT_FOUND', 'Karar bulunamadı.');
  const [meeting, attachments] = await Promise.all([repo.findMeeting(db, r.meeting_oid), repo.findAttachments(db, r.oid)]);
  return {
    resolutionOid: r.oid,
    body: r.body,
    resolutionNo: r.resolution_no,
    resolutionDate: r.resolution_date,
    meetingOid: r.meeting_oid,
    meetingTitle: r.meeting_title,
    resolutionTypeOid: r.resolution_type_oid,
    resolutionTypeName: r.type_name,
    subject: r.subject,
    summary: r.summary,
    voteResult: r.vote_result,
    attachmentCount: attachments.length,
    agendaItemNo: r.agenda_item_no,
    department: r.department,
    status: r.status,
    fullText: r.full_text,
    decision: r.decision,
    publishedAt: new Date(r.published_at).toISOString(),
    meeting: toMeeting(meeting),
    attachments: attachments.map((a) => ({ fileOid: a.oid, title: a.title, fileName: a.file_name, contentType: a.content_type, size: a.size })),
  };
}
