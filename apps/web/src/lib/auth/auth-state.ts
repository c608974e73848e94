import type { MemberInfo } from '@ebelediye/contract';

/** The auth state and the session transitions. */
export interface AuthState {
  isInitialised: boolean;
  isAuthenticated: boolean;
  user: MemberInfo | null;
}

export type AuthAction =
  | { type: 'INIT'; user: MemberInfo | null }
  | { type: 'LOGIN'; user: MemberInfo }
  | { type: 'REGISTER'; user: MemberInfo }
  | { type: 'USER_UPDATED'; user: MemberInfo }
  | { type: 'LOGOUT' };

export const initialAuthState: AuthState = { isInitialised: false, isAuthenticated: false, user: null };

export function authReducer(state: AuthState, action: AuthAction): AuthState {
  switch (action.type) {
    case 'INIT':
      return { isInitialised: true, isAuthenticated: action.user !== null, user: action.user };
    case 'LOGIN':
    case 'REGISTER':
      return { ...state, isAuthenticated: true, user: action.user };
    case 'USER_UPDATED':
      return state.isAuthenticated ? { ...state, user: action.user } : state;
    case 'LOGOUT':
      return { ...state, isAuthenticated: false, user: null };
  }
}

const looksLikeMemberInfo = (value: unknown): value is MemberInfo => typeof value === 'object' && value !== null && 'UserDetail' in value && 'Registry' in value;

/**
 * At start-up: with an access token the user comes back from MemberInfo; without one,
 * or when MemberInfo is missing or unreadable, the visitor is anonymous.
 */
export function restoreUser(stored: { accessToken: string | null; memberInfo: unknown }): MemberInfo | null {
  if (!stored.accessToken) return null;
  return looksLikeMemberInfo(stored.memberInfo) ? stored.memberInfo : null;
}
