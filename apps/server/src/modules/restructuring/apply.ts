import { createHash, randomInt } from 'node:crypto';
import type { ParsedRequestOf, ResponseOf } from '@ebelediye/contract';
import type { Db } from '../../db/kysely';
import { letterheadOf, type Letterhead } from '../../documents/letterhead';
import { restructureAccruals } from '../../ledger';
import { DomainError } from '../../platform/domain-error';
import { claimPendingFiles } from '../../platform/file-ownership';
import { insertFile } from '../../platform/file-repo';
import type { Member, OperationContext } from '../../platform/operation-context';
import { applicantOf, createInstalmentAccruals } from './ledger-debts';
import { petitionPdf } from './petition';
import * as repo from './repo';
import { indexDisplayName } from './scheme';
import { choosePlan, type ChosenPlan } from './service';

type SaveRequest = ParsedRequestOf<'AuthorizedSaveDebtRestructuringInstallments'>;

const alphabet = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/** YP-<date>-<6 letters>: unguessable and readable over the phone (no 0/O, 1/I); the seed draws its letters from its own generator. */
export const newApplicationNo = (today: string, draw: (n: number) => number = randomInt) =>
  `YP-${today.replace(/-/g, '')}-${Array.from({ length: 6 }, () => alphabet[draw(alphabet.length)]).join('')}`;

/** Who issues the petition: the municipality's letterhead and name. */
export interface PetitionIssuer {
  letterhead: Letterhead;
  municipalityName: string;
}

/** The petition PDF of a plan, as the file row it is stored in. */
export async function petitionFile(db: Db, issuer: PetitionIssuer, ownerUserOid: number, chosen: ChosenPlan, applicationNo: string, now: Date) {
  const { scheme, plan, option } = chosen;
  const applicant = await applicantOf(db, chosen.registryOid);
  const content = petitionPdf({
    letterhead: issuer.letterhead,
    municipalityName: issuer.municipalityName,
    applicationNo,
    appliedOn: scheme.today,
    applicant,
    scheme: { lawNo: scheme.row.law_no, title: scheme.row.title, indexName: indexDisplayName(scheme.row.index_name), indexEndPeriod: scheme.row.index_end_period },
    instalmentCount: option.instalmentCount,
    periodMonths: option.periodMonths,
    coefficient: option.coefficient,
    plan,
    descriptions: new Map(chosen.debts.map((d) => [d.accrualOid, d.description])),
    rules: scheme.rules,
  });
  return {
    owner_user_oid: ownerUserOid,
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
 * Records a chosen plan inside the caller's transaction: the chosen accruals close as
 * restructured, each instalment becomes an accrual of its own (so debt questioning and payment
 * see it), and the plan, the petition and the claimed uploads are stored with the application.
 */
export async function recordPlanIn(
  trx: Db,
  chosen: ChosenPlan,
  filing: { memberUserOid: number; applicationNo: string; petition: Awaited<ReturnType<typeof petitionFile>>; uploads: readonly number[]; now: Date },
) {
  const { plan, option, scheme, registryOid } = chosen;
  const closed = await restructureAccruals(
    trx,
    registryOid,
    chosen.debts.map((d) => d.accrualOid),
  );
  if (closed.length !== chosen.debts.length) throw new DomainError('RESTRUCTURING_PLAN_CHANGED');
  const petitionFileOid = (await insertFile(trx, filing.petition)).oid;
  const log = await repo.insertLog(trx, {
    application_no: filing.applicationNo,
    registry_oid: registryOid,
    member_user_oid: filing.memberUserOid,
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
    applied_at: filing.now,
    broken_at: null,
    petition_file_oid: petitionFileOid,
  });
  const accrualOids = await createInstalmentAccruals(trx, {
    registryOid,
    logOid: log.oid,
    applicationNo: filing.applicationNo,
    accruedOn: scheme.today,
    instalments: plan.instalments,
  });
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
    [
      { log_oid: log.oid, file_oid: petitionFileOid, kind: 'petition' as const },
      ...filing.uploads.map((fileOid) => ({ log_oid: log.oid, file_oid: fileOid, kind: 'upload' as const })),
    ],
  );
  return { logOid: log.oid, petitionFileOid, instalmentAccrualOids: accrualOids };
}

/**
 * Applies in one transaction: the member's uploaded documents are claimed and the plan is
 * recorded with its petition (recordPlanIn).
 */
export async function applyPlan(ctx: OperationContext, member: Member, body: SaveRequest): Promise<ResponseOf<'AuthorizedSaveDebtRestructuringInstallments'>> {
  const chosen = await choosePlan(ctx, member, body);
  const { plan, scheme } = chosen;
  const seen = body.concreteDebtRestructuringAccrumentInfo.restructuredTotal;
  if (seen !== undefined && seen !== plan.restructuredTotal) throw new DomainError('RESTRUCTURING_PLAN_CHANGED');
  if (plan.principal + plan.delayFineWaived <= scheme.row.write_off_threshold) throw new DomainError('RESTRUCTURING_BELOW_WRITE_OFF');
  const now = ctx.now();
  const applicationNo = newApplicationNo(scheme.today);
  const issuer = { letterhead: letterheadOf(ctx.config), municipalityName: ctx.config.publicSetting.MunicipalityName };
  const petition = await petitionFile(ctx.db, issuer, member.userOid, chosen, applicationNo, now);
  const uploads = [...new Set(body.documentList.map((d) => d.fileOid))];

  return ctx.db.transaction().execute(async (trx) => {
    if (!(await claimPendingFiles(trx, { memberUserOid: member.userOid }, uploads, now))) {
      throw new DomainError('VALIDATION_FAILED', undefined, {
        documentList: 'Eklenen belgelerden biri bulunamadı veya başka bir başvuruda kullanılmış. Lütfen belgeyi yeniden yükleyiniz.',
      });
    }
    const recorded = await recordPlanIn(trx, chosen, { memberUserOid: member.userOid, applicationNo, petition, uploads, now });
    return { restructuringLogOid: recorded.logOid, applicationNo, petitionFileOid: recorded.petitionFileOid };
  });
}
