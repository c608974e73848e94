import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../../lib/call-api';

/** Password reset, step 1: a reset code to the registered phone; the answer is the same whether one went out or not. */
export function useSendResetCode() {
  return useMutation({
    mutationFn: (input: { userName: string; gsmNumber: string; altcha: string }) =>
      callApi('SendPasswordForMember', { userName: input.userName, gsmNumber: input.gsmNumber, validationKey: input.altcha }),
  });
}

/** Password reset, step 2: the code sets a new password, which goes by SMS. */
export function useResetPasswordWithCode() {
  return useMutation({
    mutationFn: (input: { userName: string; operationReferenceNumber: string; userEntredCode: string }) => callApi('ResetPasswordWithCode', input),
  });
}
