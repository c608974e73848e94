import type { ComplaintStatus, ParsedRequestOf } from '@ebelediye/contract';
import { recordQueueExport } from '../../accounts/audit-repo';
import { queueCitizenDecision } from '../../accounts/decision-notice';
import { staffRolesOf } from '../../accounts/staff-roles';
import type { Db } from '../../db/kysely';
import { smsTypeCodes } from '../../integrations/sms/message-codes';
import { insertOutboxMessage } from '../../integrations/sms/outbox-repo';
import { DomainError } from '../../platform/domain-error';
import type { Member, OperationContext } from '../../platform/operation-context';
import { defineWorkQueue } from '../../platform/work-queue-actions';
import { memberName } from '../../platform/work-queue';
import * as repo from './back-office-repo';
import { complaintMachine, filedStatus, type ComplaintMachineAction } from './complaint-machine';
import { insertStatusLine, updateComplaintIf } from './repo';

type Action = ParsedRequestOf<'ActOnBackOfficeComplaint'>['action'];
type Row = NonNullable<Awaited<ReturnType<typeof repo.findComplaint>>>;

/** What the citizen's tracking lookup says when the status moves. */
const citizenNotes: Record<ComplaintStatus, { note: string; noteEn: string }> = {
  received: { note: 'Başvurunuz alındı.', noteEn: 'Your application was received.' },
  inProgress: { note: 'Başvurunuz incelemeye alındı.', noteEn: 'Your application is being looked into.' },
  answered: { note: 'Başvurunuz yanıtlandı.', noteEn: 'Your application was answered.' },
  closed: { note: 'Başvurunuz sonuçlandırıldı ve kapatıldı.', noteEn: 'Your application was concluded and closed.' },
};

/** The complaints queue (docs/adr/0013-back-office.md): the state machine it shares with the citizen's side, and what each action writes. */
export const complaintQueue = defineWorkQueue<Row, ComplaintStatus, Action, Parameters<typeof updateComplaintIf>[3], ComplaintMachineAction>({
  queue: 'complaints',
  find: (ctx, oid) => repo.findComplaint(ctx.db, oid),
  itemOf: (row) => ({ oid: Number(row.oid), version: row.version, state: row.status }),
  machine: () => complaintMachine,
  // A move to a state with no row in the machine finds none, and is refused like any other.
  machineKey: (action) => (action.kind === 'move' ? (`move:${action.toStatus}` as ComplaintMachineAction) : action.kind),
  assignTo: (memberOid) => ({ assigned_member_oid: memberOid }),
  update: (trx, item, to, set, now) => updateComplaintIf(trx, item.oid, { version: item.version, status: item.state }, { ...set, status: to, updated_at: now }),
  citizenLines: {
    write: (trx, complaintOid, line, at) => insertStatusLine(trx, { complaint_oid: complaintOid, status: line.status, note: line.note, note_en: line.noteEn ?? null, at }),
    onMove: (to) => citizenNotes[to],
  },
  effects: {
    reply: ({ row, action }) => ({
      set: { answer: action.answer },
      note: action.answer,
      told: `${row.tracking_number} numaralı başvurunuz yanıtlandı. Yanıtı takip numaranız ve cep telefonunuz ile "Başvuru Takibi" sayfasında görebilirsiniz.`,
    }),
    move: ({ row, action, to }) => ({
      note: action.note ?? null,
      told: to === 'closed' ? `${row.tracking_number} numaralı başvurunuz sonuçlandırılarak kapatılmıştır.` : null,
    }),
    forward: async ({ ctx, row, action, to, now }) => {
      const unit = await repo.findUnit(ctx.db, action.unitCode);
      if (!unit) throw new DomainError('UNIT_NOT_FOUND');
      if (unit.unit_code === row.unit_code) throw new DomainError('BACKOFFICE_ACTION_NOT_ALLOWED', 'Başvuru zaten bu birimde.');
      return {
        set: { unit_code: unit.unit_code, assigned_member_oid: null },
        note: `${unit.name}: ${action.note}`,
        lines: [
          {
            status: to,
            note: `Başvurunuz ${unit.name} birimine yönlendirildi; birimin gelen kutusuna alındı.`,
            noteEn: `Your application was forwarded to ${unit.name}, into the unit's inbox.`,
          },
        ],
        write: (trx) => tellUnit(trx, unit.unit_code, row.tracking_number, now),
      };
    },
  },
  // An anonymous tip-off keeps no phone and no member, so its sender learns the reply from the tracking lookup only.
  notice: (row) => ({
    gsm: row.gsm,
    recipient: row.member_user_oid !== null ? { memberOid: Number(row.member_user_oid) } : null,
    title: 'Başvuru Takibi',
    subject: `${row.tracking_number} numaralı başvurunuz`,
  }),
  tell: queueCitizenDecision,
  actionNames: {
    filed: 'Başvuru alındı',
    assign: 'Atandı',
    note: 'İç not',
    reply: 'Vatandaşa yanıt verildi',
    move: 'Durum değiştirildi',
    forward: 'Birime yönlendirildi',
  },
  filed: (row) => ({ at: row.created_at, toStatus: filedStatus }),
  files: { table: 'complaint_attachment', itemColumn: 'complaint_oid' },
  backlog: ({ db, overdueBefore }) => repo.complaintBacklog(db, overdueBefore),
});

/**
 * A forward tells the receiving unit's complaints clerks by SMS: queued in the outbox in the
 * forward's own transaction (the queue's effects see only the database, so the outbox row is
 * written as the SMS gateway's enqueue writes it) and handed to the provider by the queue after
 * the commit (docs/architecture.md, "Units and routing"). The text carries only the tracking
 * number: no name, phone or subject of the citizen (KVKK, data minimisation).
 */
async function tellUnit(trx: Db, unitCode: string, trackingNumber: string, now: Date) {
  const smsOutboxOids: number[] = [];
  for (const gsm of await repo.findUnitClerkPhones(trx, unitCode)) {
    const oid = await insertOutboxMessage(trx, {
      gsm,
      type_code: smsTypeCodes.notice,
      message_code: null,
      title: 'Birime Yönlendirme',
      body: `${trackingNumber} numaralı başvuru biriminizin gelen kutusuna yönlendirildi.`,
      status: 'QUEUED',
      created_at: now,
    });
    smsOutboxOids.push(oid);
  }
  return { smsOutboxOids };
}

type ListRow = Awaited<ReturnType<typeof repo.findComplaintPage>>['rows'][number];

/** The deadline counts from the filing; only a complaint still to be answered can be overdue. */
const timingRow = (r: ListRow) => ({ deadlineFrom: r.created_at, stepAt: r.step_at, waiting: repo.waitingStatuses.includes(r.status) });

const listItem = (r: ListRow) => ({
  complaintOid: Number(r.oid),
  trackingNumber: r.tracking_number,
  subject: r.subject,
  categoryName: r.category_name,
  districtName: r.district_name,
  contactName: r.contact_name,
  status: r.status,
  unitCode: r.unit_code,
  unitName: r.unit_name,
  assignedTo: r.assigned_member_oid === null ? null : { userOid: Number(r.assigned_member_oid), name: memberName(r.assignee_first_name, r.assignee_last_name) },
  createdAt: new Date(r.created_at).toISOString(),
  version: r.version,
});

/**
 * "Birimim" is the default of a clerk who belongs to units; an ADMIN, a clerk without units and
 * a list narrowed to one unit by name see every unit.
 */
async function unitScope(ctx: OperationContext, member: Member, body: ParsedRequestOf<'GetBackOfficeComplaints'>) {
  const [myUnitCodes, { admin }] = await Promise.all([repo.findUnitsOfStaff(ctx.db, member.userOid), staffRolesOf(ctx.db, member.userOid)]);
  const scope = body.scope ?? (!admin && myUnitCodes.length > 0 && body.unitCode === undefined ? 'mine' : 'all');
  // The units the list is narrowed to: the clerk's own in "mine", none (every unit) otherwise.
  const unitCodes = scope === 'mine' && myUnitCodes.length > 0 ? myUnitCodes : undefined;
  return { scope, myUnitCodes, unitCodes };
}

export async function listComplaints(ctx: OperationContext, member: Member, body: ParsedRequestOf<'GetBackOfficeComplaints'>) {
  const { scope, myUnitCodes, unitCodes } = await unitScope(ctx, member, body);
  // The assignee's name comes with the row (one round trip), so no names are looked up.
  const page = await complaintQueue.page(ctx, member, { ...body, statuses: body.statuses ?? [], unitCodes }, complaintList(ctx));
  return { ...page, scope, myUnitCodes };
}

const complaintList = (ctx: OperationContext) => ({
  find: (filter: Parameters<typeof repo.findComplaintPage>[1]) => repo.findComplaintPage(ctx.db, filter),
  timing: timingRow,
  open: repo.openStatuses,
  item: listItem,
});

/** The whole filtered list for a CSV: the same filters (and unit scope) as the page, one list declaration for both. */
export async function exportComplaints(ctx: OperationContext, member: Member, body: ParsedRequestOf<'ExportBackOfficeComplaints'>) {
  const { unitCodes } = await unitScope(ctx, member, body);
  const exported = await complaintQueue.exportList(ctx, member, { ...body, statuses: body.statuses ?? [], unitCodes }, complaintList(ctx));
  const { pageIndex: _index, pageSize: _size, ...filter } = body;
  await recordQueueExport(ctx.db, { staffOid: member.userOid, queue: 'complaints', filter, rows: exported.items.length, ip: ctx.ip, at: ctx.now() });
  return exported;
}

export async function complaintDetail(ctx: OperationContext, complaintOid: number) {
  const row = await repo.findComplaint(ctx.db, complaintOid);
  if (!row) throw new DomainError('NOT_FOUND');
  const [attachments, history] = await Promise.all([repo.findAttachments(ctx.db, complaintOid), complaintQueue.history(ctx, row)]);
  const allowed = complaintQueue.allowed(row);
  return {
    ...listItem(row),
    ...complaintQueue.timing(ctx, timingRow(row)),
    applicationTypeName: row.application_type_name ?? '',
    categoryCode: row.category_code,
    description: row.description,
    districtCode: row.district_code,
    streetName: row.street_name,
    locationDescription: row.location_description,
    gsm: row.gsm,
    email: row.email,
    nationalId: row.national_id,
    answer: row.answer,
    updatedAt: new Date(row.updated_at).toISOString(),
    attachments: attachments.map((a) => ({ fileOid: Number(a.oid), fileName: a.file_name, documentName: a.document_name, contentType: a.content_type, size: a.size })),
    history,
    allowedActions: [...new Set(allowed.map((a) => (a.startsWith('move:') ? 'move' : a)))] as ('assign' | 'note' | 'reply' | 'move' | 'forward')[],
    allowedMoves: allowed.filter((a) => a.startsWith('move:')).map((a) => a.slice(5) as ComplaintStatus),
  };
}
