import type { RequestOf, ResponseOf } from '@ebelediye/contract';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-error';
import { callApi } from '../../../lib/call-api';

/** Work moves all day: lists and the dashboard are fresh for a few seconds only, and come back on focus. */
const live = { staleTime: 10_000, refetchOnWindowFocus: true } as const;

/** Who the member is in the back office; a 403 (not staff, or no role) is an answer, not a failure to retry. */
export const useMyBackOfficeRoles = () =>
  useQuery({
    queryKey: ['GetMyBackOfficeRoles'],
    queryFn: ({ signal }) => callApi('GetMyBackOfficeRoles', {}, { signal }),
    retry: (count, error) => !(error instanceof ApiError && [401, 403, 404].includes(error.httpStatus)) && count < 1,
    staleTime: 60_000,
  });

export const useBackOfficeLookups = () =>
  useQuery({ queryKey: ['GetBackOfficeLookups'], queryFn: ({ signal }) => callApi('GetBackOfficeLookups', {}, { signal }), staleTime: 5 * 60_000 });

export const useDashboard = () => useQuery({ queryKey: ['GetBackOfficeDashboard'], queryFn: ({ signal }) => callApi('GetBackOfficeDashboard', {}, { signal }), ...live });

export type ListName =
  'GetBackOfficeComplaints' | 'GetBackOfficeWaterCancellations' | 'GetBackOfficeDeclarations' | 'GetBackOfficeRestructurings' | 'GetBackOfficeWaterApplications';

/** One numbered page of a queue; the previous page stays on screen while the next loads. */
export function useQueuePage<N extends ListName>(name: N, body: RequestOf<N>, enabled = true) {
  return useQuery({
    queryKey: [name, body],
    queryFn: ({ signal }) => callApi(name, body, { signal }) as Promise<ResponseOf<N>>,
    placeholderData: keepPreviousData,
    enabled,
    ...live,
  });
}

type DetailName = 'GetBackOfficeComplaint' | 'GetBackOfficeWaterCancellation' | 'GetBackOfficeDeclaration' | 'GetBackOfficeRestructuring' | 'GetBackOfficeWaterApplication';

export function useDetail<N extends DetailName>(name: N, body: RequestOf<N>) {
  return useQuery({
    queryKey: [name, body],
    queryFn: ({ signal }) => callApi(name, body, { signal }) as Promise<ResponseOf<N>>,
    staleTime: 0,
    refetchOnWindowFocus: true,
    retry: (count, error) => !(error instanceof ApiError && error.httpStatus < 500) && count < 1,
  });
}

const actions = {
  GetBackOfficeComplaint: 'ActOnBackOfficeComplaint',
  GetBackOfficeWaterCancellation: 'ActOnBackOfficeWaterCancellation',
  GetBackOfficeDeclaration: 'ActOnBackOfficeDeclaration',
  GetBackOfficeRestructuring: 'ActOnBackOfficeRestructuring',
  GetBackOfficeWaterApplication: 'ActOnBackOfficeWaterApplication',
} as const;
const lists: Record<DetailName, ListName> = {
  GetBackOfficeComplaint: 'GetBackOfficeComplaints',
  GetBackOfficeWaterCancellation: 'GetBackOfficeWaterCancellations',
  GetBackOfficeDeclaration: 'GetBackOfficeDeclarations',
  GetBackOfficeRestructuring: 'GetBackOfficeRestructurings',
  GetBackOfficeWaterApplication: 'GetBackOfficeWaterApplications',
};

/**
 * One action on an item. The answer is the item as it is now, shown at once; the queue and the
 * dashboard are read again. When the item moved meanwhile (409) or the action no longer fits its
 * state (422), the item is read again so the clerk sees what the other clerk did.
 */
export function useItemAction<N extends DetailName>(detailName: N, key: RequestOf<N>) {
  const client = useQueryClient();
  const name = actions[detailName];
  return useMutation({
    mutationFn: (body: RequestOf<(typeof actions)[N]>) => callApi(name, body as never) as Promise<ResponseOf<N>>,
    onSuccess: async (item) => {
      client.setQueryData([detailName, key], item);
      await Promise.all([client.invalidateQueries({ queryKey: [lists[detailName]] }), client.invalidateQueries({ queryKey: ['GetBackOfficeDashboard'] })]);
    },
    onError: async (error) => {
      if (error instanceof ApiError && (error.httpStatus === 409 || error.httpStatus === 422)) await client.invalidateQueries({ queryKey: [detailName, key] });
    },
  });
}

export const useBackOfficeStaff = (body: RequestOf<'GetBackOfficeStaff'>) =>
  useQuery({ queryKey: ['GetBackOfficeStaff', body], queryFn: ({ signal }) => callApi('GetBackOfficeStaff', body, { signal }), placeholderData: keepPreviousData });

export const useRoleAudit = (body: RequestOf<'GetBackOfficeRoleAudit'>) =>
  useQuery({ queryKey: ['GetBackOfficeRoleAudit', body], queryFn: ({ signal }) => callApi('GetBackOfficeRoleAudit', body, { signal }), placeholderData: keepPreviousData });

type RoleChange = ({ change: 'grant' } & RequestOf<'GrantBackOfficeRole'>) | ({ change: 'revoke' } & RequestOf<'RevokeBackOfficeRole'>);

/**
 * Grant or revoke, with the reason; the staff list, the audit and the caller's own roles (an ADMIN
 * may change their own) are read again, and after a revoke every back-office read, since the
 * clerk's items may have moved.
 */
export function useRoleChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ change, ...body }: RoleChange) =>
      change === 'grant' ? callApi('GrantBackOfficeRole', body) : callApi('RevokeBackOfficeRole', body as RequestOf<'RevokeBackOfficeRole'>),
    onSettled: (_data, _error, { change }) =>
      change === 'revoke'
        ? client.invalidateQueries({ predicate: (query) => String(query.queryKey[0]).startsWith('GetBackOffice') || query.queryKey[0] === 'GetMyBackOfficeRoles' })
        : Promise.all([
            client.invalidateQueries({ queryKey: ['GetBackOfficeStaff'] }),
            client.invalidateQueries({ queryKey: ['GetBackOfficeRoleAudit'] }),
            client.invalidateQueries({ queryKey: ['GetMyBackOfficeRoles'] }),
            client.invalidateQueries({ queryKey: ['GetBackOfficeLookups'] }),
          ]),
  });
}

/** Sets an employee's units, with the reason; the staff list, the audit and the caller's own units are read again. */
export function useSetStaffUnits() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<'SetBackOfficeStaffUnits'>) => callApi('SetBackOfficeStaffUnits', body),
    onSettled: () =>
      Promise.all(['GetBackOfficeStaff', 'GetBackOfficeRoleAudit', 'GetMyBackOfficeRoles', 'GetBackOfficeComplaints'].map((key) => client.invalidateQueries({ queryKey: [key] }))),
  });
}

/** What revoking the role would hand over: read fresh each time the dialog opens. */
export const useHeldItems = (body: RequestOf<'GetBackOfficeHeldItems'>, enabled: boolean) =>
  useQuery({ queryKey: ['GetBackOfficeHeldItems', body], queryFn: ({ signal }) => callApi('GetBackOfficeHeldItems', body, { signal }), enabled, staleTime: 0 });

/** One list of a member record; each list the clerk opens is one access-log entry for the person (once per view session). */
export const useMemberRequests = (body: RequestOf<'GetBackOfficeMemberRequests'>) =>
  useQuery({ queryKey: ['GetBackOfficeMemberRequests', body], queryFn: ({ signal }) => callApi('GetBackOfficeMemberRequests', body, { signal }), staleTime: 5 * 60_000 });
