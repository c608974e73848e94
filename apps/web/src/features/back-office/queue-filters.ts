import { queueSorts, type QueueSort } from '@ebelediye/contract';

/**
 * A queue's filters, sort and page as the address keeps them (`?status=received&page=2`), so a
 * clerk's list survives a reload, the back button, a visit to an item and a link sent to a
 * colleague. An empty status is the open work (the queue's default); `all` is every status.
 */
export interface QueueFilters {
  /** '' the open work, 'all' every status, or one status. */
  status: string;
  dateFrom: string;
  dateTo: string;
  district: string;
  /** A complaint's category code, or a declaration's kind. */
  category: string;
  /** The unit a complaint is routed to. */
  unit: string;
  /** 'me', 'none' (nobody has taken it) or a colleague's user oid; '' for everyone. */
  assignee: string;
  search: string;
  sort: QueueSort;
  direction: 'asc' | 'desc';
  /** The page number, from 1. */
  page: number;
  pageSize: number;
  /** Restructuring plans only: those that break under the scheme's rule today. */
  breaking: boolean;
}

export const pageSizes = [10, 25, 50, 100] as const;
const defaultPageSize = 25;

export const emptyFilters: QueueFilters = {
  status: '',
  dateFrom: '',
  dateTo: '',
  district: '',
  category: '',
  unit: '',
  assignee: '',
  search: '',
  sort: 'filedAt',
  direction: 'asc',
  page: 1,
  pageSize: defaultPageSize,
  breaking: false,
};

const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const textKeys = ['status', 'district', 'category', 'unit', 'assignee', 'search'] as const;
const validDate = (value: string) => (isoDate.test(value) && !Number.isNaN(Date.parse(value)) ? value : '');

/** Reads the filters from the address; anything malformed is as if it were not there. */
export function readFilters(params: URLSearchParams): QueueFilters {
  const filters = { ...emptyFilters };
  for (const key of textKeys) filters[key] = (params.get(key) ?? '').trim().slice(0, 100);
  filters.dateFrom = validDate(params.get('dateFrom') ?? '');
  filters.dateTo = validDate(params.get('dateTo') ?? '');
  const sort = params.get('sort') ?? '';
  filters.sort = (queueSorts as readonly string[]).includes(sort) ? (sort as QueueSort) : 'filedAt';
  filters.direction = params.get('dir') === 'desc' ? 'desc' : 'asc';
  const page = Number(params.get('page'));
  filters.page = Number.isInteger(page) && page >= 1 && page <= 100_000 ? page : 1;
  const size = Number(params.get('size'));
  filters.pageSize = (pageSizes as readonly number[]).includes(size) ? size : defaultPageSize;
  filters.breaking = params.get('breaking') === '1';
  return filters;
}

/** The address of the filters: only what differs from the defaults. */
export function writeFilters(filters: QueueFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of [...textKeys, 'dateFrom', 'dateTo'] as const) if (filters[key]) params.set(key, filters[key]);
  if (filters.sort !== 'filedAt') params.set('sort', filters.sort);
  if (filters.direction !== 'asc') params.set('dir', filters.direction);
  if (filters.page !== 1) params.set('page', String(filters.page));
  if (filters.pageSize !== defaultPageSize) params.set('size', String(filters.pageSize));
  if (filters.breaking) params.set('breaking', '1');
  return params;
}

/** A filter the server would refuse, named by its text key; null when the filters can be sent. */
export function filterProblem(filters: QueueFilters): 'dateOrder' | null {
  return filters.dateFrom && filters.dateTo && filters.dateFrom > filters.dateTo ? 'dateOrder' : null;
}

/** A changed filter, sort or page size starts again at the first page. */
export const refiltered = (filters: QueueFilters, change: Partial<QueueFilters>): QueueFilters => ({ ...filters, page: 1, ...change });

/** The sort a column header sets: the same column turns its direction, another starts ascending. */
export const sortedBy = (filters: QueueFilters, sort: QueueSort): QueueFilters =>
  refiltered(filters, { sort, direction: filters.sort === sort && filters.direction === 'asc' ? 'desc' : 'asc' });

/**
 * An item's address keeps the list it was opened from (filters, sort, page) and its place in it
 * (`at`, from 0), so "back to the list" returns to the same page and "next item" finds the next.
 */
export function itemSearch(filters: QueueFilters, at: number): string {
  const params = writeFilters(filters);
  params.set('at', String(at));
  return `?${params.toString()}`;
}

/** The list an item was opened from, and its place there; null when it was opened some other way (a link, the dashboard). */
export function listOfItem(params: URLSearchParams): { filters: QueueFilters; at: number } | null {
  const at = Number(params.get('at'));
  if (params.get('at') === null || !Number.isInteger(at) || at < 0 || at > 10_000_000) return null;
  return { filters: readFilters(params), at };
}
