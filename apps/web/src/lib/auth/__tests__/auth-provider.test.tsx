import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { callApi } from '../../call-api';
import { session } from '../../session';
import { stubApi, Refusal } from '../../../testing/api-stub';
import { memberInfo } from '../../../testing/contract-fixtures';
import { renderApp } from '../../../testing/render-app';
import { useAuth } from '../auth-context';

afterEach(() => vi.unstubAllGlobals());

const registered = memberInfo();
const member = { ...registered, UserDetail: { ...registered.UserDetail, memberName: null, memberSurname: null } };

function Panel() {
  const auth = useAuth();
  return (
    <div>
      <p>{auth.isAuthenticated ? `signed in as ${auth.user?.UserDetail.userName}` : 'anonymous'}</p>
      <button onClick={() => void auth.login({ AccessToken: 'access-1', RefreshToken: 'refresh-1' }, { viaEdevlet: true })}>login</button>
      <button onClick={() => void auth.logout()}>logout</button>
      <button onClick={() => void callApi('RetrieveRecentSignIns', {}).catch(() => undefined)}>call</button>
    </div>
  );
}

const routes = [
  { path: '/', element: <Panel /> },
  { path: '/session/signin', element: <p>sign-in page</p> },
];

describe('AuthProvider', () => {
  it('LOGIN stores the tokens and the MemberInfo fetched with them, and the e-Devlet mark', async () => {
    const calls = stubApi({ GetUserOfEMunicipality: () => member });
    renderApp(routes, '/');
    await userEvent.click(await screen.findByRole('button', { name: 'login' }));
    expect(await screen.findByText('signed in as 10000000146')).toBeInTheDocument();
    expect(calls[0]).toMatchObject({ name: 'GetUserOfEMunicipality', authorization: 'Bearer access-1' });
    expect(session.memberInfo()).toEqual(member);
    expect(session.refreshToken()).toBe('refresh-1');
    expect(sessionStorage.getItem('loginViaEdevlet')).toBe('1');
  });

  it('LOGOUT revokes the refresh token on the server and clears the session', async () => {
    session.setTokens('access', 'refresh-2');
    session.setMemberInfo(member);
    const calls = stubApi({ Logout: () => true });
    renderApp(routes, '/');
    expect(await screen.findByText('signed in as 10000000146')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'logout' }));
    expect(await screen.findByText('anonymous')).toBeInTheDocument();
    await waitFor(() => expect(calls).toEqual([{ name: 'Logout', body: expect.objectContaining({ RefreshToken: 'refresh-2' }), authorization: undefined }]));
    expect(session.accessToken()).toBeNull();
    expect(session.memberInfo()).toBeNull();
  });

  it('a failed refresh signs out and goes to sign-in, keeping the address', async () => {
    session.setTokens('expired', 'refresh-3');
    session.setMemberInfo(member);
    stubApi({ RetrieveRecentSignIns: () => new Refusal(401, 'UNAUTHENTICATED', 'x'), VerifyAndGenerateToken: () => new Refusal(401, 'UNAUTHENTICATED', 'x') });
    const { router } = renderApp(routes, '/');
    await userEvent.click(await screen.findByRole('button', { name: 'call' }));
    expect(await screen.findByText('sign-in page')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?redirectUrl=%2F');
    expect(session.accessToken()).toBeNull();
  });
});
