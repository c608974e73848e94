import {
  waterApplicationRuleOf,
  waterApplicationStatusNames,
  waterDocumentKinds,
  applicationTypes,
  type WaterDocumentKind,
  type WaterApplicationStatus,
} from '@ebelediye/contract';
import type { Db } from '../../db/kysely';
import { addressTextWithPlace } from '../../reference-data/address-text';
import * as repo from './repo';

export const documentName = (kind: string) => waterDocumentKinds[kind as WaterDocumentKind]?.tr ?? kind;
export const statusName = (status: WaterApplicationStatus) => waterApplicationStatusNames[status];
export const typeName = (code: number) => waterApplicationRuleOf(code)?.name ?? Object.values(applicationTypes).find((t) => t.code === code)?.tr ?? String(code);
export const requestedKinds = (text: string | null) => (text ? (text.split(',') as WaterDocumentKind[]) : []);

/**
 * What the citizen sees of their applications. An assignment shows the subscription's
 * address only once it is theirs: a subscriber number alone must not reveal another's address.
 */
export async function toApplications(db: Db, rows: repo.ApplicationRow[]) {
  const oids = rows.map((r) => Number(r.oid));
  const [lines, fees, documents] = await Promise.all([repo.findStatusLines(db, oids), repo.findFees(db, oids), repo.findDocuments(db, oids)]);
  return rows.map((r) => {
    const oid = Number(r.oid);
    const own = <T extends { application_oid: number }>(list: T[]) => list.filter((x) => Number(x.application_oid) === oid);
    const myFees = own(fees);
    return {
      trackingNumber: r.tracking_number,
      applicationType: r.application_type,
      applicationTypeName: typeName(r.application_type),
      status: r.status,
      statusName: statusName(r.status),
      subscriberType: r.subscriber_type,
      address: r.outer_door_oid === null ? null : addressTextWithPlace(r),
      subscriberNo: r.target_subscriber_no,
      resultSubscriberNo: r.created_subscriber_no ?? (r.status === 'active' ? r.target_subscriber_no : null),
      fees: myFees.map((f) => ({ accrumentOid: Number(f.oid), description: f.description, amount: Number(f.amount), paid: f.status === 'paid' })),
      feeTotal: Number(r.fee_total),
      registryOid: Number(r.registry_oid),
      documents: own(documents).map((d) => ({
        kind: d.document_kind as WaterDocumentKind,
        kindName: documentName(d.document_kind),
        fileName: d.file_name,
        addedAt: new Date(d.added_at).toISOString(),
      })),
      missingDocuments: r.status === 'documentsMissing' ? requestedKinds(r.requested_documents).map((kind) => ({ kind, name: documentName(kind) })) : [],
      siteVisitDate: r.site_visit_date === null ? null : String(r.site_visit_date).slice(0, 10),
      rejectionReason: r.rejection_reason,
      createdAt: new Date(r.created_at).toISOString(),
      history: own(lines).map((l) => ({ status: l.status, statusName: statusName(l.status), at: new Date(l.at).toISOString(), note: l.note })),
    };
  });
}

export type CitizenApplication = Awaited<ReturnType<typeof toApplications>>[number];
