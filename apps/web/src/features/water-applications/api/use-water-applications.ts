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

/** The applicant's subscriptions, for the types about one of them: the member's, or those of the registry an SMS code proved. */
export const useMySubscriptions = (enabled: boolean, paymentProof?: string) =>
  useQuery({
    queryKey: ['GetSubscriptionList', paymentProof ?? 'mine'],
    queryFn: ({ signal }) => callApi('GetSubscriptionList', paymentProof ? { paymentProof } : {}, { signal }),
    enabled,
  });

export const useApplyWithCode = () => useMutation({ mutationFn: (body: RequestOf<'ApplyForWaterServiceWithCode'>) => callApi('ApplyForWaterServiceWithCode', body) });
export const useSendApplicationCode = () => useMutation({ mutationFn: (body: RequestOf<'SendWaterApplicationCode'>) => callApi('SendWaterApplicationCode', body) });
export const useValidateApplicationCode = () => useMutation({ mutationFn: (body: RequestOf<'ValidateCode'>) => callApi('ValidateCode', body) });
export const useSendDocumentsCode = () => useMutation({ mutationFn: (body: RequestOf<'SendWaterDocumentsCode'>) => callApi('SendWaterDocumentsCode', body) });
export const useSubmitMissingDocumentsWithCode = () =>
  useMutation({ mutationFn: (body: RequestOf<'SubmitMissingWaterDocumentsWithCode'>) => callApi('SubmitMissingWaterDocumentsWithCode', body) });
