import type { RequestOf } from '@ebelediye/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';

const authoritiesKey = ['RetrieveMemberAuthorities'] as const;

export const useMemberAuthorities = () => useQuery({ queryKey: authoritiesKey, queryFn: ({ signal }) => callApi('RetrieveMemberAuthorities', {}, { signal }), staleTime: 0 });

/** Every change reloads the lists, and the registries the member may act for (the debt screen's choice). */
function useAuthorityChange<Body>(call: (body: Body) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: authoritiesKey });
      await client.invalidateQueries({ queryKey: ['RetrieveDebtorRegistries'] });
    },
  });
}

export const useGrantAuthority = () => useAuthorityChange((body: RequestOf<'GrantMemberAuthority'>) => callApi('GrantMemberAuthority', body));

type Move = 'AcceptMemberAuthority' | 'DeclineMemberAuthority' | 'RevokeMemberAuthority';
export const useMoveAuthority = () => useAuthorityChange(({ move, authorityOid }: { move: Move; authorityOid: number }) => callApi(move, { authorityOid }));
