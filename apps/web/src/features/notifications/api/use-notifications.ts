import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth/auth-context';
import { callApi } from '../../../lib/call-api';

export const preferencesKey = ['GetNotificationPreferences'] as const;

export const useNotificationPreferences = () =>
  useQuery({ queryKey: preferencesKey, queryFn: ({ signal }) => callApi('GetNotificationPreferences', {}, { signal }), staleTime: 0 });

type Change = { channel: 'sms' | 'email'; kind: 'reminder' | 'decision' | 'receipt'; given: boolean };

/** Saves the changed preferences; the SMS reminder is the profile's chkSMSInfo, so the session's member is read again. */
export function useSaveNotificationPreferences() {
  const client = useQueryClient();
  const { updateUser } = useAuth();
  return useMutation({
    mutationFn: (preferences: Change[]) => callApi('SetNotificationPreferences', { preferences }),
    onSuccess: async (data, preferences) => {
      client.setQueryData(preferencesKey, data);
      if (preferences.some((p) => p.channel === 'sms' && p.kind === 'reminder')) updateUser(await callApi('GetUserOfEMunicipality', {}));
    },
  });
}

export const useUnsubscribe = () => useMutation({ mutationFn: (token: string) => callApi('UnsubscribeNotification', { token }) });
