import { declarationReviewStatuses } from '@ebelediye/contract';
import type { Db } from '../../db/kysely';
import type { Database } from '../../db/schema';
import type { ReviewStatus } from './repo';
import { dayEnd, dayStart, searchKind, type QueueListFilter } from '../../platform/work-queue';
import { backlogCounts, dueWhileWaiting, foldedNameMatch, numberedPage, registriesSearched, searchesRegistry, stepSince } from '../../platform/work-queue-repo';
import { sql, type SqlBool } from 'kysely';

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
      stepAt.as('step_at'),
    ]);
}

/** Not final, and waiting for a revenue clerk: the list opens on these, and only these can be overdue. */
export const waitingStatuses: readonly ReviewStatus[] = ['filed', 'inReview'];

const stepAt = stepSince('declarations', 'd.oid', 'd.filed_at');

export function findDeclarationPage(db: Db, f: DeclarationFilter) {
  const search = searchKind(f.searchText);
  const compact = search.kind === 'words' ? search.value.toUpperCase().replace(/\s+/g, '') : '';
  // Declaration numbers: the kind's letters, the year and a number (EMB-2026-0000123, EMB-2025-S000001).
  const isNumber = search.kind === 'words' && /^[A-Z]{2,4}-\d{4}-[A-Z]?\d+$/.test(compact);
  const nameMatch = search.kind === 'words' && !isNumber ? foldedNameMatch('r', search.value) : null;
  const filtered = (withStatus: boolean) =>
    listBase(db)
      .$if(withStatus, (qb) => qb.where('d.review_status', 'in', f.reviewStatuses.length > 0 ? f.reviewStatuses : [...waitingStatuses]))
      .$if(f.declarationKind !== undefined, (qb) => qb.where('d.kind', '=', f.declarationKind!))
      .$if(f.createdFrom !== undefined, (qb) => qb.where('d.filed_at', '>=', dayStart(f.createdFrom!)))
      .$if(f.createdTo !== undefined, (qb) => qb.where('d.filed_at', '<', dayEnd(f.createdTo!)))
      .$if(f.districtCode !== undefined, (qb) => qb.where('d.district_code', '=', f.districtCode!))
      .$if(f.assignedTo === 'none', (qb) => qb.where('d.assigned_member_oid', 'is', null))
      .$if(typeof f.assignedTo === 'number', (qb) => qb.where('d.assigned_member_oid', '=', f.assignedTo as number))
      .$if(searchesRegistry(search), (qb) => qb.where('d.registry_oid', 'in', registriesSearched(db, search)))
      .$if(isNumber, (qb) => qb.where('d.declaration_no', '=', compact))
      .$if(nameMatch !== null, (qb) => qb.where(nameMatch!));
  return numberedPage(
    filtered,
    {
      filedAt: 'd.filed_at',
      dueAt: dueWhileWaiting('d.review_status', waitingStatuses, 'd.filed_at'),
      status: 'd.review_status',
      statusOrder: declarationReviewStatuses,
      oid: 'd.oid',
    },
    f,
  );
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
export function declarationBacklog(db: Db, overdueBefore: Date) {
  return db
    .selectFrom('declaration as d')
    .select(backlogCounts('d.assigned_member_oid', stepAt, sql<SqlBool>`${sql.ref('d.filed_at')} < ${overdueBefore}`))
    .where('d.review_status', 'in', [...waitingStatuses])
    .executeTakeFirstOrThrow();
}
