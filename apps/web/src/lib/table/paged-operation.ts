import type { OperationName, RequestOf, ResponseOf } from '@ebelediye/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../call-api';

/** Operations that answer a page of a table (`items`, `total`). */
export type PagedOperationName = {
  [N in OperationName]: ResponseOf<N> extends { items: unknown[]; total: number } ? N : never;
}[OperationName];

export type ItemOf<N extends PagedOperationName> = ResponseOf<N> extends { items: (infer Item)[] } ? Item : never;

/** One page, keeping the previous page on screen while the next one loads. */
export function usePagedQuery<N extends PagedOperationName>(name: N, body: RequestOf<N>, enabled = true) {
  return useQuery({
    queryKey: [name, body],
    queryFn: ({ signal }) => callApi(name, body, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

/** Every row the current filter and search give, page by page (for a download of the whole result). */
export async function fetchAllPages<N extends PagedOperationName>(name: N, body: RequestOf<N>, pageSize = 200): Promise<ItemOf<N>[]> {
  const rows: ItemOf<N>[] = [];
  for (let pageIndex = 0; ; pageIndex++) {
    const page = (await callApi(name, { ...body, pageIndex, pageSize } as RequestOf<N>)) as { items: ItemOf<N>[]; total: number };
    rows.push(...page.items);
    if (page.items.length === 0 || rows.length >= page.total) return rows;
  }
}
