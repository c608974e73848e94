import { useMutation, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';

const reference = { staleTime: 30 * 60_000 } as const;

/** The kinds the white desk accepts and the topic list (parameter list 16). */
export const useApplicationKinds = () =>
  useQuery({ queryKey: ['GetPRApplicationTypeWithoutAuthorization'], queryFn: ({ signal }) => callApi('GetPRApplicationTypeWithoutAuthorization', {}, { signal }), ...reference });
export const useCategories = () =>
  useQuery({
    queryKey: ['RetrieveParametersWithoutAuthorization', { parameterTypeCode: '16' }],
    queryFn: ({ signal }) => callApi('RetrieveParametersWithoutAuthorization', { parameterTypeCode: '16' }, { signal }),
    ...reference,
  });

export const useCreateComplaint = () => useMutation({ mutationFn: (body: Parameters<typeof callApi<'CreateComplaintRequest'>>[1]) => callApi('CreateComplaintRequest', body) });
export const useSendCode = () => useMutation({ mutationFn: (body: { gsmNumber: string; altcha: string }) => callApi('SendComplaintVerificationCode', body) });
export const useStatusLookup = () => useMutation({ mutationFn: (body: { trackingNumber: string; gsmNumber: string }) => callApi('GetComplaintRequestStatus', body) });
