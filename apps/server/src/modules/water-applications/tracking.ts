import { parameterTypeCodes, subscriberTypes, waterApplicationRules, waterSubscriberTypeCodes, type ParsedRequestOf } from '@ebelediye/contract';
import { smsTypeCodes } from '../../integrations/sms/message-codes';
import { payerScope } from '../../ledger';
import { DomainError } from '../../platform/domain-error';
import { claimPendingFiles } from '../../platform/file-ownership';
import type { Member, OperationContext } from '../../platform/operation-context';
import { recordEvent } from '../../platform/work-queue-repo';
import { findActiveParameters } from '../../reference-data/parameter-repo';
import { feesBySubscriberType, loadFeeTables } from './fees';
import { receivePaidApplications } from './paid-fees';
import * as repo from './repo';
import { documentName, requestedKinds, toApplications } from './view';

/** GetWaterApplicationRules: the rules and today's fees, before the citizen starts. */
export async function applicationRules(ctx: OperationContext) {
  const [tables, grounds] = await Promise.all([loadFeeTables(ctx.db), findActiveParameters(ctx.db, parameterTypeCodes.waterTariffReductionGround)]);
  return {
    types: waterApplicationRules.map((rule) => ({
      typeCode: rule.typeCode,
      name: rule.name,
      summary: rule.summary,
      whoMayApply: rule.whoMayApply,
      subject: rule.subject,
      asksProperty: rule.asksProperty,
      asksSubscriberType: rule.asksSubscriberType,
      asksReductionGround: rule.asksReductionGround,
      asksMeterReading: rule.asksMeterReading,
      asksStatement: rule.asksStatement,
      requiredDocuments: rule.requiredDocuments.map((kind) => ({ kind, name: documentName(kind) })),
      optionalDocuments: rule.optionalDocuments.map((kind) => ({ kind, name: documentName(kind) })),
      feesBySubscriberType: feesBySubscriberType(tables, rule),
      smsPathAllowed: rule.smsPathAllowed,
      outcome: rule.outcome,
    })),
    subscriberTypes: waterSubscriberTypeCodes.map((code) => ({ code, name: Object.values(subscriberTypes).find((t) => t.code === code)!.tr })),
    reductionGrounds: grounds.map((g) => ({ code: g.parameter_code, name: g.parameter_name })),
  };
}

async function memberRegistries(ctx: OperationContext, member: Member) {
  const scope = await payerScope(ctx.db, ctx.config, { member }, ctx.now());
  await receivePaidApplications(ctx.db, scope.registryOids, ctx.now());
  return scope.registryOids;
}

export async function myApplications(ctx: OperationContext, member: Member) {
  const registries = await memberRegistries(ctx, member);
  return toApplications(ctx.db, await repo.findApplicationsOfRegistries(ctx.db, registries));
}

/** One of the member's applications; another's is the same 404 as an unknown number. */
async function ownApplication(ctx: OperationContext, member: Member, trackingNumber: string) {
  const registries = await memberRegistries(ctx, member);
  const row = await repo.findApplicationOfRegistries(ctx.db, trackingNumber, registries);
  if (!row) throw new DomainError('NOT_FOUND');
  return row;
}

export async function myApplication(ctx: OperationContext, member: Member, body: ParsedRequestOf<'GetMyWaterApplication'>) {
  const [application] = await toApplications(ctx.db, [await ownApplication(ctx, member, body.trackingNumber)]);
  return application!;
}

/** By tracking number and the phone on the application; any mismatch is the same 404. */
export async function applicationStatus(ctx: OperationContext, body: ParsedRequestOf<'GetWaterApplicationStatus'>) {
  await ctx.services.limiter.hit('registryLookupPerIp', ctx.ip);
  let row = await repo.findApplicationByTrackingAndPhone(ctx.db, body.trackingNumber, body.gsmNumber);
  if (!row) throw new DomainError('WATER_APPLICATION_NOT_FOUND');
  if (row.status === 'awaitingPayment') {
    await receivePaidApplications(ctx.db, [Number(row.registry_oid)], ctx.now());
    row = (await repo.findApplicationByOid(ctx.db, Number(row.oid)))!;
  }
  const [application] = await toApplications(ctx.db, [row]);
  return application!;
}

/**
 * SubmitMissingWaterDocuments: only the kinds the water unit asked for, all of them; the
 * application goes back to the queue (documentsMissing → received) under its version.
 */
export async function submitMissingDocuments(ctx: OperationContext, member: Member, body: ParsedRequestOf<'SubmitMissingWaterDocuments'>) {
  const row = await ownApplication(ctx, member, body.trackingNumber);
  if (row.status !== 'documentsMissing') throw new DomainError('WATER_DOCUMENTS_NOT_REQUESTED');
  const asked = requestedKinds(row.requested_documents);
  const stray = body.documents.find((d) => !asked.includes(d.kind));
  if (stray) throw new DomainError('VALIDATION_FAILED', undefined, { documents: `"${documentName(stray.kind)}" bu başvuru için istenmedi.` });
  const missing = asked.filter((kind) => !body.documents.some((d) => d.kind === kind));
  if (missing.length > 0) throw new DomainError('WATER_DOCUMENT_MISSING', `Şu belgeler hâlâ eksik: ${missing.map(documentName).join(', ')}.`);
  const now = ctx.now();
  const oid = Number(row.oid);
  const outbox = await ctx.db.transaction().execute(async (trx) => {
    const moved = await repo.updateApplicationIf(
      trx,
      oid,
      { version: row.version, status: 'documentsMissing' },
      { status: 'received', requested_documents: null, updated_at: now },
    );
    if (!moved) throw new DomainError('BACKOFFICE_STALE');
    if (
      !(await claimPendingFiles(
        trx,
        { memberUserOid: member.userOid },
        body.documents.map((d) => d.fileOid),
        now,
      ))
    )
      throw new DomainError('WATER_DOCUMENT_INVALID');
    await repo.insertDocuments(
      trx,
      body.documents.map((d) => ({ application_oid: oid, document_kind: d.kind, file_oid: d.fileOid, added_at: now })),
    );
    const names = asked.map(documentName).join(', ');
    await repo.insertStatusLine(trx, { application_oid: oid, status: 'received', note: `Eksik belgeler eklendi: ${names}.`, at: now });
    await recordEvent(trx, {
      queue: 'waterApplications',
      item_oid: oid,
      action: 'documentsAdded',
      from_status: 'documentsMissing',
      to_status: 'received',
      actor_member_oid: null,
      note: names,
      at: now,
    });
    return ctx.services.sms.enqueue(trx, {
      gsm: row.gsm,
      typeCode: smsTypeCodes.verification,
      messageCode: null,
      title: 'Su Başvurusu',
      body: `${ctx.config.publicSetting.MunicipalityName}: ${row.tracking_number} numaralı başvurunuzun eksik belgeleri alındı; başvurunuz yeniden incelemeye alındı.`,
    });
  });
  await ctx.services.sms.deliver(ctx.db, outbox);
  return myApplication(ctx, member, { trackingNumber: body.trackingNumber });
}
