import { randomBytes } from 'node:crypto';
import { type DeclarationKind, type FileContent, type ParsedRequestOf } from '@ebelediye/contract';
import { recordAuthorityUse } from '../../accounts/authority';
import { letterheadOf } from '../../documents/letterhead';
import { DomainError } from '../../platform/domain-error';
import { claimPendingFiles } from '../../platform/file-ownership';
import { deletePendingFile } from '../../platform/file-repo';
import type { Member, OperationContext } from '../../platform/operation-context';
import { addressText } from '../../reference-data/address-text';
import { holidayCalendar, holidayCoverageNote } from '../../reference-data/holiday-calendar';
import { assessEstate } from './assess-estate';
import { assessAdvertising, assessEct, assessEntertainment } from './assess-tariffs';
import type { AssessContext, Assessment } from './assessment';
import { createDeclarationAccruals } from './declaration-accruals';
import { renderDeclarationPdf } from './declaration-pdf';
import { declarationTexts } from './declaration-texts';
import { filingRegistry } from './filing-registry';
import * as repo from './repo';

type Preview = ParsedRequestOf<'PreviewEMunicipalityDeclaration'>;

async function assessContext(ctx: OperationContext): Promise<AssessContext> {
  return { db: ctx.db, countyCode: ctx.config.publicSetting.CountyCode, now: ctx.now(), calendar: await holidayCalendar(ctx.db) };
}

/** A member files for their own registry; any other is not found. */
function ownRegistry(member: Member, registryOid: number | undefined): number {
  if (registryOid !== undefined && registryOid !== member.registryOid) throw new DomainError('REGISTRY_NOT_FOUND');
  return member.registryOid;
}

function assessKind(c: AssessContext, body: Preview): Promise<Assessment> {
  switch (body.declarationKind) {
    case 'estate':
      return assessEstate(c, body.concreteEMunicipalityEstateDeclaration);
    case 'entertainment':
      return assessEntertainment(c, body.concreteEMunicipalityEntertainmentDeclaration);
    case 'advertising':
      return assessAdvertising(c, body.concreteEMunicipalityAdDeclaration);
    case 'ect':
      return assessEct(c, body.concreteEMunicipalityECTDeclaration);
  }
}

export async function assess(ctx: OperationContext, body: Preview): Promise<Assessment> {
  const c = await assessContext(ctx);
  const a = await assessKind(c, body);
  const note = holidayCoverageNote(
    a.tax.instalments.map((i) => i.dueDate),
    c.calendar,
  );
  return note ? { ...a, tax: { ...a.tax, notes: [...a.tax.notes, note] } } : a;
}

/** The tax as filing would compute it; a property already declared for the year is refused here too. */
export async function preview(ctx: OperationContext, member: Member, body: Preview) {
  const a = await assess(ctx, body);
  if (await repo.propertyKeyTaken(ctx.db, member.registryOid, a.propertyKey)) throw new DomainError('DECLARATION_ALREADY_FILED');
  return a.tax;
}

const numberPrefix: Record<DeclarationKind, string> = { estate: 'EMB', entertainment: 'EGB', advertising: 'IRB', ect: 'CTB' };

/**
 * Files a declaration: checked and computed as in the preview, stored with its documents and
 * accruals in one transaction, with the use of an authorisation when filed for another.
 */
export async function record(ctx: OperationContext, member: Member, body: Preview, registryOid: number | undefined, fileOids: number[]) {
  const { registry, authorityOid } = await filingRegistry(ctx, member, registryOid);
  const a = await assess(ctx, body);
  const now = ctx.now();
  const alreadyFiled = () => new DomainError('DECLARATION_ALREADY_FILED');
  if (await repo.propertyKeyTaken(ctx.db, registry, a.propertyKey)) throw alreadyFiled();
  return ctx.db.transaction().execute(async (trx) => {
    if (a.period && (await repo.overlappingPeriodExists(trx, registry, a.address.outerDoorOid, Number(a.propertyKey.split(':')[2]), a.period.start, a.period.end))) {
      throw new DomainError('DECLARATION_ALREADY_FILED', 'Bu işyeri için bu dönemle çakışan bir eğlence vergisi beyannamesi daha önce verilmiş.');
    }
    if (!(await claimPendingFiles(trx, { memberUserOid: member.userOid }, fileOids, now))) {
      throw new DomainError('VALIDATION_FAILED', undefined, {
        fileOids: 'Eklenen belgelerden biri bulunamadı veya başka bir başvuruda kullanılmış. Lütfen belgeleri yeniden ekleyiniz.',
      });
    }
    const inserted = await repo.insertDeclaration(trx, {
      declaration_no: `tmp-${randomBytes(8).toString('hex')}`,
      registry_oid: registry,
      member_user_oid: member.userOid,
      kind: a.kind,
      estate_code: a.estateCode,
      tax_year: a.taxYear,
      district_code: a.address.districtCode,
      street_code: a.address.streetCode,
      outer_door_oid: a.address.outerDoorOid,
      inner_door_oid: a.address.innerDoorOid,
      period_start: a.period?.start ?? null,
      period_end: a.period?.end ?? null,
      subject: a.subject,
      address_text: addressText(a.address.names),
      details: JSON.stringify(a.details),
      tax: JSON.stringify(a.tax),
      tax_value: a.tax.taxValue,
      tax_amount: a.tax.taxAmount,
      property_key: a.propertyKey,
      real_estate_oid: null,
      filed_at: now,
    });
    // A concurrent filing of the same property won the unique key.
    if (!inserted) throw alreadyFiled();
    const declarationNo = `${numberPrefix[a.kind]}-${a.taxYear}-${String(inserted.oid).padStart(7, '0')}`;
    await repo.setDeclarationNo(trx, inserted.oid, declarationNo);
    await repo.insertAttachments(trx, inserted.oid, [...new Set(fileOids)]);
    const { accrualOids, realEstateOid } = await createDeclarationAccruals(trx, { declarationOid: inserted.oid, declarationNo, registryOid: registry, assessment: a, now });
    await repo.setRealEstate(trx, inserted.oid, realEstateOid);
    if (authorityOid !== null) await recordAuthorityUse(trx, { authorityOid, actingMemberOid: member.userOid, action: 'file-declarations', detail: declarationNo }, now);
    return { declarationOid: inserted.oid, declarationNo, filedAt: now.toISOString(), tax: a.tax, accrualOids };
  });
}

type Row = Awaited<ReturnType<typeof repo.findRegistryDeclarations>>[number];
type StoredTax = Assessment['tax'];
const parsed = <T>(value: unknown): T => (typeof value === 'string' ? JSON.parse(value) : value) as T;

function summaryOf(row: Row, documents: { declaration_oid: number; oid: number; document_name: string }[]) {
  const tax = parsed<StoredTax>(row.tax);
  return {
    declarationOid: Number(row.oid),
    declarationNo: row.declaration_no,
    declarationKind: row.kind,
    kindName: declarationTexts.tr.kindNames[row.kind],
    estateCode: row.estate_code,
    taxYear: row.tax_year,
    subject: row.subject,
    address: row.address_text,
    taxAmount: Number(row.tax_amount),
    filedAt: new Date(row.filed_at).toISOString(),
    reviewStatus: row.review_status,
    returnReason: row.review_status === 'returned' ? row.return_reason : null,
    instalments: tax.instalments,
    documents: documents.filter((d) => Number(d.declaration_oid) === Number(row.oid)).map((d) => ({ fileOid: Number(d.oid), documentName: d.document_name })),
  };
}

export async function summary(ctx: OperationContext, member: Member, registryOid: number | undefined) {
  const rows = await repo.findRegistryDeclarations(ctx.db, ownRegistry(member, registryOid));
  const documents = await repo.findAttachments(
    ctx.db,
    rows.map((r) => Number(r.oid)),
  );
  return { items: rows.map((r) => summaryOf(r, documents)) };
}

/** The filed declaration's PDF, in the language of the screen that asks for it (docs/domain/turkish-text.md, "PDFs"). */
export async function document(ctx: OperationContext, member: Member, body: ParsedRequestOf<'GetDeclarationDocument'>): Promise<FileContent> {
  const { declarationOid, disposition } = body;
  const row = await repo.findRegistryDeclaration(ctx.db, member.registryOid, declarationOid);
  if (!row) throw new DomainError('NOT_FOUND', 'Beyanname bulunamadı.');
  const documents = await repo.findAttachments(ctx.db, [Number(row.oid)]);
  const item = summaryOf(row, documents);
  const bytes = renderDeclarationPdf(item, parsed<StoredTax>(row.tax), letterheadOf(ctx.config), body.language);
  return { bytes, contentType: 'application/pdf', fileName: `${item.declarationNo}.pdf`, disposition };
}

export async function tempFiles(ctx: OperationContext, member: Member) {
  return (await repo.findPendingFiles(ctx.db, member.userOid)).map((f) => ({
    fileOid: Number(f.oid),
    fileName: f.file_name,
    documentName: f.document_name,
    contentType: f.content_type,
    size: f.size,
    createdAt: new Date(f.created_at).toISOString(),
  }));
}

export async function removeTempFile(ctx: OperationContext, member: Member, fileOid: number) {
  if (!(await deletePendingFile(ctx.db, member.userOid, fileOid))) throw new DomainError('NOT_FOUND', 'Belge bulunamadı.');
  return { removed: true as const };
}
