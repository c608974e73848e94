import type { RequestOf } from '@ebelediye/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';

export const useApplicationRules = () =>
  useQuery({ queryKey: ['GetWaterApplicationRules'], queryFn: ({ signal }) => callApi('GetWaterApplicationRules', {}, { signal }), staleTime: 5 * 60_000 });

/** Fresh on focus: a payment made in the bank window or a clerk's decision shows when the citizen comes back. */
export const useMyApplications = () =>
  useQuery({ queryKey: ['GetMyWaterApplications'], queryFn: ({ signal }) => callApi('GetMyWaterApplications', {}, { signal }), staleTime: 0, refetchOnWindowFocus: true });

export function useApply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<'ApplyForWaterService'>) => callApi('ApplyForWaterService', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['GetMyWaterApplications'] }),
  });
}

export function useSubmitMissingDocuments() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RequestOf<'SubmitMissingWaterDocuments'>) => callApi('SubmitMissingWaterDocuments', body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['GetMyWaterApplications'] }),
  });
}

export const useStatusLookup = () => useMutation({ mutationFn: (body: RequestOf<'GetWaterApplicationStatus'>) => callApi('GetWaterApplicationStatus', body) });

/** The member's subscriptions, for the types about one of them. */
export const useMySubscriptions = (enabled: boolean) =>
  useQuery({ queryKey: ['GetSubscriptionList', 'mine'], queryFn: ({ signal }) => callApi('GetSubscriptionList', {}, { signal }), enabled });
