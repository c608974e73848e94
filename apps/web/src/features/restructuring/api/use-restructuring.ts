import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';

type SaveBody = NonNullable<Parameters<typeof callApi<'AuthorizedSaveDebtRestructuringInstallments'>>[1]>;

const noRetryOnRule = (count: number, error: Error) => count < 2 && !('code' in error && error.code === 'RESTRUCTURING_NOT_OPEN');

export const useScheme = () =>
  useQuery({ queryKey: ['GetCurrentRestructuringParameter'], queryFn: ({ signal }) => callApi('GetCurrentRestructuringParameter', {}, { signal }), retry: noRetryOnRule });

export const useRestructurableDebts = (enabled: boolean) =>
  useQuery({
    queryKey: ['GetDebtListWillBeRestructured'],
    queryFn: ({ signal }) => callApi('GetDebtListWillBeRestructured', { accrumentQueryCriteria: {} }, { signal }),
    enabled,
    staleTime: 0,
  });

export const useRestructurings = () =>
  useQuery({ queryKey: ['GetRestructuringLogList'], queryFn: ({ signal }) => callApi('GetRestructuringLogList', {}, { signal }), staleTime: 0 });

export const useRestructuringDetail = (restructuringLogOid: number) =>
  useQuery({
    queryKey: ['AuthorizedGetRestructuringDetailInfo', { restructuringLogOid }],
    queryFn: ({ signal }) => callApi('AuthorizedGetRestructuringDetailInfo', { restructuringLogOid }, { signal }),
    staleTime: 0,
  });

/**
 * The plan's unpaid instalments as the ledger prices them today for paying (the same lines
 * debt questioning lists, with their selection group), next one first.
 */
export const usePayableInstalments = (registryInfoOid: number, accrumentOids: readonly number[]) =>
  useQuery({
    queryKey: ['GetDeclarationAccrumentBalancesofEMunicipality', { registryInfoOid }],
    queryFn: ({ signal }) => callApi('GetDeclarationAccrumentBalancesofEMunicipality', { registryInfoOid }, { signal }),
    staleTime: 0,
    select: (balances) => balances.lines.filter((l) => accrumentOids.includes(l.accrumentOid)).sort((a, b) => a.instalmentNo - b.instalmentNo),
  });

/** The plan of every option for the same debts, so the citizen compares them side by side. */
export const useComparePlans = () =>
  useMutation({
    mutationFn: ({ accrumentOidList, instalmentCounts }: { accrumentOidList: number[]; instalmentCounts: number[] }) =>
      Promise.all(
        instalmentCounts.map((instalmentCount) =>
          callApi('AuthorizedAdjustDebtRestructuringInstallments', { accrumentQueryCriteria: { accrumentOidList }, concreteDebtRestructuringAccrumentInfo: { instalmentCount } }),
        ),
      ),
  });

/** Applying changes the debts and the member's restructurings: both lists are read again. */
export function useApplyPlan() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveBody) => callApi('AuthorizedSaveDebtRestructuringInstallments', body),
    onSuccess: () => Promise.all([client.invalidateQueries({ queryKey: ['GetDebtListWillBeRestructured'] }), client.invalidateQueries({ queryKey: ['GetRestructuringLogList'] })]),
  });
}
