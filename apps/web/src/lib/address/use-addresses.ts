import { queryOptions, useQuery } from '@tanstack/react-query';
import { callApi } from '../call-api';

/** The address lookups behind every district → street → door choice. */
const reference = { staleTime: 30 * 60_000 } as const;

export const districtsQuery = queryOptions({
  queryKey: ['GetDistrictListWithoutAuthorization'],
  queryFn: ({ signal }) => callApi('GetDistrictListWithoutAuthorization', {}, { signal }),
  ...reference,
});

export function useDistricts() {
  return useQuery(districtsQuery);
}

export function useStreets(districtCode: number | undefined) {
  return useQuery({
    queryKey: ['GetStreetListWithoutAuthorization', { districtCode }],
    queryFn: ({ signal }) => callApi('GetStreetListWithoutAuthorization', { districtCode: districtCode! }, { signal }),
    enabled: districtCode !== undefined,
    ...reference,
  });
}

export function useOuterDoors(streetCode: number | undefined) {
  return useQuery({
    queryKey: ['GetOuterDoorListWithoutAuthorization', { streetCode }],
    queryFn: ({ signal }) => callApi('GetOuterDoorListWithoutAuthorization', { streetCode: streetCode!, onlyIsActive: true, shoudCoordinateInfoBeRetrieved: false }, { signal }),
    enabled: streetCode !== undefined,
    ...reference,
  });
}

export function useInnerDoors(outerDoorOid: number | undefined) {
  return useQuery({
    queryKey: ['GetConcreteInnerDoorListWithoutAuthorization', { outerDoorOid }],
    queryFn: ({ signal }) => callApi('GetConcreteInnerDoorListWithoutAuthorization', { outerDoorOid: outerDoorOid!, onlyIsActive: true }, { signal }),
    enabled: outerDoorOid !== undefined,
    ...reference,
  });
}
