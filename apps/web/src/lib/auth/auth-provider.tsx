import type { MemberInfo } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useReducer, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { callApi, setUnauthenticatedHandler } from '../call-api';
import { clearSession, session } from '../session';
import { AuthContext, type Auth } from './auth-context';
import { authReducer, initialAuthState, restoreUser } from './auth-state';
import { signInAddressFor } from './wanted-address';

/** Who is signed in (spec §4). Lives inside the router, so a failed refresh can send the visitor to sign in. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const [state, dispatch] = useReducer(authReducer, initialAuthState);
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    const user = restoreUser({ accessToken: session.accessToken(), memberInfo: session.memberInfo() });
    if (!user) clearSession();
    dispatch({ type: 'INIT', user });
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

  if (!state.isInitialised) {
    return (
      <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
        <CircularProgress aria-label={t('loading')} />
      </Box>
    );
  }
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}
