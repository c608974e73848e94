import {
  cancellationStages,
  complaintStatuses,
  declarationKinds,
  declarationReviewStatuses,
  restructuringStatuses,
  waterApplicationRules,
  waterApplicationStatuses,
  type RequestOf,
} from '@ebelediye/contract';
import type { QueueFilters } from './queue-filters';

/**
 * The statuses asked for: none (the server's open work) for '', every one for 'all', or the one
 * chosen. Only a value of the list goes to the server; a stale or typed-in one means the open work.
 */
function chosen<T extends string>(list: readonly T[], value: string): T[] | undefined {
  if (value === 'all') return [...list];
  return (list as readonly string[]).includes(value) ? [value as T] : undefined;
}

const oneOf = <T extends string>(list: readonly T[], value: string): T[] => ((list as readonly string[]).includes(value) ? [value as T] : []);

const positiveInteger = (value: string): number | undefined => (/^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined);

function assignedTo(value: string): 'me' | 'none' | number | undefined {
  if (value === 'me' || value === 'none') return value;
  return positiveInteger(value);
}

/** The part every queue's list request shares: dates, district, assignee, search, sort and page. */
function shared(filters: QueueFilters) {
  const districtCode = positiveInteger(filters.district);
  const assignee = assignedTo(filters.assignee);
  return {
    ...(filters.dateFrom ? { createdFrom: filters.dateFrom } : {}),
    ...(filters.dateTo ? { createdTo: filters.dateTo } : {}),
    ...(districtCode !== undefined ? { districtCode } : {}),
    ...(assignee !== undefined ? { assignedTo: assignee } : {}),
    searchText: filters.search.trim(),
    sort: filters.sort,
    direction: filters.direction,
    pageIndex: filters.page - 1,
    pageSize: filters.pageSize,
  };
}

const statusesOf = <K extends string, T extends string>(key: K, list: readonly T[], value: string) => {
  const statuses = chosen(list, value);
  return (statuses ? { [key]: statuses } : {}) as { [P in K]?: T[] };
};

export function complaintsRequest(filters: QueueFilters): RequestOf<'GetBackOfficeComplaints'> {
  return {
    ...shared(filters),
    ...statusesOf('statuses', complaintStatuses, filters.status),
    ...(filters.category ? { categoryCode: filters.category.slice(0, 10) } : {}),
    // No unit chosen: the server's default ("Birimim" for a clerk with units); 'all' asks for every unit.
    ...(filters.unit === 'all' ? { scope: 'all' as const } : filters.unit ? { unitCode: filters.unit.slice(0, 30) } : {}),
  };
}

export function cancellationsRequest(filters: QueueFilters): RequestOf<'GetBackOfficeWaterCancellations'> {
  return { ...shared(filters), ...statusesOf('stages', cancellationStages, filters.status) };
}

export function declarationsRequest(filters: QueueFilters): RequestOf<'GetBackOfficeDeclarations'> {
  const [declarationKind] = oneOf(declarationKinds, filters.category);
  return { ...shared(filters), ...statusesOf('reviewStatuses', declarationReviewStatuses, filters.status), ...(declarationKind ? { declarationKind } : {}) };
}

export function restructuringsRequest(filters: QueueFilters): RequestOf<'GetBackOfficeRestructurings'> {
  return { ...shared(filters), ...statusesOf('statuses', restructuringStatuses, filters.status), ...(filters.breaking ? { breaksUnderRule: true } : {}) };
}

/** The water applications queue; the category filter holds the application type code. */
export function waterApplicationsRequest(filters: QueueFilters): RequestOf<'GetBackOfficeWaterApplications'> {
  const type = waterApplicationRules.find((r) => String(r.typeCode) === filters.category)?.typeCode;
  return { ...shared(filters), ...statusesOf('statuses', waterApplicationStatuses, filters.status), ...(type !== undefined ? { applicationType: type } : {}) };
}
