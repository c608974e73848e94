import type { RequestOf } from '@ebelediye/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';
import { downloadBlob } from '../../../lib/csv';
import { fetchOperationFile } from '../../../lib/download-file';

/** Whether the signed-in member is an active employee: the staff screens ask first. */
export const useIsEmployee = (identityNumber: string) =>
  useQuery({ queryKey: ['IsEmployeeActive', identityNumber], queryFn: ({ signal }) => callApi('IsEmployeeActive', { identityNumber }, { signal }), staleTime: 60_000 });

export const employeeDetailQuery = queryOptions({
  queryKey: ['RetrieveEmployeeDetailedInformation'],
  queryFn: ({ signal }) => callApi('RetrieveEmployeeDetailedInformation', { queryType: 2 }, { signal }),
  staleTime: 60_000,
});

type SlipQuery = NonNullable<RequestOf<'GetEmployeeScoreCardAccrumentSummaries'>>;

export const usePayslips = (query: SlipQuery) =>
  useQuery({
    queryKey: ['GetEmployeeScoreCardAccrumentSummaries', query],
    queryFn: ({ signal }) => callApi('GetEmployeeScoreCardAccrumentSummaries', query, { signal }),
    placeholderData: keepPreviousData,
  });

export async function downloadPayslip(year: number, month: number): Promise<void> {
  const blob = await fetchOperationFile('RetrieveEmployeeScoreCardDocument', { year, month });
  downloadBlob(`maas-bordrosu-${year}-${String(month).padStart(2, '0')}.pdf`, blob);
}

export const useLeaveKinds = () =>
  useQuery({
    queryKey: ['RetrieveLeaveKindsWithoutAuthorization'],
    queryFn: ({ signal }) => callApi('RetrieveLeaveKindsWithoutAuthorization', {}, { signal }),
    staleTime: 300_000,
  });

export const useLeaveBalance = (year: number | undefined) =>
  useQuery({
    queryKey: ['CalculateTotalAndRemaingAndUsedLeavesOfEmployee', year ?? null],
    queryFn: ({ signal }) => callApi('CalculateTotalAndRemaingAndUsedLeavesOfEmployee', year === undefined ? {} : { year }, { signal }),
    placeholderData: keepPreviousData,
  });

export const useLeaveApplications = (year: number | undefined) =>
  useQuery({
    queryKey: ['RetrieveLeaveApplicationInformations', year ?? null],
    queryFn: ({ signal }) => callApi('RetrieveLeaveApplicationInformations', { queryType: '1', ...(year === undefined ? {} : { year }) }, { signal }),
    enabled: year !== undefined,
  });

export const useEnforcement = () => useQuery({ queryKey: ['RetrieveEnforcementInformation'], queryFn: ({ signal }) => callApi('RetrieveEnforcementInformation', {}, { signal }) });
