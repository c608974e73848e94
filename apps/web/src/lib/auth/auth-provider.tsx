import type { MemberInfo } from '@ebelediye/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { callApi, setUnauthenticatedHandler } from '../call-api';
import { fastPaymentProof } from '../fast-payment-proof';
import { clearSession, session } from '../session';
import { AuthContext, type Auth } from './auth-context';
import { authReducer, initialAuthState, restoreUser } from './auth-state';
import { signInAddressFor } from './wanted-address';

/**
 * The uninitialised state lasts until the stored session has been read. Session storage
 * is read synchronously, so it is read before the first render: a page whose first screen came
 * in the HTML is drawn over once, never replaced by the start-up spinner.
 */
const storedMember = () => restoreUser({ accessToken: session.accessToken(), memberInfo: session.memberInfo() });
const restoredAuthState = () => authReducer(initialAuthState, { type: 'INIT', user: storedMember() });

/** Who is signed in. Lives inside the router, so a failed refresh can send the visitor to sign in. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(authReducer, undefined, restoredAuthState);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    // A token without readable member info is no session: its leftovers go.
    if (!storedMember()) clearSession();
  }, []);

  useEffect(() => {
    setUnauthenticatedHandler(() => {
      dispatch({ type: 'LOGOUT' });
      queryClient.removeQueries();
      void navigate(signInAddressFor(window.location.pathname + window.location.search), { replace: true });
    });
    return () => setUnauthenticatedHandler(() => {});
  }, [navigate, queryClient]);

  const login = useCallback<Auth['login']>(
    async (tokens, options) => {
      session.setTokens(tokens.AccessToken, tokens.RefreshToken);
      try {
        const user = await callApi('GetUserOfEMunicipality', {});
        session.setMemberInfo(user);
        if (options?.viaEdevlet) session.markEdevletLogin();
        queryClient.removeQueries();
        dispatch({ type: 'LOGIN', user });
        return user;
      } catch (error) {
        clearSession();
        throw error;
      }
    },
    [queryClient],
  );

  const register = useCallback<Auth['register']>((result) => {
    session.setTokens(result.accessToken, result.refreshToken);
    session.setMemberInfo(result.user);
    dispatch({ type: 'REGISTER', user: result.user });
  }, []);

  const logout = useCallback(async () => {
    const RefreshToken = session.refreshToken();
    clearSession();
    // Not in clearSession: that also runs for every anonymous visitor's page load, whose kept proof must survive a reload.
    fastPaymentProof.forgetAll();
    dispatch({ type: 'LOGOUT' });
    queryClient.removeQueries();
    // Public call without a bearer: the server revokes the sign-in's refresh token family.
    if (RefreshToken) await callApi('Logout', { RefreshToken }).catch(() => undefined);
  }, [queryClient]);

  const updateUser = useCallback((user: MemberInfo) => {
    session.setMemberInfo(user);
    dispatch({ type: 'USER_UPDATED', user });
  }, []);

  const value = useMemo<Auth>(() => ({ ...state, login, register, logout, updateUser }), [state, login, register, logout, updateUser]);

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
