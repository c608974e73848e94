import { estateCodes, type FileContent, type ParsedRequestOf, type PersonalData } from '@ebelediye/contract';
import { findRegistryDetail } from '../../accounts/registry-repo';
import { DomainError } from '../../platform/domain-error';
import type { Member, OperationContext } from '../../platform/operation-context';
import { addressText } from '../../reference-data/address-text';
import { currentPreferences } from '../../accounts/consents';
import { personalDataPdf } from './personal-data-pdf';
import { findEstates, findMemberByIdentifier, findOwnMemberRow, findSignIns, findStaffAccesses, findSubscriptions } from './repo';

const LOG_LIMIT = 200;
const estateName = (code: number) => Object.values(estateCodes).find((e) => e.code === code)?.tr ?? String(code);
const isoDay = (value: string | Date | null) => (value === null ? null : String(value instanceof Date ? value.toISOString() : value).slice(0, 10));

async function ownRow(ctx: OperationContext, member: Member) {
  const row = await findOwnMemberRow(ctx.db, member.userOid);
  if (!row) throw new DomainError('MEMBER_NOT_FOUND');
  return row;
}

/** KVKK art. 11 (b): everything the portal holds about the signed-in member, from their own rows only. */
export async function personalData(ctx: OperationContext, member: Member): Promise<PersonalData> {
  const row = await ownRow(ctx, member);
  const [registry, estates, subscriptions, consents] = await Promise.all([
    findRegistryDetail(ctx.db, row.registry_oid),
    findEstates(ctx.db, row.registry_oid),
    findSubscriptions(ctx.db, row.registry_oid),
    currentPreferences(ctx.db, row),
  ]);
  if (!registry) throw new DomainError('REGISTRY_NOT_FOUND');
  return {
    identity: {
      registryType: registry.registry_type,
      nationalId: registry.national_id,
      taxNumber: registry.tax_number,
      firstName: registry.first_name,
      lastName: registry.last_name,
      title: registry.title,
      fatherName: registry.father_name,
      motherName: registry.mother_name,
      birthDate: isoDay(registry.birth_date),
      birthPlace: registry.birth_place,
    },
    contact: { userName: row.user_name, gsm: row.gsm, email: row.email, memberSince: row.created_at.toISOString(), kvkkConsentAt: row.kvkk_consent_at?.toISOString() ?? null },
    estates: estates.map((e) => ({
      oid: e.oid,
      kind: estateName(e.estate_code),
      address: addressText(e),
      blockNo: e.block_no,
      parcelNo: e.parcel_no,
      landArea: e.land_area === null ? null : Number(e.land_area),
      floorArea: e.floor_area === null ? null : Number(e.floor_area),
      usageType: e.usage_type,
    })),
    subscriptions: subscriptions.map((s) => ({
      subscriberNo: s.subscriber_no,
      tariff: s.tariff,
      meterNo: s.meter_no,
      startedOn: isoDay(s.started_on)!,
      endedOn: isoDay(s.ended_on),
    })),
    consents: consents.map((c) => ({ ...c, recordedAt: c.recordedAt?.toISOString() ?? null })),
  };
}

const methods = ['password', 'edevlet', 'sms'] as const;
const devices = ['phone', 'tablet', 'computer', 'unknown'] as const;

/**
 * Who opened the member's record in the back office, and the account's sign-ins. Staff are
 * shown by role and unit, not by name: the member learns which office looked and why, which is
 * what KVKK art. 11 asks, while clerks are not exposed to harassment over routine work; the
 * named staff member stays in the log for the municipality's data-protection officer.
 */
export async function accessLog(ctx: OperationContext, member: Member) {
  const row = await ownRow(ctx, member);
  const [accesses, signIns] = await Promise.all([findStaffAccesses(ctx.db, row.oid, row.registry_oid, LOG_LIMIT), findSignIns(ctx.db, row.oid, LOG_LIMIT)]);
  return {
    staffAccesses: accesses.map((a) => ({ at: a.accessed_at.toISOString(), role: a.staff_role, unit: a.staff_unit, screen: a.screen, reason: a.reason })),
    signIns: signIns.map((s) => ({
      at: s.occurred_at.toISOString(),
      method: methods.find((m) => m === s.method) ?? 'password',
      deviceClass: devices.find((d) => d === s.device_class) ?? 'unknown',
      success: s.success,
    })),
  };
}

export async function personalDataFile(ctx: OperationContext, member: Member, body: ParsedRequestOf<'GetMyPersonalDataFile'>): Promise<FileContent> {
  const [data, log] = await Promise.all([personalData(ctx, member), accessLog(ctx, member)]);
  const stamp = ctx.now().toISOString().slice(0, 10);
  if (body.format === 'json') {
    const json = JSON.stringify({ createdAt: ctx.now().toISOString(), dataController: ctx.config.publicSetting.MunicipalityName, ...data, accessLog: log }, null, 2);
    return { bytes: new TextEncoder().encode(json), contentType: 'application/json; charset=utf-8', fileName: `kisisel-verilerim-${stamp}.json`, disposition: 'attachment' };
  }
  return {
    bytes: personalDataPdf(ctx.config, data, log, ctx.now(), body.language),
    contentType: 'application/pdf',
    fileName: `kisisel-verilerim-${stamp}.pdf`,
    disposition: 'attachment',
  };
}

/** A clerk opens a citizen's member record (the access log entry is written centrally for this operation). */
export async function memberRecord(ctx: OperationContext, body: ParsedRequestOf<'GetBackOfficeMemberRecord'>) {
  const row = await findMemberByIdentifier(ctx.db, body.nationalId);
  if (!row) throw new DomainError('MEMBER_NOT_FOUND');
  return {
    userName: row.user_name,
    name: row.title ?? [row.first_name, row.last_name].filter(Boolean).join(' '),
    registryType: row.registry_type,
    gsm: row.gsm,
    email: row.email,
    memberSince: row.created_at.toISOString(),
    status: row.status,
  };
}
