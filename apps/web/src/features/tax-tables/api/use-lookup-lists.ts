import { useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';

const reference = { staleTime: 30 * 60_000 } as const;

export const useUsageTypes = () =>
  useQuery({ queryKey: ['RetrieveEstateUsageTypes'], queryFn: ({ signal }) => callApi('RetrieveEstateUsageTypes', {}, { signal }), ...reference });
export const useAdvertisingTypes = () =>
  useQuery({ queryKey: ['RetrieveAdvertisingTypes'], queryFn: ({ signal }) => callApi('RetrieveAdvertisingTypes', {}, { signal }), ...reference });
export const useAdvertisingLocations = () =>
  useQuery({ queryKey: ['RetrieveAdvertisingTaxLocations'], queryFn: ({ signal }) => callApi('RetrieveAdvertisingTaxLocations', {}, { signal }), ...reference });
export const useEctActivities = () =>
  useQuery({ queryKey: ['RetrieveECTActivityTypes'], queryFn: ({ signal }) => callApi('RetrieveECTActivityTypes', {}, { signal }), ...reference });
