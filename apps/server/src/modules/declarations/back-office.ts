import type { FileContent, ParsedRequestOf } from '@ebelediye/contract';
import { queueCitizenDecision } from '../../accounts/decision-notice';
import { cancelAccrualsOfSource } from '../../ledger';
import { DomainError } from '../../platform/domain-error';
import type { Member, OperationContext } from '../../platform/operation-context';
import { allowedActions, nextState, requireVersion, requireWon, type Machine } from '../../platform/state-machine';
import { decodeCursor, memberName, pageFrom, staffRefOf } from '../../platform/work-queue';
import { eventsOf, recordEvent, requireAssignee, staffNames } from '../../platform/work-queue-repo';
import * as repo from './back-office-repo';
import { updateDeclarationIf, type ReviewStatus } from './repo';

type Status = ReviewStatus;
type Action = ParsedRequestOf<'ActOnBackOfficeDeclaration'>['action'];

/**
 * The filed declaration's review (docs/adr/0013-back-office.md): taking it starts the review; it is
 * accepted, or returned with a reason — which cancels its unpaid instalment accruals.
 */
export const declarationMachine: Machine<Status, Action['kind']> = {
  assign: { filed: 'inReview', inReview: 'inReview' },
  note: { filed: 'filed', inReview: 'inReview', accepted: 'accepted', returned: 'returned' },
  accept: { filed: 'accepted', inReview: 'accepted' },
  return: { filed: 'returned', inReview: 'returned' },
};

const actionNames: Record<string, string> = { filed: 'Beyanname verildi', assign: 'Atandı', note: 'İç not', accept: 'Kabul edildi', return: 'İade edildi' };

const kindNames = {
  estate: 'Emlak Vergisi Beyannamesi',
  entertainment: 'Eğlence Vergisi Beyannamesi',
  advertising: 'İlan ve Reklam Vergisi Beyannamesi',
  ect: 'Çevre Temizlik Vergisi Beyannamesi',
} as const;

type ListRow = Awaited<ReturnType<typeof repo.findDeclarationPage>>[number];

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

export async function listDeclarations(ctx: OperationContext, member: Member, body: ParsedRequestOf<'GetBackOfficeDeclarations'>) {
  const rows = await repo.findDeclarationPage(ctx.db, { ...body, assignedTo: body.assignedTo === 'me' ? member.userOid : body.assignedTo, cursor: decodeCursor(body.cursor) });
  const page = pageFrom(rows, body.pageSize, (r) => ({ at: new Date(r.filed_at), oid: Number(r.oid) }));
  const names = await staffNames(
    ctx.db,
    page.items.map((r) => r.assigned_member_oid),
  );
  return { items: page.items.map((r) => listItem(r, names)), nextCursor: page.nextCursor };
}

interface StoredTax {
  lines?: { label: string; amount: number }[];
}

export async function declarationDetail(ctx: OperationContext, declarationOid: number) {
  const row = await repo.findDeclaration(ctx.db, declarationOid);
  if (!row) throw new DomainError('NOT_FOUND');
  const [names, accruals, documents, events] = await Promise.all([
    staffNames(ctx.db, [row.assigned_member_oid]),
    repo.findInstalmentAccruals(ctx.db, declarationOid),
    repo.findDocuments(ctx.db, declarationOid),
    eventsOf(ctx.db, 'declarations', declarationOid, actionNames),
  ]);
  const tax = (typeof row.tax === 'string' ? JSON.parse(row.tax) : row.tax) as StoredTax;
  return {
    ...listItem(row, names),
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
    history: [{ at: new Date(row.filed_at).toISOString(), action: 'filed', actionName: actionNames.filed!, fromStatus: null, toStatus: 'filed', by: null, note: null }, ...events],
    allowedActions: allowedActions(declarationMachine, row.review_status),
  };
}

export async function actOnDeclaration(ctx: OperationContext, member: Member, body: ParsedRequestOf<'ActOnBackOfficeDeclaration'>) {
  const { action } = body;
  const row = await repo.findDeclaration(ctx.db, body.declarationOid);
  if (!row) throw new DomainError('NOT_FOUND');
  requireVersion(row.version, body.version);
  const to = nextState(declarationMachine, action.kind, row.review_status);
  const now = ctx.now();
  const set: Parameters<typeof updateDeclarationIf>[3] = { review_status: to };
  let note: string | null = null;
  let told: string | null = null;

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
    case 'accept':
      note = action.note ?? null;
      told = `${row.declaration_no} numaralı beyannameniz incelendi ve kabul edildi.`;
      break;
    case 'return': {
      const accruals = await repo.findInstalmentAccruals(ctx.db, body.declarationOid);
      if (accruals.some((a) => a.status === 'paid' || Number(a.collected ?? 0) > 0)) throw new DomainError('DECLARATION_HAS_PAYMENTS');
      set.return_reason = action.reason;
      // The slot is freed so the taxpayer can file the corrected declaration; the row stays as history.
      set.property_key = `RETURNED:${body.declarationOid}:${row.property_key}`;
      note = action.reason;
      told = `${row.declaration_no} numaralı beyannameniz iade edildi ve tahakkukları iptal edildi. Gerekçe: ${action.reason}`;
      break;
    }
  }

  const decision = told
    ? {
        gsm: row.gsm,
        recipient: { registryOid: Number(row.registry_oid) },
        title: 'Beyanname',
        subject: `${row.declaration_no} numaralı beyannameniz`,
        text: told,
        key: `declaration:${body.declarationOid}:${body.version + 1}`,
      }
    : null;
  const tellCitizen = await ctx.db.transaction().execute(async (trx) => {
    requireWon(await updateDeclarationIf(trx, body.declarationOid, { version: body.version, reviewStatus: row.review_status }, set));
    if (action.kind === 'return') {
      await cancelAccrualsOfSource(trx, { kind: 'declaration', oid: body.declarationOid }, { reason: `Beyanname iade edildi: ${action.reason}`, by: member.userOid, at: now });
    }
    await recordEvent(trx, {
      queue: 'declarations',
      item_oid: body.declarationOid,
      action: action.kind,
      from_status: row.review_status,
      to_status: to,
      actor_member_oid: member.userOid,
      note,
      at: now,
    });
    return queueCitizenDecision(ctx, trx, decision);
  });
  await tellCitizen();
  ctx.log.info({ declaration: body.declarationOid, action: action.kind, to }, 'back-office declaration action');
  return declarationDetail(ctx, body.declarationOid);
}

export async function declarationDocument(ctx: OperationContext, body: ParsedRequestOf<'GetBackOfficeDeclarationDocument'>): Promise<FileContent> {
  const file = await repo.findDocumentContent(ctx.db, body.declarationOid, body.fileOid);
  if (!file) throw new DomainError('NOT_FOUND', 'Dosya bulunamadı.');
  return { bytes: file.content, contentType: file.content_type, fileName: file.file_name, disposition: body.disposition };
}
