import { parameterTypeCodes, subscriberTypes, waterApplicationRules, waterSubscriberTypeCodes, type ParsedRequestOf } from '@ebelediye/contract';
import { payerScope } from '../../ledger';
import { DomainError } from '../../platform/domain-error';
import type { Member, OperationContext } from '../../platform/operation-context';
import { findActiveParameters } from '../../reference-data/parameter-repo';
import { feesBySubscriberType, loadFeeTables } from './fees';
import { receivePaidApplications } from './paid-fees';
import * as repo from './repo';
import { addRequestedDocuments } from './missing-documents';
import { documentName, toApplications } from './view';

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
  const scope = await payerScope(ctx.db, ctx.config, { member }, ctx.now(), 'own');
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

/** An application by tracking number and the phone given on it; any mismatch is the same 404. Limited per address, as the other lookups. */
export async function trackedApplication(ctx: OperationContext, trackingNumber: string, gsm: string) {
  await ctx.services.limiter.hit('registryLookupPerIp', ctx.ip);
  const row = await repo.findApplicationByTrackingAndPhone(ctx.db, trackingNumber, gsm);
  if (!row) throw new DomainError('WATER_APPLICATION_NOT_FOUND');
  return row;
}

export async function applicationStatus(ctx: OperationContext, body: ParsedRequestOf<'GetWaterApplicationStatus'>) {
  let row = await trackedApplication(ctx, body.trackingNumber, body.gsmNumber);
  if (row.status === 'awaitingPayment') {
    await receivePaidApplications(ctx.db, [Number(row.registry_oid)], ctx.now());
    row = (await repo.findApplicationByOid(ctx.db, Number(row.oid)))!;
  }
  const [application] = await toApplications(ctx.db, [row]);
  return application!;
}

/**
 * SubmitMissingWaterDocuments: only the kinds the water unit asked for, all of them, from the
 * member's uploads; the application goes back to the queue.
 */
export async function submitMissingDocuments(ctx: OperationContext, member: Member, body: ParsedRequestOf<'SubmitMissingWaterDocuments'>) {
  await addRequestedDocuments(ctx, await ownApplication(ctx, member, body.trackingNumber), body.documents, { memberUserOid: member.userOid });
  return myApplication(ctx, member, { trackingNumber: body.trackingNumber });
}
