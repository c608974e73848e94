import { useQuery } from '@tanstack/react-query';
import { callApi } from '../call-api';

const reference = { staleTime: 30 * 60_000 } as const;

export const useUsageTypes = () => useQuery({ queryKey: ['RetrieveEstateUsageTypes'], queryFn: ({ signal }) => callApi('RetrieveEstateUsageTypes', {}, { signal }), ...reference });
export const useAdvertisingTypes = () =>
  useQuery({ queryKey: ['RetrieveAdvertisingTypes'], queryFn: ({ signal }) => callApi('RetrieveAdvertisingTypes', {}, { signal }), ...reference });
export const useAdvertisingLocations = () =>
  useQuery({ queryKey: ['RetrieveAdvertisingTaxLocations'], queryFn: ({ signal }) => callApi('RetrieveAdvertisingTaxLocations', {}, { signal }), ...reference });
export const useEctActivities = () =>
  useQuery({ queryKey: ['RetrieveECTActivityTypes'], queryFn: ({ signal }) => callApi('RetrieveECTActivityTypes', {}, { signal }), ...reference });
export const useLandTypes = () => useQuery({ queryKey: ['RetrieveLandTypes'], queryFn: ({ signal }) => callApi('RetrieveLandTypes', {}, { signal }), ...reference });
export const useEntertainmentPlaceTypes = () =>
  useQuery({ queryKey: ['RetrieveEntertainmentPlaceTypes'], queryFn: ({ signal }) => callApi('RetrieveEntertainmentPlaceTypes', {}, { signal }), ...reference });
export const useEntertainmentTypes = () =>
  useQuery({ queryKey: ['RetrieveEntertainmentTypes'], queryFn: ({ signal }) => callApi('RetrieveEntertainmentTypes', {}, { signal }), ...reference });
/** The use × construction type × class combinations the cost table of a year has. */
export const useConstructionCosts = (processYear: number, estateUsageTypeOid: number | undefined) =>
  useQuery({
    queryKey: ['RetrieveEstateConstructionCost', { processYear, estateUsageTypeOid, pageSize: 200 }],
    queryFn: ({ signal }) => callApi('RetrieveEstateConstructionCost', { processYear, estateUsageTypeOid: estateUsageTypeOid!, pageSize: 200 }, { signal }),
    enabled: estateUsageTypeOid !== undefined,
    ...reference,
  });
