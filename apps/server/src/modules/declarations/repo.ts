import type { Insertable, Updateable } from 'kysely';
import type { Db } from '../../db/kysely';
import type { Database } from '../../db/schema';

/** Where a filed declaration's review stands (docs/adr/0013-back-office.md). */
export type ReviewStatus = 'filed' | 'inReview' | 'accepted' | 'returned';

export function insertDeclaration(db: Db, row: Insertable<Database['declaration']>) {
  return db
    .insertInto('declaration')
    .values(row)
    .onConflict((oc) => oc.columns(['registry_oid', 'property_key']).doNothing())
    .returning(['oid'])
    .executeTakeFirst();
}

export function setDeclarationNo(db: Db, oid: number, declarationNo: string) {
  return db.updateTable('declaration').set({ declaration_no: declarationNo }).where('oid', '=', oid).execute();
}

export function setRealEstate(db: Db, oid: number, realEstateOid: number | null) {
  return db.updateTable('declaration').set({ real_estate_oid: realEstateOid }).where('oid', '=', oid).execute();
}

/** The review's transition: only if the declaration is still at the version and review status the clerk acted on. */
export function updateDeclarationIf(db: Db, oid: number, expected: { version: number; reviewStatus: ReviewStatus }, set: Updateable<Database['declaration']>) {
  return db
    .updateTable('declaration')
    .set((eb) => ({ ...set, version: eb('version', '+', 1) }))
    .where('oid', '=', oid)
    .where('version', '=', expected.version)
    .where('review_status', '=', expected.reviewStatus)
    .returning('oid')
    .executeTakeFirst();
}

export async function propertyKeyTaken(db: Db, registryOid: number, propertyKey: string): Promise<boolean> {
  return !!(await db.selectFrom('declaration').select('oid').where('registry_oid', '=', registryOid).where('property_key', '=', propertyKey).executeTakeFirst());
}

/** An entertainment filing of the registry for the same venue and place type whose period overlaps. */
export async function overlappingPeriodExists(db: Db, registryOid: number, outerDoorOid: number, placeTypeOid: number, start: string, end: string) {
  const row = await db
    .selectFrom('declaration')
    .select('oid')
    .where('registry_oid', '=', registryOid)
    .where('kind', '=', 'entertainment')
    .where('outer_door_oid', '=', outerDoorOid)
    .where('property_key', 'like', `ENT:${outerDoorOid}:${placeTypeOid}:%`)
    .where('period_start', '<=', end)
    .where('period_end', '>=', start)
    .executeTakeFirst();
  return !!row;
}

export function insertAttachments(db: Db, declarationOid: number, fileOids: number[]) {
  if (fileOids.length === 0) return Promise.resolve();
  return db
    .insertInto('declaration_attachment')
    .values(fileOids.map((file_oid) => ({ declaration_oid: declarationOid, file_oid })))
    .execute();
}

const summaryColumns = [
  'd.oid',
  'd.declaration_no',
  'd.kind',
  'd.estate_code',
  'd.tax_year',
  'd.subject',
  'd.address_text',
  'd.tax',
  'd.tax_amount',
  'd.filed_at',
  'd.details',
  'd.review_status',
  'd.return_reason',
] as const;

/** The registry's filings, newest first. */
export function findRegistryDeclarations(db: Db, registryOid: number) {
  return db.selectFrom('declaration as d').select(summaryColumns).where('d.registry_oid', '=', registryOid).orderBy('d.filed_at', 'desc').orderBy('d.oid', 'desc').execute();
}

/** One filing, only when it belongs to the registry: anything else is not found. */
export function findRegistryDeclaration(db: Db, registryOid: number, declarationOid: number) {
  return db.selectFrom('declaration as d').select(summaryColumns).where('d.registry_oid', '=', registryOid).where('d.oid', '=', declarationOid).executeTakeFirst();
}

export function findAttachments(db: Db, declarationOids: number[]) {
  if (declarationOids.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('declaration_attachment as a')
    .innerJoin('stored_file as f', 'f.oid', 'a.file_oid')
    .select(['a.declaration_oid', 'f.oid', 'f.document_name'])
    .where('a.declaration_oid', 'in', declarationOids)
    .orderBy('f.oid')
    .execute();
}

/** The member's uploaded documents not attached to anything yet (Declaration_TempFileList). */
export function findPendingFiles(db: Db, memberUserOid: number) {
  return db
    .selectFrom('stored_file')
    .select(['oid', 'file_name', 'document_name', 'content_type', 'size', 'created_at'])
    .where('owner_user_oid', '=', memberUserOid)
    .where('attached_at', 'is', null)
    .where('is_published', '=', false)
    .orderBy('oid')
    .execute();
}
