import type { NavigationItem } from '@ebelediye/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/auth-context';
import { callApi } from '../call-api';
import { localizeMenu } from './menu-items';

/**
 * The menu of an anonymous visitor (null), or of a signed-in member: an employee's has the
 * staff screens too, so the cache is kept per member.
 */
export const menuQuery = (userOid: number | null) =>
  queryOptions({
    queryKey: ['menu', userOid],
    queryFn: ({ signal }) => (userOid === null ? callApi('RetrieveMenusWithoutAuthorization', {}, { signal }) : callApi('RetrieveMenusForMember', {}, { signal })),
    staleTime: 30 * 60_000,
  });

/** The side menu tree from the server (the shell), in the visitor's language. */
export function useMenu() {
  const { user } = useAuth();
  const { i18n } = useTranslation();
  const language = i18n.language;
  const select = useCallback((items: NavigationItem[]) => localizeMenu(items, language), [language]);
  return useQuery({ ...menuQuery(user?.UserDetail.userOid ?? null), select });
}
