import type { AuthRegisterRequest, AuthRegisterResponse } from '@ebelediye/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiError, FALLBACK_MESSAGE } from '../../../lib/api-error';
import { useAuth } from '../../../lib/auth/auth-context';
import { baseUrl, failure } from '../../../lib/call-api';

/** POST /api/auth/register: not an operation of the registry, but the same error rules. */
async function registerAccount(body: AuthRegisterRequest): Promise<AuthRegisterResponse> {
  let response: Response;
  try {
    response = await fetch(`${baseUrl()}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiError(FALLBACK_MESSAGE, 'error_server', 0);
  }
  const text = await response.text();
  if (!response.ok) throw failure(response.status, text);
  return JSON.parse(text) as AuthRegisterResponse;
}

/** Sign-up signs the new member in at once (REGISTER). */
export function useSignUp() {
  const { register } = useAuth();
  return useMutation({ mutationFn: registerAccount, onSuccess: register });
}
