import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../call-api';

export const menuQuery = queryOptions({
  queryKey: ['RetrieveMenusWithoutAuthorization'],
  queryFn: ({ signal }) => callApi('RetrieveMenusWithoutAuthorization', {}, { signal }),
  staleTime: 30 * 60_000,
});

/** The side menu tree from the server (spec §2 shell). */
export function useMenu() {
  return useQuery(menuQuery);
}
