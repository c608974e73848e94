import type { RequestOf } from '@ebelediye/contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';

export type ResolutionCriteria = RequestOf<'GetResolutionList'>['criteria'];

export const useResolutionTypes = () =>
  useQuery({ queryKey: ['GetResolutionTypeList'], queryFn: ({ signal }) => callApi('GetResolutionTypeList', {}, { signal }), staleTime: 30 * 60_000 });

export function useResolutionList(criteria: ResolutionCriteria) {
  return useQuery({
    queryKey: ['GetResolutionList', criteria],
    queryFn: ({ signal }) => callApi('GetResolutionList', { criteria }, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useResolution(resolutionOid: number | null) {
  return useQuery({
    queryKey: ['GetResolution', resolutionOid],
    queryFn: ({ signal }) => callApi('GetResolution', { resolutionOid: resolutionOid! }, { signal }),
    enabled: resolutionOid !== null,
  });
}
