import type { OperationName } from '@ebelediye/contract';
import type { Db } from '../../db/kysely';

/** Whose record a back-office read opened, and the queue item it was opened for. */
export interface AccessSubject {
  memberOid: number | null;
  registryOid: number | null;
  reason: string;
}

type Resolver = (db: Db, body: Record<string, unknown>) => Promise<AccessSubject | null>;

const complaint: Resolver = async (db, body) => {
  const row = await db.selectFrom('complaint').select(['member_user_oid', 'tracking_number']).where('oid', '=', Number(body.complaintOid)).executeTakeFirst();
  return row ? { memberOid: row.member_user_oid, registryOid: null, reason: `Şikâyet ve talep ${row.tracking_number}` } : null;
};
const cancellation: Resolver = async (db, body) => {
  const row = await db.selectFrom('contract_cancellation').select(['registry_oid', 'tracking_number']).where('oid', '=', Number(body.cancellationOid)).executeTakeFirst();
  return row ? { memberOid: null, registryOid: row.registry_oid, reason: `Su sözleşmesi iptali ${row.tracking_number}` } : null;
};
const declaration: Resolver = async (db, body) => {
  const row = await db.selectFrom('declaration').select(['registry_oid', 'member_user_oid', 'declaration_no']).where('oid', '=', Number(body.declarationOid)).executeTakeFirst();
  return row ? { memberOid: row.member_user_oid, registryOid: row.registry_oid, reason: `Beyanname ${row.declaration_no}` } : null;
};
const restructuring: Resolver = async (db, body) => {
  const row = await db.selectFrom('restructuring_log').select(['registry_oid', 'application_no']).where('oid', '=', Number(body.restructuringLogOid)).executeTakeFirst();
  return row ? { memberOid: null, registryOid: row.registry_oid, reason: `Yapılandırma başvurusu ${row.application_no}` } : null;
};
const memberRecord: Resolver = async (db, body) => {
  const nationalId = String(body.nationalId);
  const row = await db
    .selectFrom('member')
    .innerJoin('registry', 'registry.oid', 'member.registry_oid')
    .select(['member.oid', 'member.registry_oid'])
    .where((eb) => eb.or([eb('registry.national_id', '=', nationalId), eb('registry.tax_number', '=', nationalId)]))
    .executeTakeFirst();
  return row ? { memberOid: row.oid, registryOid: row.registry_oid, reason: String(body.reason) } : null;
};

/**
 * For every operation whose contract has `accessLog`, how to find whose record it opened.
 * The server refuses to start when one is missing (platform/register-operations.ts), so a new
 * back-office read cannot forget the log.
 */
export const accessSubjects: Partial<Record<OperationName, Resolver>> = {
  GetBackOfficeComplaint: complaint,
  ActOnBackOfficeComplaint: complaint,
  GetBackOfficeComplaintAttachment: complaint,
  GetBackOfficeWaterCancellation: cancellation,
  ActOnBackOfficeWaterCancellation: cancellation,
  GetBackOfficeDeclaration: declaration,
  ActOnBackOfficeDeclaration: declaration,
  GetBackOfficeDeclarationDocument: declaration,
  GetBackOfficeRestructuring: restructuring,
  ActOnBackOfficeRestructuring: restructuring,
  GetBackOfficeRestructuringDocument: restructuring,
  GetBackOfficeMemberRecord: memberRecord,
};
