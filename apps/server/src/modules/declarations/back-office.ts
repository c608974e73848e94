import type { ParsedRequestOf } from '@ebelediye/contract';
import { queueCitizenDecision } from '../../accounts/decision-notice';
import { cancelAccrualsOfSource } from '../../ledger';
import { DomainError } from '../../platform/domain-error';
import type { Member, OperationContext } from '../../platform/operation-context';
import type { Machine } from '../../platform/state-machine';
import { memberName, staffRefOf } from '../../platform/work-queue';
import { defineWorkQueue } from '../../platform/work-queue-actions';
import type { MachineKind } from '../../platform/work-queue-declaration';
import { staffNames } from '../../platform/work-queue-repo';
import * as repo from './back-office-repo';
import { updateDeclarationIf, type ReviewStatus } from './repo';

type Status = ReviewStatus;
type Action = ParsedRequestOf<'ActOnBackOfficeDeclaration'>['action'];

/**
 * The filed declaration's review (docs/adr/0013-back-office.md): taking it starts the review; it is
 * accepted, or returned with a reason — which cancels its unpaid instalment accruals.
 */
export const declarationMachine: Machine<Status, MachineKind<Action>> = {
  assign: { filed: 'inReview', inReview: 'inReview' },
  note: { filed: 'filed', inReview: 'inReview', accepted: 'accepted', returned: 'returned' },
  accept: { filed: 'accepted', inReview: 'accepted' },
  return: { filed: 'returned', inReview: 'returned' },
};

export const declarationQueue = defineWorkQueue<repo.DeclarationRow, Status, Action, Parameters<typeof updateDeclarationIf>[3]>({
  queue: 'declarations',
  find: (ctx, oid) => repo.findDeclaration(ctx.db, oid),
  itemOf: (row) => ({ oid: Number(row.oid), version: row.version, state: row.review_status }),
  machine: () => declarationMachine,
  assignTo: (memberOid) => ({ assigned_member_oid: memberOid }),
  update: (trx, item, to, set) => updateDeclarationIf(trx, item.oid, { version: item.version, reviewStatus: item.state }, { ...set, review_status: to }),
  effects: {
    accept: ({ row, action }) => ({ note: action.note ?? null, told: `${row.declaration_no} numaralı beyannameniz incelendi ve kabul edildi.` }),
    return: async ({ ctx, row, item, action, actor, now }) => {
      const accruals = await repo.findInstalmentAccruals(ctx.db, item.oid);
      if (accruals.some((a) => a.status === 'paid' || Number(a.collected ?? 0) > 0)) throw new DomainError('DECLARATION_HAS_PAYMENTS');
      return {
        // The slot is freed so the taxpayer can file the corrected declaration; the row stays as history.
        set: { return_reason: action.reason, property_key: `RETURNED:${item.oid}:${row.property_key}` },
        note: action.reason,
        told: `${row.declaration_no} numaralı beyannameniz iade edildi ve tahakkukları iptal edildi. Gerekçe: ${action.reason}`,
        write: async (trx) => {
          await cancelAccrualsOfSource(trx, { kind: 'declaration', oid: item.oid }, { reason: `Beyanname iade edildi: ${action.reason}`, by: actor.userOid, at: now });
        },
      };
    },
  },
  notice: (row) => ({ gsm: row.gsm, recipient: { registryOid: Number(row.registry_oid) }, title: 'Beyanname', subject: `${row.declaration_no} numaralı beyannameniz` }),
  tell: queueCitizenDecision,
  actionNames: { filed: 'Beyanname verildi', assign: 'Atandı', note: 'İç not', accept: 'Kabul edildi', return: 'İade edildi' },
  filed: (row) => ({ at: row.filed_at, toStatus: 'filed' }),
  files: { table: 'declaration_attachment', itemColumn: 'declaration_oid' },
  backlog: ({ db, overdueBefore }) => repo.declarationBacklog(db, overdueBefore),
});

const kindNames = {
  estate: 'Emlak Vergisi Beyannamesi',
  entertainment: 'Eğlence Vergisi Beyannamesi',
  advertising: 'İlan ve Reklam Vergisi Beyannamesi',
  ect: 'Çevre Temizlik Vergisi Beyannamesi',
} as const;

type ListRow = Awaited<ReturnType<typeof repo.findDeclarationPage>>['rows'][number];

const listItem = (r: ListRow, names: Map<number, string>) => ({
  declarationOid: Number(r.oid),
  declarationNo: r.declaration_no,
  declarationKind: r.kind,
  kindName: kindNames[r.kind],
  taxYear: r.tax_year,
  subject: r.subject,
  taxpayerName: r.title ?? memberName(r.first_name, r.last_name),
  districtName: r.district_name,
  taxAmount: Number(r.tax_amount),
  reviewStatus: r.review_status,
  assignedTo: staffRefOf(names, r.assigned_member_oid),
  filedAt: new Date(r.filed_at).toISOString(),
  version: r.version,
});

/** The review's deadline counts from the filing; an accepted or returned declaration is never overdue. */
const timingRow = (r: { filed_at: Date | string; step_at: Date | string; review_status: Status }) => ({
  deadlineFrom: r.filed_at,
  stepAt: r.step_at,
  waiting: repo.waitingStatuses.includes(r.review_status),
});

export async function listDeclarations(ctx: OperationContext, member: Member, body: ParsedRequestOf<'GetBackOfficeDeclarations'>) {
  return declarationQueue.page(
    ctx,
    member,
    { ...body, reviewStatuses: body.reviewStatuses ?? [] },
    {
      find: (filter) => repo.findDeclarationPage(ctx.db, filter),
      timing: timingRow,
      open: repo.waitingStatuses,
      assignee: (r) => r.assigned_member_oid,
      item: listItem,
    },
  );
}

interface StoredTax {
  lines?: { label: string; amount: number }[];
}

export async function declarationDetail(ctx: OperationContext, declarationOid: number) {
  const row = await repo.findDeclaration(ctx.db, declarationOid);
  if (!row) throw new DomainError('NOT_FOUND');
  const [names, accruals, documents, history] = await Promise.all([
    staffNames(ctx.db, [row.assigned_member_oid]),
    repo.findInstalmentAccruals(ctx.db, declarationOid),
    repo.findDocuments(ctx.db, declarationOid),
    declarationQueue.history(ctx, row),
  ]);
  const tax = (typeof row.tax === 'string' ? JSON.parse(row.tax) : row.tax) as StoredTax;
  return {
    ...listItem(row, names),
    ...declarationQueue.timing(ctx, timingRow(row)),
    identityNumber: row.national_id ?? row.tax_number ?? '',
    address: row.address_text,
    taxValue: row.tax_value === null ? null : Number(row.tax_value),
    lines: (tax.lines ?? []).map((l) => ({ label: l.label, amount: Number(l.amount) })),
    instalments: accruals.map((a) => ({
      accrumentOid: Number(a.oid),
      instalmentNo: a.instalment_no,
      dueDate: String(a.due_date).slice(0, 10),
      amount: Number(a.amount),
      status: a.status,
    })),
    documents: documents.map((d) => ({ fileOid: Number(d.oid), fileName: d.file_name, documentName: d.document_name, contentType: d.content_type, size: d.size })),
    returnReason: row.return_reason,
    history,
    allowedActions: declarationQueue.allowed(row),
  };
}
