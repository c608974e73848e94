import { useMutation } from '@tanstack/react-query';
import { useAuth } from '../../../lib/auth/auth-context';
import { callApi } from '../../../lib/call-api';

export interface SignInInput {
  userName: string;
  password: string;
  /** The human-verification payload; each one is accepted once. */
  altcha: string;
}

export const WRONG_CREDENTIALS = 'Kullanıcı adı veya şifre hatalı.';

/**
 * The sign-in steps: RetrievePassword answers a single-use login ticket (docs/architecture.md §9.2)
 * that ValidateUserForEMunicipality takes as encryptedPassword; the tokens then sign in.
 */
export function useSignIn() {
  const auth = useAuth();
  return useMutation({
    mutationFn: async ({ userName, password, altcha }: SignInInput) => {
      const ticket = await callApi('RetrievePassword', { userName, altcha });
      const result = await callApi('ValidateUserForEMunicipality', { userName, password, encryptedPassword: ticket.Password });
      // Without a token the server's Message is shown, else the generic text.
      if (!result.AccessToken) throw new Error(result.Message || WRONG_CREDENTIALS);
      return auth.login(result);
    },
  });
}
