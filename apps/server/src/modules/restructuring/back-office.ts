import { istanbulDate, type ParsedRequestOf } from '@ebelediye/contract';
import { queueCitizenDecision } from '../../accounts/decision-notice';
import { DomainError } from '../../platform/domain-error';
import type { Member, OperationContext } from '../../platform/operation-context';
import type { Machine } from '../../platform/state-machine';
import { memberName, staffRefOf } from '../../platform/work-queue';
import { defineWorkQueue } from '../../platform/work-queue-actions';
import type { MachineKind } from '../../platform/work-queue-declaration';
import { staffNames } from '../../platform/work-queue-repo';
import * as repo from './back-office-repo';
import { breakPlanIn, lateInstalments } from './break-plans';
import { breakingCondition } from './plan-rules';
import { findInstalments } from './repo';

type Status = 'active' | 'broken' | 'completed';
type Action = ParsedRequestOf<'ActOnBackOfficeRestructuring'>['action'];

/** A plan in the back office (ADR 13): an active one may be marked broken, and only when the scheme's rule says so. */
export const restructuringMachine: Machine<Status, MachineKind<Action>> = {
  assign: { active: 'active' },
  note: { active: 'active', broken: 'broken', completed: 'completed' },
  markBroken: { active: 'broken' },
};

/**
 * Marking a plan broken applies the breaking job's own rule and ledger effects (break-plans.ts)
 * in the action's transaction; the citizen's restructuring pages then show it broken.
 */
export const restructuringQueue = defineWorkQueue<repo.RestructuringRow, Status, Action, Parameters<typeof repo.bumpVersionIf>[3]>({
  queue: 'restructurings',
  find: (ctx, oid) => repo.findRestructuring(ctx.db, istanbulDate(ctx.now()), oid),
  notFound: 'RESTRUCTURING_NOT_FOUND',
  itemOf: (row) => ({ oid: Number(row.oid), version: row.version, state: row.status }),
  machine: () => restructuringMachine,
  assignTo: (memberOid) => ({ assigned_member_oid: memberOid }),
  // The status moves with the breaking itself (breakPlanIn), so the guarded update only raises the version.
  update: (trx, item, _to, set) => repo.bumpVersionIf(trx, item.oid, { version: item.version, status: item.state }, set),
  effects: {
    markBroken: async ({ ctx, row, item, action, actor, now }) => {
      const instalments = await findInstalments(ctx.db, [item.oid]);
      const late = lateInstalments(instalments, istanbulDate(now), row.grace_days);
      if (late.length <= row.tolerated_late_instalments) throw new DomainError('RESTRUCTURING_NOT_BROKEN');
      return {
        note: action.note ?? `${late.length} taksit vadesinden ${row.grace_days} gün sonra ödenmemiş.`,
        told: `${row.application_no} numaralı borç yapılandırmanız taksitlerin ödenmemesi nedeniyle bozulmuştur. Borçlarınız gecikme zammıyla yeniden takibe alınmıştır.`,
        write: async (trx) => {
          const paid = instalments.reduce((sum, i) => sum + Number(i.paid_amount), 0);
          const open = instalments.filter((i) => i.status === 'open').map((i) => Number(i.accrual_oid));
          if (!(await breakPlanIn(trx, { oid: item.oid, registry_oid: row.registry_oid }, now, paid, open, actor.userOid))) throw new DomainError('BACKOFFICE_STALE');
        },
      };
    },
  },
  notice: (row) => ({
    gsm: row.gsm,
    recipient: { registryOid: Number(row.registry_oid) },
    title: 'Borç Yapılandırma',
    subject: `${row.application_no} numaralı borç yapılandırmanız`,
  }),
  tell: queueCitizenDecision,
  actionNames: { filed: 'Başvuru yapıldı', assign: 'Atandı', note: 'İç not', markBroken: 'Bozuldu olarak işaretlendi' },
  filed: (row) => ({ at: row.applied_at, toStatus: 'active' }),
  files: { table: 'restructuring_document', itemColumn: 'log_oid' },
  /** The dashboard's count for this queue: plans that break under the rule and wait to be marked. */
  backlog: (ctx) => repo.restructuringBacklog(ctx.db, istanbulDate(ctx.now), ctx.overdueBefore),
});

type ListRow = Awaited<ReturnType<typeof repo.findRestructuringPage>>['rows'][number];

/** Only a plan that breaks under the rule waits for a clerk: its deadline counts from when it began to break. */
const timingRow = (r: Pick<ListRow, 'breaks_since' | 'step_at'>) => ({ deadlineFrom: r.breaks_since, stepAt: r.step_at, waiting: r.breaks_since !== null });

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
  return restructuringQueue.page(
    ctx,
    member,
    { ...body, statuses: body.statuses ?? [] },
    {
      find: (filter) => repo.findRestructuringPage(ctx.db, today, filter),
      timing: timingRow,
      open: repo.openStatuses,
      assignee: (r) => r.assigned_member_oid,
      item: listItem,
    },
  );
}

const instalmentStatus = (status: string, dueDate: string, today: string): 'paid' | 'open' | 'overdue' | 'cancelled' =>
  status === 'paid' ? 'paid' : status === 'open' ? (dueDate < today ? 'overdue' : 'open') : 'cancelled';

export async function restructuringDetail(ctx: OperationContext, logOid: number) {
  const today = istanbulDate(ctx.now());
  const row = await repo.findRestructuring(ctx.db, today, logOid);
  if (!row) throw new DomainError('RESTRUCTURING_NOT_FOUND');
  const [names, instalments, documents, history] = await Promise.all([
    staffNames(ctx.db, [row.assigned_member_oid]),
    findInstalments(ctx.db, [logOid]),
    repo.findDocumentFiles(ctx.db, logOid),
    restructuringQueue.history(ctx, row),
  ]);
  const rule = { lateInstalments: row.tolerated_late_instalments, graceDays: row.grace_days };
  return {
    ...listItem(row, names),
    ...restructuringQueue.timing(ctx, timingRow(row)),
    identityNumber: row.national_id ?? row.tax_number ?? '',
    schemeTitle: row.scheme_title,
    rule,
    ruleExplanation: breakingCondition(rule.lateInstalments, rule.graceDays).tr,
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
    history,
    allowedActions: restructuringQueue.allowed(row),
  };
}
