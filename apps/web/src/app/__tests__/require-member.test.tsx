import { screen } from '@testing-library/react';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { session } from '../../lib/session';
import { renderApp } from '../../testing/render-app';
import { RequireMember } from '../require-member';

function Where() {
  const { pathname, search } = useLocation();
  return <p>at {pathname + search}</p>;
}

const routes = [
  { element: <RequireMember />, children: [{ path: '/UserUpdate', element: <h1>Bilgilerimi Güncelle</h1> }] },
  { path: '/session/signin', element: <Where /> },
];

describe('guarded routes', () => {
  it('sends an anonymous visitor to sign-in with the wanted address kept', async () => {
    renderApp(routes, '/UserUpdate?x=1');
    expect(await screen.findByText('at /session/signin?redirectUrl=%2FUserUpdate%3Fx%3D1')).toBeInTheDocument();
    expect(session.wantedUrl()).toBe('/UserUpdate?x=1');
  });

  it('shows the screen to a signed-in member restored from the session', async () => {
    session.setTokens('access', 'refresh');
    session.setMemberInfo({ UserDetail: { userName: '10000000146' }, Registry: { Oid: 1 }, representedRegistries: [] });
    renderApp(routes, '/UserUpdate');
    expect(await screen.findByRole('heading', { name: 'Bilgilerimi Güncelle' })).toBeInTheDocument();
  });

  it('treats an access token without MemberInfo as anonymous and clears it', async () => {
    session.setTokens('access', 'refresh');
    renderApp(routes, '/UserUpdate');
    expect(await screen.findByText(/at \/session\/signin/)).toBeInTheDocument();
    expect(session.accessToken()).toBeNull();
  });
});
