import { useMutation, useQuery } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth/auth-context';
import { callApi } from '../../../lib/call-api';

type UpdateBody = Parameters<typeof callApi<'UpdateUserForEMunicipality'>>[1];

export const recentSignInsKey = ['RetrieveRecentSignIns'] as const;

export const useRecentSignIns = () => useQuery({ queryKey: recentSignInsKey, queryFn: ({ signal }) => callApi('RetrieveRecentSignIns', {}, { signal }), staleTime: 0 });

/** The answer is the member's new MemberInfo, which the session keeps. */
export function useUpdateProfile() {
  const { updateUser } = useAuth();
  return useMutation({
    mutationFn: (body: NonNullable<UpdateBody>) => callApi('UpdateUserForEMunicipality', body),
    onSuccess: updateUser,
  });
}

/** A one-time code to the new phone (purpose UPDATE_PHONE), then its proof. */
export const useSendPhoneCode = () =>
  useMutation({
    mutationFn: (gsmNumber: string) => callApi('SendSms', { sourceLocationCode: 'UPDATE_PHONE', recipientInformationList: [{ gsmNumber }], operationRefNo: crypto.randomUUID() }),
  });

export const useValidatePhoneCode = () =>
  useMutation({
    mutationFn: (body: { operationReferenceNumber: string; userEntredCode: string }) => callApi('ValidateCode', body),
  });
