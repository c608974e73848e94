import type { ComplaintStatus, FileContent, ParsedRequestOf } from '@ebelediye/contract';
import { queueCitizenDecision } from '../../accounts/decision-notice';
import { DomainError } from '../../platform/domain-error';
import type { Member, OperationContext } from '../../platform/operation-context';
import * as repo from './back-office-repo';
import { complaintMachine, filedStatus, type ComplaintMachineAction as MachineAction } from './complaint-machine';
import { insertStatusLine, updateComplaintIf } from './repo';
import { decodeCursor, memberName, pageFrom } from '../../platform/work-queue';
import { eventsOf, recordEvent, requireAssignee, staffNames } from '../../platform/work-queue-repo';
import { allowedActions, nextState, requireVersion, requireWon } from '../../platform/state-machine';

type Action = ParsedRequestOf<'ActOnBackOfficeComplaint'>['action'];

const actionNames: Record<string, string> = {
  filed: 'Başvuru alındı',
  assign: 'Atandı',
  note: 'İç not',
  reply: 'Vatandaşa yanıt verildi',
  move: 'Durum değiştirildi',
  forward: 'Birime yönlendirildi',
};

/** What the citizen's tracking lookup says when the status moves. */
const citizenNotes: Record<ComplaintStatus, string> = {
  received: 'Başvurunuz alındı.',
  inProgress: 'Başvurunuz incelemeye alındı.',
  answered: 'Başvurunuz yanıtlandı.',
  closed: 'Başvurunuz sonuçlandırıldı ve kapatıldı.',
};

const machineKey = (action: Action): MachineAction => (action.kind === 'move' ? (`move:${action.toStatus}` as MachineAction) : action.kind);

export async function listComplaints(ctx: OperationContext, member: Member, body: ParsedRequestOf<'GetBackOfficeComplaints'>) {
  const rows = await repo.findComplaintPage(ctx.db, {
    ...body,
    assignedTo: body.assignedTo === 'me' ? member.userOid : body.assignedTo,
    cursor: decodeCursor(body.cursor),
  });
  const page = pageFrom(rows, body.pageSize, (r) => ({ at: new Date(r.created_at), oid: Number(r.oid) }));
  return { items: page.items.map(listItem), nextCursor: page.nextCursor };
}

type ListRow = Awaited<ReturnType<typeof repo.findComplaintPage>>[number];

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

export async function complaintDetail(ctx: OperationContext, complaintOid: number) {
  const row = await repo.findComplaint(ctx.db, complaintOid);
  if (!row) throw new DomainError('NOT_FOUND');
  const [attachments, events] = await Promise.all([repo.findAttachments(ctx.db, complaintOid), eventsOf(ctx.db, 'complaints', complaintOid, actionNames)]);
  const allowed = allowedActions(complaintMachine, row.status);
  return {
    ...listItem(row),
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
    history: [
      { at: new Date(row.created_at).toISOString(), action: 'filed', actionName: actionNames.filed!, fromStatus: null, toStatus: filedStatus, by: null, note: null },
      ...events,
    ],
    allowedActions: [...new Set(allowed.map((a) => (a.startsWith('move:') ? 'move' : a)))] as ('assign' | 'note' | 'reply' | 'move' | 'forward')[],
    allowedMoves: allowed.filter((a) => a.startsWith('move:')).map((a) => a.slice(5) as ComplaintStatus),
  };
}

/**
 * One action: checked against the version the clerk saw and the state machine, then applied by
 * an UPDATE that holds only if nobody acted meanwhile, with its event (and the citizen's
 * history line and SMS where the citizen should know) in the same transaction.
 */
export async function actOnComplaint(ctx: OperationContext, member: Member, body: ParsedRequestOf<'ActOnBackOfficeComplaint'>) {
  const { action } = body;
  const row = await repo.findComplaint(ctx.db, body.complaintOid);
  if (!row) throw new DomainError('NOT_FOUND');
  requireVersion(row.version, body.version);
  const to = nextState(complaintMachine, machineKey(action), row.status);

  const now = ctx.now();
  const set: Parameters<typeof updateComplaintIf>[3] = { status: to, updated_at: now };
  let eventNote: string | null = null;
  let citizenNote: string | null = to !== row.status ? citizenNotes[to] : null;
  /** What the citizen is told by SMS (and e-mail, if they asked for it). */
  let told: string | null = null;

  switch (action.kind) {
    case 'assign': {
      const assignee = action.assigneeUserOid ?? member.userOid;
      if (assignee !== member.userOid) await requireAssignee(ctx.db, assignee, 'COMPLAINTS_CLERK');
      set.assigned_member_oid = assignee;
      eventNote = (await staffNames(ctx.db, [assignee])).get(assignee) ?? null;
      break;
    }
    case 'note':
      eventNote = action.note;
      break;
    case 'reply':
      set.answer = action.answer;
      eventNote = action.answer;
      told = `${row.tracking_number} numaralı başvurunuz yanıtlandı. Yanıtı takip numaranız ve cep telefonunuz ile "Başvuru Takibi" sayfasında görebilirsiniz.`;
      break;
    case 'move':
      eventNote = action.note ?? null;
      if (to === 'closed') told = `${row.tracking_number} numaralı başvurunuz sonuçlandırılarak kapatılmıştır.`;
      break;
    case 'forward': {
      const unit = await repo.findUnit(ctx.db, action.unitCode);
      if (!unit) throw new DomainError('UNIT_NOT_FOUND');
      if (unit.unit_code === row.unit_code) throw new DomainError('BACKOFFICE_ACTION_NOT_ALLOWED', 'Başvuru zaten bu birimde.');
      set.unit_code = unit.unit_code;
      set.assigned_member_oid = null;
      eventNote = `${unit.name}: ${action.note}`;
      citizenNote = `Başvurunuz ${unit.name} birimine yönlendirildi.`;
      break;
    }
  }

  // An anonymous tip-off keeps no phone and no member, so its sender learns the reply from the tracking lookup only.
  const decision = told
    ? {
        gsm: row.gsm,
        recipient: row.member_user_oid !== null ? { memberOid: row.member_user_oid } : null,
        title: 'Başvuru Takibi',
        subject: `${row.tracking_number} numaralı başvurunuz`,
        text: told,
        key: `complaint:${body.complaintOid}:${body.version + 1}`,
      }
    : null;
  const tellCitizen = await ctx.db.transaction().execute(async (trx) => {
    requireWon(await updateComplaintIf(trx, body.complaintOid, { version: body.version, status: row.status }, set));
    await recordEvent(trx, {
      queue: 'complaints',
      item_oid: body.complaintOid,
      action: action.kind,
      from_status: row.status,
      to_status: to,
      actor_member_oid: member.userOid,
      note: eventNote,
      at: now,
    });
    if (citizenNote) await insertStatusLine(trx, { complaint_oid: body.complaintOid, status: to, note: citizenNote, at: now });
    return queueCitizenDecision(ctx, trx, decision);
  });
  await tellCitizen();
  ctx.log.info({ complaint: body.complaintOid, action: action.kind, to }, 'back-office complaint action');
  return complaintDetail(ctx, body.complaintOid);
}

export async function complaintAttachment(ctx: OperationContext, body: ParsedRequestOf<'GetBackOfficeComplaintAttachment'>): Promise<FileContent> {
  const file = await repo.findAttachmentContent(ctx.db, body.complaintOid, body.fileOid);
  if (!file) throw new DomainError('NOT_FOUND', 'Dosya bulunamadı.');
  return { bytes: file.content, contentType: file.content_type, fileName: file.file_name, disposition: body.disposition };
}
