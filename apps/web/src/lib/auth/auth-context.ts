import type { MemberInfo, ResponseOf } from '@ebelediye/contract';
import { createContext, useContext } from 'react';
import type { AuthState } from './auth-state';

export type TokenPair = ResponseOf<'VerifyAndGenerateToken'>;

export interface Auth extends AuthState {
  /** Stores the tokens, fetches the member's own MemberInfo and signs in (LOGIN). */
  login(tokens: TokenPair, options?: { viaEdevlet?: boolean }): Promise<MemberInfo>;
  /** REGISTER: the sign-up answer already carries the user. */
  register(result: { accessToken: string; refreshToken: string; user: MemberInfo }): void;
  /** Ends the sign-in on the server too (the refresh token family is revoked). */
  logout(): Promise<void>;
  /** After a profile change the stored MemberInfo follows the server's answer. */
  updateUser(user: MemberInfo): void;
}

export const AuthContext = createContext<Auth | null>(null);

export function useAuth(): Auth {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth needs an AuthProvider');
  return auth;
}
