import { istanbulDate, type ResponseOf } from '@ebelediye/contract';
import { DomainError } from '../../platform/domain-error';
import type { Member, OperationContext } from '../../platform/operation-context';
import { actingRegistries } from './ledger-debts';
import * as repo from './repo';

type InstalmentRow = Awaited<ReturnType<typeof repo.findInstalments>>[number];

const instalmentStatus = (row: InstalmentRow, today: string) =>
  row.status === 'paid' ? 'paid' : row.status === 'open' ? (row.due_date < today ? 'overdue' : 'open') : 'cancelled';

const paidTotalOf = (rows: InstalmentRow[]) => rows.reduce((sum, r) => sum + Number(r.paid_amount), 0);

const summaryOf = (log: Awaited<ReturnType<typeof repo.findLogs>>[number], instalments: InstalmentRow[]) => ({
  restructuringLogOid: log.oid,
  applicationNo: log.application_no,
  appliedAt: log.applied_at.toISOString(),
  status: log.status,
  lawNo: log.law_no,
  instalmentCount: log.instalment_count,
  restructuredTotal: log.restructured_total,
  paidTotal: paidTotalOf(instalments),
});

export async function listLogs(ctx: OperationContext, member: Member): Promise<ResponseOf<'GetRestructuringLogList'>> {
  const logs = await repo.findLogs(ctx.db, await actingRegistries(ctx, member));
  const instalments =
    logs.length > 0
      ? await repo.findInstalments(
          ctx.db,
          logs.map((l) => l.oid),
        )
      : [];
  return {
    items: logs.map((log) =>
      summaryOf(
        log,
        instalments.filter((i) => i.log_oid === log.oid),
      ),
    ),
  };
}

/** One restructuring of a registry the member may act for; any other log number is the same 404. */
export async function logDetail(ctx: OperationContext, member: Member, logOid: number): Promise<ResponseOf<'AuthorizedGetRestructuringDetailInfo'>> {
  const { db } = ctx;
  const log = await repo.findLog(db, await actingRegistries(ctx, member), logOid);
  if (!log) throw new DomainError('RESTRUCTURING_NOT_FOUND');
  const [instalments, debts, documents] = await Promise.all([repo.findInstalments(db, [log.oid]), repo.findDebts(db, log.oid), repo.findDocuments(db, log.oid)]);
  const today = istanbulDate(ctx.now());
  return {
    ...summaryOf(log, instalments),
    registryOid: log.registry_oid,
    schemeTitle: log.scheme_title,
    isDemo: log.is_demo,
    brokenAt: log.broken_at?.toISOString() ?? null,
    periodMonths: log.period_months,
    coefficient: log.coefficient,
    principal: log.principal,
    delayFineWaived: log.delay_fine_waived,
    indexAmount: log.index_amount,
    indexDiscount: log.index_discount,
    restoredPrincipal: log.restored_principal,
    petitionFileOid: log.petition_file_oid,
    instalments: instalments.map((row) => ({
      instalmentNo: row.instalment_no,
      accrumentOid: row.accrual_oid,
      dueDate: row.due_date,
      amount: row.amount,
      status: instalmentStatus(row, today),
      paidAmount: Number(row.paid_amount),
      paidAt: row.paid_at ? new Date(row.paid_at).toISOString() : null,
    })),
    debts: debts.map((d) => ({
      accrumentOid: d.accrual_oid,
      description: d.description,
      dueDate: d.due_date,
      principal: d.principal,
      delayFineWaived: d.delay_fine_waived,
      indexAmount: d.index_amount,
    })),
    documents: documents.map((d) => ({ fileOid: d.file_oid, fileName: d.file_name, documentName: d.document_name, kind: d.kind })),
  };
}
