import type { ResponseOf } from '@ebelediye/contract';
import { useSearchParams } from 'react-router';
import { emptyFilters, itemSearch, listOfItem, writeFilters } from '../queue-filters';
import type { QueueLink } from '../queue-links';
import { nextPlace, pageOfPlace } from '../next-item';
import { useQueuePage } from './use-back-office';

type Rows = ResponseOf<QueueLink['listName']>['items'];

/**
 * The list an item was opened from (in its address) and the next item of that list: its address,
 * 'none' at the end of the list, 'loading', or null when the item was not opened from a list.
 */
export function useNextItem(queue: QueueLink, currentOid: number) {
  const [params] = useSearchParams();
  const origin = listOfItem(params);
  const filters = origin?.filters ?? emptyFilters;
  const size = filters.pageSize;
  const at = origin?.at ?? 0;
  const page = pageOfPlace(at, size);
  const here = useQueuePage(queue.listName, queue.toRequest({ ...filters, page }), origin !== null);
  const keys = ((here.data?.items ?? []) as Rows).map(queue.rowKey);
  const next = nextPlace(keys, (page - 1) * size, at, currentOid);
  const nextPage = pageOfPlace(next, size);
  const there = useQueuePage(queue.listName, queue.toRequest({ ...filters, page: nextPage }), origin !== null && here.data !== undefined && nextPage !== page);
  if (!origin) return { back: queue.listPath, next: null };
  const query = writeFilters(filters).toString();
  const back = query ? `${queue.listPath}?${query}` : queue.listPath;
  const rows = (nextPage === page ? here.data?.items : there.data?.items) as Rows | undefined;
  if (!rows) return { back, next: 'loading' as const };
  const row = rows[next - (nextPage - 1) * size];
  if (!row) return { back, next: 'none' as const };
  return { back, next: `${queue.itemPath(queue.rowKey(row))}${itemSearch({ ...filters, page: nextPage }, next)}` };
}
