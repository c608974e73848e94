import { istanbulDate, type FileContent, type ParsedRequestOf } from '@ebelediye/contract';
import { queueCitizenDecision } from '../../accounts/decision-notice';
import { DomainError } from '../../platform/domain-error';
import type { Member, OperationContext } from '../../platform/operation-context';
import { allowedActions, nextState, requireVersion, requireWon, type Machine } from '../../platform/state-machine';
import { decodeCursor, memberName, pageFrom, staffRefOf } from '../../platform/work-queue';
import { eventsOf, recordEvent, requireAssignee, staffNames } from '../../platform/work-queue-repo';
import * as repo from './back-office-repo';
import { breakPlanIn, lateInstalments } from './break-plans';
import { findInstalments } from './repo';

type Status = 'active' | 'broken' | 'completed';
type Action = ParsedRequestOf<'ActOnBackOfficeRestructuring'>['action'];

/** A plan in the back office (ADR 13): an active one may be marked broken, and only when the scheme's rule says so. */
export const restructuringMachine: Machine<Status, Action['kind']> = {
  assign: { active: 'active' },
  note: { active: 'active', broken: 'broken', completed: 'completed' },
  markBroken: { active: 'broken' },
};

const actionNames: Record<string, string> = { filed: 'Başvuru yapıldı', assign: 'Atandı', note: 'İç not', markBroken: 'Bozuldu olarak işaretlendi' };

type ListRow = Awaited<ReturnType<typeof repo.findRestructuringPage>>[number];

const listItem = (r: ListRow, names: Map<number, string>) => ({
  restructuringLogOid: Number(r.oid),
  applicationNo: r.application_no,
  taxpayerName: r.title ?? memberName(r.first_name, r.last_name),
  lawNo: r.law_no,
  status: r.status,
  instalmentCount: r.instalment_count,
  restructuredTotal: Number(r.restructured_total),
  paidTotal: Number(r.paid_total),
  overdueCount: Number(r.overdue_count),
  breaksUnderRule: r.breaks_under_rule === true || String(r.breaks_under_rule) === 'true',
  assignedTo: staffRefOf(names, r.assigned_member_oid),
  appliedAt: new Date(r.applied_at).toISOString(),
  version: r.version,
});

export async function listRestructurings(ctx: OperationContext, member: Member, body: ParsedRequestOf<'GetBackOfficeRestructurings'>) {
  const today = istanbulDate(ctx.now());
  const rows = await repo.findRestructuringPage(ctx.db, today, {
    ...body,
    assignedTo: body.assignedTo === 'me' ? member.userOid : body.assignedTo,
    cursor: decodeCursor(body.cursor),
  });
  const page = pageFrom(rows, body.pageSize, (r) => ({ at: new Date(r.applied_at), oid: Number(r.oid) }));
  const names = await staffNames(
    ctx.db,
    page.items.map((r) => r.assigned_member_oid),
  );
  return { items: page.items.map((r) => listItem(r, names)), nextCursor: page.nextCursor };
}

const instalmentStatus = (status: string, dueDate: string, today: string): 'paid' | 'open' | 'overdue' | 'cancelled' =>
  status === 'paid' ? 'paid' : status === 'open' ? (dueDate < today ? 'overdue' : 'open') : 'cancelled';

export async function restructuringDetail(ctx: OperationContext, logOid: number) {
  const today = istanbulDate(ctx.now());
  const row = await repo.findRestructuring(ctx.db, today, logOid);
  if (!row) throw new DomainError('RESTRUCTURING_NOT_FOUND');
  const [names, instalments, documents, events] = await Promise.all([
    staffNames(ctx.db, [row.assigned_member_oid]),
    findInstalments(ctx.db, [logOid]),
    repo.findDocumentFiles(ctx.db, logOid),
    eventsOf(ctx.db, 'restructurings', logOid, actionNames),
  ]);
  const rule = { lateInstalments: row.tolerated_late_instalments, graceDays: row.grace_days };
  return {
    ...listItem(row, names),
    identityNumber: row.national_id ?? row.tax_number ?? '',
    schemeTitle: row.scheme_title,
    rule,
    ruleExplanation: `Vadesinden ${rule.graceDays} gün sonra ödenmemiş taksit sayısı ${rule.lateInstalments} taksidi aşarsa yapılandırma bozulur.`,
    brokenAt: row.broken_at ? new Date(row.broken_at).toISOString() : null,
    principal: Number(row.principal),
    delayFineWaived: Number(row.delay_fine_waived),
    indexAmount: Number(row.index_amount),
    petitionFileOid: Number(row.petition_file_oid),
    instalments: instalments.map((i) => ({
      instalmentNo: i.instalment_no,
      accrumentOid: Number(i.accrual_oid),
      dueDate: String(i.due_date).slice(0, 10),
      amount: Number(i.amount),
      paidAmount: Number(i.paid_amount),
      paidAt: i.paid_at ? new Date(i.paid_at).toISOString() : null,
      status: instalmentStatus(i.status, String(i.due_date).slice(0, 10), today),
    })),
    documents: documents.map((d) => ({ fileOid: Number(d.oid), kind: d.kind, fileName: d.file_name, documentName: d.document_name, contentType: d.content_type, size: d.size })),
    history: [
      { at: new Date(row.applied_at).toISOString(), action: 'filed', actionName: actionNames.filed!, fromStatus: null, toStatus: 'active', by: null, note: null },
      ...events,
    ],
    allowedActions: allowedActions(restructuringMachine, row.status),
  };
}

/**
 * Marking a plan broken applies the breaking job's own rule and ledger effects (break-plans.ts)
 * in the same transaction as the version check and the event; the citizen's restructuring
 * pages then show it broken.
 */
export async function actOnRestructuring(ctx: OperationContext, member: Member, body: ParsedRequestOf<'ActOnBackOfficeRestructuring'>) {
  const { action } = body;
  const now = ctx.now();
  const today = istanbulDate(now);
  const row = await repo.findRestructuring(ctx.db, today, body.restructuringLogOid);
  if (!row) throw new DomainError('RESTRUCTURING_NOT_FOUND');
  requireVersion(row.version, body.version);
  const to = nextState(restructuringMachine, action.kind, row.status);
  const set: Parameters<typeof repo.bumpVersionIf>[3] = {};
  let note: string | null = null;
  let told: string | null = null;
  const instalments = await findInstalments(ctx.db, [row.oid]);

  switch (action.kind) {
    case 'assign': {
      const assignee = action.assigneeUserOid ?? member.userOid;
      if (assignee !== member.userOid) await requireAssignee(ctx.db, assignee, 'REVENUE_CLERK');
      set.assigned_member_oid = assignee;
      note = (await staffNames(ctx.db, [assignee])).get(assignee) ?? null;
      break;
    }
    case 'note':
      note = action.note;
      break;
    case 'markBroken': {
      const late = lateInstalments(instalments, today, row.grace_days);
      if (late.length <= row.tolerated_late_instalments) throw new DomainError('RESTRUCTURING_NOT_BROKEN');
      note = action.note ?? `${late.length} taksit vadesinden ${row.grace_days} gün sonra ödenmemiş.`;
      told = `${row.application_no} numaralı borç yapılandırmanız taksitlerin ödenmemesi nedeniyle bozulmuştur. Borçlarınız gecikme zammıyla yeniden takibe alınmıştır.`;
      break;
    }
  }

  const decision = told
    ? {
        gsm: row.gsm,
        recipient: { registryOid: Number(row.registry_oid) },
        title: 'Borç Yapılandırma',
        subject: `${row.application_no} numaralı borç yapılandırmanız`,
        text: told,
        key: `restructuring:${row.oid}:${body.version + 1}`,
      }
    : null;
  const tellCitizen = await ctx.db.transaction().execute(async (trx) => {
    requireWon(await repo.bumpVersionIf(trx, row.oid, { version: body.version, status: row.status }, set));
    if (action.kind === 'markBroken') {
      const paid = instalments.reduce((sum, i) => sum + Number(i.paid_amount), 0);
      const open = instalments.filter((i) => i.status === 'open').map((i) => Number(i.accrual_oid));
      if (!(await breakPlanIn(trx, { oid: row.oid, registry_oid: row.registry_oid }, now, paid, open, member.userOid))) throw new DomainError('BACKOFFICE_STALE');
    }
    await recordEvent(trx, {
      queue: 'restructurings',
      item_oid: row.oid,
      action: action.kind,
      from_status: row.status,
      to_status: to,
      actor_member_oid: member.userOid,
      note,
      at: now,
    });
    return queueCitizenDecision(ctx, trx, decision);
  });
  await tellCitizen();
  ctx.log.info({ restructuring: row.oid, action: action.kind, to }, 'back-office restructuring action');
  return restructuringDetail(ctx, row.oid);
}

export async function restructuringDocument(ctx: OperationContext, body: ParsedRequestOf<'GetBackOfficeRestructuringDocument'>): Promise<FileContent> {
  const file = await repo.findDocumentContent(ctx.db, body.restructuringLogOid, body.fileOid);
  if (!file) throw new DomainError('NOT_FOUND', 'Dosya bulunamadı.');
  return { bytes: file.content, contentType: file.content_type, fileName: file.file_name, disposition: body.disposition };
}

/** The dashboard's count for this queue: plans that break under the rule and wait to be marked. */
export const restructuringBacklog = (ctx: { db: OperationContext['db']; now: Date }) => repo.restructuringBacklog(ctx.db, istanbulDate(ctx.now));
