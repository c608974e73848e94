import type { RequestOf, ResponseOf } from '@ebelediye/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';

type LogName = 'GetBackOfficeSmsLog' | 'GetBackOfficeNotifications';

/** One of the message logs, newest first, a page more at each "older" click; the first page carries the counts. */
export function useMessagePages<N extends LogName>(name: N, status: string, search: string) {
  const pages = useInfiniteQuery({
    queryKey: [name, status, search],
    queryFn: ({ pageParam, signal }) =>
      callApi(name, { ...(status ? { status } : {}), search, ...(pageParam ? { cursor: pageParam } : {}) } as RequestOf<N>, { signal }) as Promise<ResponseOf<N>>,
    initialPageParam: '' as string,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 10_000,
  });
  const items: ResponseOf<N>['items'][number][] = (pages.data?.pages ?? []).flatMap((p) => p.items as ResponseOf<N>['items'][number][]);
  return { pages, items, counts: pages.data?.pages[0]?.counts as ResponseOf<N>['counts'] | undefined };
}
