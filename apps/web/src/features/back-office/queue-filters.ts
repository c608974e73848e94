/**
 * A queue's filters as the address keeps them (`?status=received&district=12`), so a clerk's
 * list survives a reload, the back button and a link sent to a colleague. The page itself is
 * a keyset cursor and is not kept: a reload starts again from the oldest waiting item.
 */
export interface QueueFilters {
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
  order: 'oldest' | 'newest';
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
  order: 'oldest',
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
  filters.order = params.get('order') === 'newest' ? 'newest' : 'oldest';
  const size = Number(params.get('size'));
  filters.pageSize = (pageSizes as readonly number[]).includes(size) ? size : defaultPageSize;
  filters.breaking = params.get('breaking') === '1';
  return filters;
}

/** The address of the filters: only what differs from the defaults. */
export function writeFilters(filters: QueueFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of [...textKeys, 'dateFrom', 'dateTo'] as const) if (filters[key]) params.set(key, filters[key]);
  if (filters.order !== 'oldest') params.set('order', filters.order);
  if (filters.pageSize !== defaultPageSize) params.set('size', String(filters.pageSize));
  if (filters.breaking) params.set('breaking', '1');
  return params;
}

/** A filter the server would refuse, named by its text key; null when the filters can be sent. */
export function filterProblem(filters: QueueFilters): 'dateOrder' | null {
  return filters.dateFrom && filters.dateTo && filters.dateFrom > filters.dateTo ? 'dateOrder' : null;
}
