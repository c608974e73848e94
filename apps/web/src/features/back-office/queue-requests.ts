import {
  cancellationStages,
  complaintStatuses,
  declarationKinds,
  declarationReviewStatuses,
  waterApplicationRules,
  waterApplicationStatuses,
  type RequestOf,
} from '@ebelediye/contract';
import type { QueueFilters } from './queue-filters';

type RestructuringStatus = NonNullable<RequestOf<'GetBackOfficeRestructurings'>['statuses']>[number];
/** A plan's statuses (the contract does not export its list; the type keeps the two equal). */
export const restructuringStatuses = ['active', 'broken', 'completed'] as const satisfies readonly RestructuringStatus[];

/** Only a value of the list goes to the server; a stale or typed-in one is dropped. */
const oneOf = <T extends string>(list: readonly T[], value: string): T[] => ((list as readonly string[]).includes(value) ? [value as T] : []);

const positiveInteger = (value: string): number | undefined => (/^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined);

function assignedTo(value: string): 'me' | 'none' | number | undefined {
  if (value === 'me' || value === 'none') return value;
  return positiveInteger(value);
}

/** The part every queue's list request shares: dates, district, assignee, search, order and page. */
function shared(filters: QueueFilters, cursor: string | undefined) {
  const districtCode = positiveInteger(filters.district);
  const assignee = assignedTo(filters.assignee);
  return {
    ...(filters.dateFrom ? { createdFrom: filters.dateFrom } : {}),
    ...(filters.dateTo ? { createdTo: filters.dateTo } : {}),
    ...(districtCode !== undefined ? { districtCode } : {}),
    ...(assignee !== undefined ? { assignedTo: assignee } : {}),
    searchText: filters.search.trim(),
    order: filters.order,
    pageSize: filters.pageSize,
    ...(cursor ? { cursor } : {}),
  };
}

export function complaintsRequest(filters: QueueFilters, cursor?: string): RequestOf<'GetBackOfficeComplaints'> {
  return {
    ...shared(filters, cursor),
    statuses: oneOf(complaintStatuses, filters.status),
    ...(filters.category ? { categoryCode: filters.category.slice(0, 10) } : {}),
    ...(filters.unit ? { unitCode: filters.unit.slice(0, 30) } : {}),
  };
}

export function cancellationsRequest(filters: QueueFilters, cursor?: string): RequestOf<'GetBackOfficeWaterCancellations'> {
  return { ...shared(filters, cursor), stages: oneOf(cancellationStages, filters.status) };
}

export function declarationsRequest(filters: QueueFilters, cursor?: string): RequestOf<'GetBackOfficeDeclarations'> {
  const [declarationKind] = oneOf(declarationKinds, filters.category);
  return { ...shared(filters, cursor), reviewStatuses: oneOf(declarationReviewStatuses, filters.status), ...(declarationKind ? { declarationKind } : {}) };
}

export function restructuringsRequest(filters: QueueFilters, cursor?: string): RequestOf<'GetBackOfficeRestructurings'> {
  return { ...shared(filters, cursor), statuses: oneOf(restructuringStatuses, filters.status), ...(filters.breaking ? { breaksUnderRule: true } : {}) };
}

/** The water applications queue; the category filter holds the application type code. */
export function waterApplicationsRequest(filters: QueueFilters, cursor?: string): RequestOf<'GetBackOfficeWaterApplications'> {
  const type = waterApplicationRules.find((r) => String(r.typeCode) === filters.category)?.typeCode;
  return { ...shared(filters, cursor), statuses: oneOf(waterApplicationStatuses, filters.status), ...(type !== undefined ? { applicationType: type } : {}) };
}
