import { createHash, randomBytes } from 'node:crypto';
import type { ParsedRequestOf, ResponseOf } from '@ebelediye/contract';
import { letterheadOf } from '../../documents/letterhead';
import { DomainError } from '../../platform/domain-error';
import { claimPendingFiles } from '../../platform/file-ownership';
import type { Member, OperationContext } from '../../platform/operation-context';
import { applicantOf, createInstalmentAccruals } from './ledger-debts';
import { petitionPdf } from './petition';
import * as repo from './repo';
import { choosePlan, type ChosenPlan } from './service';

type SaveRequest = ParsedRequestOf<'AuthorizedSaveDebtRestructuringInstallments'>;

const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** YP-<date>-<6 letters>: unguessable and readable over the phone (no 0/O, 1/I). */
const newApplicationNo = (today: string) => `YP-${today.replace(/-/g, '')}-${[...randomBytes(6)].map((b) => alphabet[b % alphabet.length]).join('')}`;

async function petitionFile(ctx: OperationContext, member: Member, chosen: ChosenPlan, applicationNo: string, now: Date) {
  const { scheme, plan, option } = chosen;
  const applicant = await applicantOf(ctx.db, chosen.registryOid);
  const content = petitionPdf({
    letterhead: letterheadOf(ctx.config),
    municipalityName: ctx.config.publicSetting.MunicipalityName,
    applicationNo,
    appliedOn: scheme.today,
    applicant,
    scheme: { lawNo: scheme.row.law_no, title: scheme.row.title, indexName: scheme.row.index_name, indexEndPeriod: scheme.row.index_end_period },
    instalmentCount: option.instalmentCount,
    periodMonths: option.periodMonths,
    coefficient: option.coefficient,
    plan,
    descriptions: new Map(chosen.debts.map((d) => [d.accrualOid, d.description])),
  });
  return {
    owner_user_oid: member.userOid,
    upload_token_hash: null,
    file_name: 'yapilandirma-dilekce.pdf',
    document_name: 'Yapılandırma Dilekçesi',
    content_type: 'application/pdf',
    size: content.byteLength,
    sha256: createHash('sha256').update(content).digest('hex'),
    content,
    created_at: now,
    attached_at: now,
  };
}

/**
 * Applies in one transaction: the chosen accruals close as restructured, each instalment
 * becomes an accrual of its own (so debt questioning and payment see it), and the plan, the
 * petition and the member's uploaded documents are stored with the application.
 */
export async function applyPlan(ctx: OperationContext, member: Member, body: SaveRequest): Promise<ResponseOf<'AuthorizedSaveDebtRestructuringInstallments'>> {
  const chosen = await choosePlan(ctx, member, body);
  const { plan, option, scheme, registryOid } = chosen;
  const seen = body.concreteDebtRestructuringAccrumentInfo.restructuredTotal;
  if (seen !== undefined && seen !== plan.restructuredTotal) throw new DomainError('RESTRUCTURING_PLAN_CHANGED');
  if (plan.principal + plan.delayFineWaived <= scheme.row.write_off_threshold) throw new DomainError('RESTRUCTURING_BELOW_WRITE_OFF');
  const now = ctx.now();
  const applicationNo = newApplicationNo(scheme.today);
  const petition = await petitionFile(ctx, member, chosen, applicationNo, now);
  const uploads = [...new Set(body.documentList.map((d) => d.fileOid))];

  return ctx.db.transaction().execute(async (trx) => {
    if (!(await claimPendingFiles(trx, { memberUserOid: member.userOid }, uploads, now))) {
      throw new DomainError('VALIDATION_FAILED', undefined, {
        documentList: 'Eklenen belgelerden biri bulunamadı veya başka bir başvuruda kullanılmış. Lütfen belgeyi yeniden yükleyiniz.',
      });
    }
    const closed = await repo.closeAsRestructured(
      trx,
      registryOid,
      chosen.debts.map((d) => d.accrualOid),
    );
    if (closed !== chosen.debts.length) throw new DomainError('RESTRUCTURING_PLAN_CHANGED');
    const petitionFileOid = (await repo.insertFile(trx, petition)).oid;
    const log = await repo.insertLog(trx, {
      application_no: applicationNo,
      registry_oid: registryOid,
      member_user_oid: member.userOid,
      scheme_oid: scheme.row.oid,
      instalment_count: option.instalmentCount,
      period_months: option.periodMonths,
      coefficient: option.coefficient,
      principal: plan.principal,
      delay_fine_waived: plan.delayFineWaived,
      index_amount: plan.indexAmount,
      index_discount: plan.indexDiscount,
      restructured_total: plan.restructuredTotal,
      status: 'active',
      applied_at: now,
      broken_at: null,
      petition_file_oid: petitionFileOid,
    });
    const accrualOids = await createInstalmentAccruals(trx, { registryOid, logOid: log.oid, applicationNo, accruedOn: scheme.today, instalments: plan.instalments });
    await repo.insertPlanRows(
      trx,
      plan.debts.map((d) => ({
        log_oid: log.oid,
        accrual_oid: d.accrualOid,
        principal: d.principal,
        delay_fine_waived: scheme.row.waives_delay_fine ? d.delayFine : 0,
        index_amount: d.indexAmount,
        restored_accrual_oid: null,
      })),
      plan.instalments.map((i, n) => ({ log_oid: log.oid, instalment_no: i.instalmentNo, due_date: i.dueDate, amount: i.amount, accrual_oid: accrualOids[n]! })),
      [{ log_oid: log.oid, file_oid: petitionFileOid, kind: 'petition' as const }, ...uploads.map((fileOid) => ({ log_oid: log.oid, file_oid: fileOid, kind: 'upload' as const }))],
    );
    return { restructuringLogOid: log.oid, applicationNo, petitionFileOid };
  });
}
