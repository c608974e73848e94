import type { Db } from '../../db/kysely';
import type { Database } from '../../db/schema';
import type { ReviewStatus } from './repo';
import { dayEnd, dayStart, searchKind, type QueueListFilter } from '../../platform/work-queue';
import { afterCursor, backlogCounts, foldedNameMatch, registriesWithIdentity } from '../../platform/work-queue-repo';

type Kind = Database['declaration']['kind'];

export interface DeclarationFilter extends QueueListFilter {
  reviewStatuses: ReviewStatus[];
  declarationKind?: Kind | undefined;
}

function listBase(db: Db) {
  return db
    .selectFrom('declaration as d')
    .innerJoin('registry as r', 'r.oid', 'd.registry_oid')
    .leftJoin('district as di', 'di.district_code', 'd.district_code')
    .select([
      'd.oid',
      'd.declaration_no',
      'd.kind',
      'd.tax_year',
      'd.subject',
      'd.tax_amount',
      'd.review_status',
      'd.assigned_member_oid',
      'd.filed_at',
      'd.version',
      'r.first_name',
      'r.last_name',
      'r.title',
      'di.district_name',
    ]);
}

export function findDeclarationPage(db: Db, f: DeclarationFilter) {
  const search = searchKind(f.searchText);
  const compact = search.kind === 'words' ? search.value.toUpperCase().replace(/\s+/g, '') : '';
  // Declaration numbers: the kind's letters, the year and a number (EMB-2026-0000123, EMB-2025-S000001).
  const isNumber = search.kind === 'words' && /^[A-Z]{2,4}-\d{4}-[A-Z]?\d+$/.test(compact);
  const nameMatch = search.kind === 'words' && !isNumber ? foldedNameMatch('r', search.value) : null;
  const direction = f.order === 'oldest' ? 'asc' : 'desc';
  return listBase(db)
    .$if(f.reviewStatuses.length > 0, (qb) => qb.where('d.review_status', 'in', f.reviewStatuses))
    .$if(f.declarationKind !== undefined, (qb) => qb.where('d.kind', '=', f.declarationKind!))
    .$if(f.createdFrom !== undefined, (qb) => qb.where('d.filed_at', '>=', dayStart(f.createdFrom!)))
    .$if(f.createdTo !== undefined, (qb) => qb.where('d.filed_at', '<', dayEnd(f.createdTo!)))
    .$if(f.districtCode !== undefined, (qb) => qb.where('d.district_code', '=', f.districtCode!))
    .$if(f.assignedTo === 'none', (qb) => qb.where('d.assigned_member_oid', 'is', null))
    .$if(typeof f.assignedTo === 'number', (qb) => qb.where('d.assigned_member_oid', '=', f.assignedTo as number))
    .$if(search.kind === 'identity', (qb) => qb.where('d.registry_oid', 'in', registriesWithIdentity(db, search.kind === 'identity' ? search.value : '')))
    .$if(isNumber, (qb) => qb.where('d.declaration_no', '=', compact))
    .$if(nameMatch !== null, (qb) => qb.where(nameMatch!))
    .$if(f.cursor !== null, (qb) => qb.where(afterCursor('d.filed_at', 'd.oid', f.cursor!, f.order)))
    .orderBy('d.filed_at', direction)
    .orderBy('d.oid', direction)
    .limit(f.pageSize + 1)
    .execute();
}

export function findDeclaration(db: Db, oid: number) {
  return listBase(db)
    .select(['d.registry_oid', 'd.address_text', 'd.tax', 'd.tax_value', 'd.return_reason', 'd.property_key', 'r.national_id', 'r.tax_number', 'r.gsm'])
    .where('d.oid', '=', oid)
    .executeTakeFirst();
}

export type DeclarationRow = NonNullable<Awaited<ReturnType<typeof findDeclaration>>>;

/** The declaration's instalment accruals in the ledger, with whether anything was collected on each. */
export function findInstalmentAccruals(db: Db, declarationOid: number) {
  return db
    .selectFrom('accrual as a')
    .select((eb) => [
      'a.oid',
      'a.instalment_no',
      'a.due_date',
      'a.amount',
      'a.status',
      eb
        .selectFrom('collection_line as cl')
        .whereRef('cl.accrual_oid', '=', 'a.oid')
        .select((e) => e.fn.coalesce(e.fn.sum<number>('cl.principal_amount'), e.val(0)).as('p'))
        .as('collected'),
    ])
    .where('a.source_kind', '=', 'declaration')
    .where('a.source_oid', '=', declarationOid)
    .orderBy('a.instalment_no')
    .orderBy('a.oid')
    .execute();
}

export function findDocuments(db: Db, declarationOid: number) {
  return db
    .selectFrom('declaration_attachment as a')
    .innerJoin('stored_file as f', 'f.oid', 'a.file_oid')
    .select(['f.oid', 'f.file_name', 'f.document_name', 'f.content_type', 'f.size'])
    .where('a.declaration_oid', '=', declarationOid)
    .orderBy('f.oid')
    .execute();
}

/** Waiting work: filed or in review. */
export function declarationBacklog(db: Db) {
  return db.selectFrom('declaration').select(backlogCounts('assigned_member_oid', 'filed_at')).where('review_status', 'in', ['filed', 'inReview']).executeTakeFirstOrThrow();
}
