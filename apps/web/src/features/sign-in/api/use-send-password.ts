import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';

/** Password reset (spec §8): a new password goes by SMS when the phone is the member's. */
export function useSendPassword() {
  return useMutation({
    mutationFn: (input: { userName: string; gsmNumber: string; altcha: string }) =>
      callApi('SendPasswordForMember', { userName: input.userName, gsmNumber: input.gsmNumber, validationKey: input.altcha }),
  });
}
