import { collectionTypes, type FileContent, type ParsedRequestOf } from '@ebelediye/contract';
import { maskName } from '../../accounts/masking';
import { descriptionEn, findReceiptByVerificationCode, incomeTypeNameEn, loadReceipt, payerScope, renderReceiptPdf } from '../../ledger';
import { DomainError } from '../../platform/domain-error';
import type { OperationContext } from '../../platform/operation-context';
import { findAccrualsInPeriod, findCollection, findCollectionLines, findCollections } from './repo';
import { memberRegistry } from './scope';

const typeName = (code: number) => Object.values(collectionTypes).find((t) => t.code === code)?.tr ?? String(code);
const day = (value: string | Date) => String(value).slice(0, 10);

export async function accrualsInPeriod(ctx: OperationContext, body: ParsedRequestOf<'GetDeclarationAccruments'>) {
  const { registryOid } = await memberRegistry(ctx, body.registryInfoOid);
  const rows = await findAccrualsInPeriod(ctx.db, registryOid, body.accrumentDateStart, body.accrumentDateFinish);
  return rows.map((r) => ({
    accrumentOid: r.oid,
    incomeTypeCode: r.income_type_code,
    incomeTypeName: r.income_type_name,
    incomeTypeNameEn: incomeTypeNameEn(r),
    description: r.description,
    descriptionEn: descriptionEn(r.revenue_code, r),
    year: r.year,
    instalmentNo: r.instalment_no,
    periodLabel: r.period_label,
    dueDate: day(r.due_date),
    amount: r.amount,
    paidPrincipal: Number(r.paid_principal ?? 0),
    paidDelayFine: Number(r.paid_fine ?? 0),
    status: r.status,
  }));
}

type CollectionRow = NonNullable<Awaited<ReturnType<typeof findCollection>>>;
const toSummary = (c: CollectionRow) => ({
  collectionOid: c.oid,
  collectedAt: c.collected_at.toISOString(),
  collectionType: c.collection_type,
  collectionTypeName: typeName(c.collection_type),
  channel: c.channel,
  totalAmount: c.total_amount,
  receiptNo: c.receipt_no,
});

export async function collections(ctx: OperationContext, body: ParsedRequestOf<'GetDeclarationCollectionsForEMunicipality'>) {
  const { registryOid } = await memberRegistry(ctx, body.registryInfoOid);
  return (await findCollections(ctx.db, registryOid)).map(toSummary);
}

export async function collectionDetail(ctx: OperationContext, body: ParsedRequestOf<'RetrieveCollectionDetailByCollectionOid'>) {
  const scope = await payerScope(ctx.db, ctx.config, { member: ctx.member }, ctx.now(), 'see-debts');
  const collection = await findCollection(ctx.db, scope.registryOids, body.collectionOid);
  if (!collection) throw new DomainError('NOT_FOUND');
  const lines = await findCollectionLines(ctx.db, collection.oid);
  return {
    ...toSummary(collection),
    verificationCode: collection.verification_code,
    lines: lines.map((l) => ({
      accrumentOid: l.oid,
      incomeTypeName: l.income_type_name,
      incomeTypeNameEn: incomeTypeNameEn(l),
      description: l.description,
      descriptionEn: descriptionEn(l.revenue_code, l),
      periodLabel: l.period_label,
      dueDate: day(l.due_date),
      principalAmount: l.principal_amount,
      delayFineAmount: l.delay_fine_amount,
    })),
  };
}

/**
 * The receipt PDF: a member's own registries, or the registry of a fast-payment proof. The
 * member and a proof of the registry's own phone proved to be the payer, who is shown in full;
 * a water subscription's phone proves the subscriber, not the holder, who stays masked. It is
 * printed in the language of the screen that asks for it.
 */
export async function receiptPdf(ctx: OperationContext, body: ParsedRequestOf<'CreateCollectionInfoReportForEMunicipalityWithoutAuthorization'>): Promise<FileContent> {
  const scope = await payerScope(ctx.db, ctx.config, { member: ctx.member, paymentProof: ctx.member ? null : body.data.paymentProof }, ctx.now(), 'see-debts');
  const receipt = await loadReceipt(ctx.db, ctx.config, scope.registryOids, body.data.collectionOid);
  if (!receipt) throw new DomainError('NOT_FOUND');
  const bytes = renderReceiptPdf(receipt, { maskPayer: scope.subscriptionOid !== undefined, language: body.language });
  return { bytes, contentType: 'application/pdf', fileName: `makbuz-${receipt.receiptNo}.pdf`, disposition: 'attachment' };
}

/** The public check of a receipt's code: rate-limited so codes cannot be swept. */
export async function verifyReceipt(ctx: OperationContext, body: ParsedRequestOf<'VerifyCollectionReceiptWithoutAuthorization'>) {
  await ctx.services.limiter.hit('registryLookupPerIp', ctx.ip);
  const row = await findReceiptByVerificationCode(ctx.db, body.verificationCode);
  if (!row) throw new DomainError('RECEIPT_NOT_FOUND');
  return {
    receiptNo: row.receipt_no,
    collectedAt: row.collected_at.toISOString(),
    totalAmount: row.total_amount,
    payerName: maskName(row.title ?? [row.first_name, row.last_name].filter(Boolean).join(' ')),
  };
}
