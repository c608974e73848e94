import { memberRequestScreens, type MemberRequestList, type OperationName } from '@ebelediye/contract';
import type { Db } from '../../db/kysely';
import * as repo from './access-subjects-repo';

/** Whose record a back-office read opened, and the queue item it was opened for. */
export interface AccessSubject {
  memberOid: number | null;
  registryOid: number | null;
  reason: string;
  /** The screen, when one operation serves several (the member record's lists). */
  screen?: string;
}

type Resolver = (db: Db, body: Record<string, unknown>, answer: unknown) => Promise<AccessSubject | AccessSubject[] | null>;

const complaint: Resolver = async (db, body) => {
  const row = await repo.findComplaintSubject(db, Number(body.complaintOid));
  return row ? { memberOid: row.member_user_oid, registryOid: null, reason: `Şikâyet ve talep ${row.tracking_number}` } : null;
};
const cancellation: Resolver = async (db, body) => {
  const row = await repo.findCancellationSubject(db, Number(body.cancellationOid));
  return row ? { memberOid: null, registryOid: row.registry_oid, reason: `Su sözleşmesi iptali ${row.tracking_number}` } : null;
};
const lateDebtCase: Resolver = async (db, body) => {
  const row = await repo.findLateDebtCaseSubject(db, Number(body.caseOid));
  return row ? { memberOid: null, registryOid: Number(row.registry_oid), reason: `Su borcu ihbarnamesi ${row.notice_no}` } : null;
};
const subscription: Resolver = async (db, body) => {
  const row = await repo.findSubscriptionSubject(db, String(body.subscriberNo));
  return row ? { memberOid: null, registryOid: row.registry_oid, reason: `Su aboneliği ${row.subscriber_no}` } : null;
};
const declaration: Resolver = async (db, body) => {
  const row = await repo.findDeclarationSubject(db, Number(body.declarationOid));
  return row ? { memberOid: row.member_user_oid, registryOid: row.registry_oid, reason: `Beyanname ${row.declaration_no}` } : null;
};
const restructuring: Resolver = async (db, body) => {
  const row = await repo.findRestructuringSubject(db, Number(body.restructuringLogOid));
  return row ? { memberOid: null, registryOid: row.registry_oid, reason: `Yapılandırma başvurusu ${row.application_no}` } : null;
};
const waterApplication: Resolver = async (db, body) => {
  const row = await repo.findWaterApplicationSubject(db, Number(body.applicationOid));
  return row ? { memberOid: row.member_user_oid, registryOid: row.registry_oid, reason: `Su başvurusu ${row.tracking_number}` } : null;
};
/** An export of the complaints list: every complainant whose row left the system in the file. */
const complaintsExport: Resolver = async (db, _body, answer) => {
  const oids = ((answer as { items?: { complaintOid: number }[] } | null)?.items ?? []).map((item) => item.complaintOid);
  const rows = oids.length === 0 ? [] : await repo.findComplaintSubjects(db, oids);
  return rows.map((row) => ({ memberOid: row.member_user_oid, registryOid: null, reason: `Şikâyet ve talep ${row.tracking_number}` }));
};
const memberRecord = async (db: Db, body: Record<string, unknown>): Promise<AccessSubject | null> => {
  const row = await repo.findMemberSubject(db, String(body.nationalId));
  return row ? { memberOid: row.oid, registryOid: row.registry_oid, reason: String(body.reason) } : null;
};
const memberRequests: Resolver = async (db, body) => {
  const subject = await memberRecord(db, body);
  return subject && { ...subject, screen: memberRequestScreens[body.list as MemberRequestList] };
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
  ExportBackOfficeComplaints: complaintsExport,
  GetBackOfficeWaterCancellation: cancellation,
  ActOnBackOfficeWaterCancellation: cancellation,
  ActOnBackOfficeWaterLateDebtCase: lateDebtCase,
  GetBackOfficeWaterLateDebtNotice: lateDebtCase,
  GetBackOfficeWaterSubscription: subscription,
  GetBackOfficeDeclaration: declaration,
  ActOnBackOfficeDeclaration: declaration,
  GetBackOfficeDeclarationDocument: declaration,
  GetBackOfficeRestructuring: restructuring,
  ActOnBackOfficeRestructuring: restructuring,
  GetBackOfficeRestructuringDocument: restructuring,
  GetBackOfficeWaterApplication: waterApplication,
  ActOnBackOfficeWaterApplication: waterApplication,
  GetBackOfficeWaterApplicationDocument: waterApplication,
  GetBackOfficeMemberRecord: memberRecord,
  GetBackOfficeMemberRequests: memberRequests,
};
