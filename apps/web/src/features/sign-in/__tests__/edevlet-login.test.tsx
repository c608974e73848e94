import type { ResponseOf } from '@ebelediye/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '../../../lib/session';
import { Refusal, stubApi } from '../../../testing/api-stub';
import { appSettingFixture } from '../../../testing/app-setting-fixture';
import { memberInfo } from '../../../testing/contract-fixtures';
import { renderApp } from '../../../testing/render-app';
import EdevletLoginPage from '../edevlet-login-page';
import { authorizationAddress } from '../edevlet/authorization-address';

afterEach(() => vi.unstubAllGlobals());

const routes = [
  { path: '/e-devlet-girisi', element: <EdevletLoginPage /> },
  { path: '/anasayfa', element: <p>home page</p> },
];
const person = {
  sonucKodu: 'EDV09.000',
  sonucAciklamasi: 'İşlem başarılı.',
  kullaniciBilgileri: { kimlikNo: '10000000146', ad: 'AHMET', soyad: 'YILMAZ' },
  loginHandle: 'login-handle-0123456789',
};
const registry: ResponseOf<'GetFilteredRegistries'>[number] = {
  Oid: 7,
  registryType: 'G',
  nationalId: '10000000146',
  taxNumber: null,
  nameOrTitle: 'AHMET',
  surname: 'YILMAZ',
  isOwn: true,
  hasMembership: true,
};

describe('e-Devlet login', () => {
  it('builds the authorization address with code, client, state, scope and the redirect address', () => {
    const address = new URL(authorizationAddress(appSettingFixture, 'https://belediye.example', 'abc123'));
    expect(address.origin + address.pathname).toBe('https://belediye.example/sim/edevlet/AuthorizationController');
    expect(Object.fromEntries(address.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'demo-antakya-client',
      state: 'abc123',
      scope: 'Kimlik-Dogrula',
      redirect_uri: 'https://belediye.example/e-devlet-girisi',
    });
  });

  it('refuses an answer whose state is not the one this tab sent', async () => {
    session.setEdevletState('expected');
    const calls = stubApi({});
    renderApp(routes, '/e-devlet-girisi?code=c0de&state=forged');
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('E-devlet girişi başarısız');
    expect(calls).toEqual([]);
  });

  it('runs the steps in order and signs in as the own registry', async () => {
    session.setEdevletState('s1');
    const calls = stubApi({
      LoginViaEDevlet: () => 'person-handle-0123456789',
      GetPersonInfoViaEDevlet: () => person,
      GetFilteredRegistries: () => [{ ...registry, Oid: 9, isOwn: false }, registry],
      SaveEDevletLogin: () => ({ AccessToken: 'a', RefreshToken: 'r' }),
      GetUserOfEMunicipality: () => memberInfo({ registryOid: 7 }),
    });
    renderApp(routes, '/e-devlet-girisi?code=c0de&state=s1');
    expect(await screen.findByText('e-Devlet girişiniz tamamlanıyor...')).toBeInTheDocument();
    await vi.waitFor(() => expect(session.isEdevletLogin()).toBe(true));
    expect(calls.map((c) => c.name)).toEqual(['LoginViaEDevlet', 'GetPersonInfoViaEDevlet', 'GetFilteredRegistries', 'SaveEDevletLogin', 'GetUserOfEMunicipality']);
    expect(calls[0]!.body).toMatchObject({ code: 'c0de', edevlet_url: `${window.location.origin}/e-devlet-girisi` });
    expect(calls[2]!.body).toMatchObject({ filter: '10000000146', registryType: '', token: 'login-handle-0123456789' });
    expect(calls[3]!.body).toMatchObject({ token: 'login-handle-0123456789', registryOid: 7 });
    expect(session.accessToken()).toBe('a');
  });

  it('without a registry shows the toast and goes home', async () => {
    session.setEdevletState('s2');
    stubApi({ LoginViaEDevlet: () => 'person-handle-0123456789', GetPersonInfoViaEDevlet: () => person, GetFilteredRegistries: () => [] });
    renderApp(routes, '/e-devlet-girisi?code=c0de&state=s2');
    expect(await screen.findByText('home page')).toBeInTheDocument();
    expect(await screen.findByText('Sicil bilgisi bulunamadı.')).toBeInTheDocument();
    expect(session.accessToken()).toBeNull();
  });

  it.each([
    [
      'an invalid handle',
      { LoginViaEDevlet: () => 'person-handle-0123456789', GetPersonInfoViaEDevlet: () => new Refusal(422, 'EDEVLET_INVALID_TOKEN', 'x') },
      'Geçersiz token, E-devlet girişi başarısız',
    ],
    [
      'a refused person lookup',
      { LoginViaEDevlet: () => 'person-handle-0123456789', GetPersonInfoViaEDevlet: () => ({ ...person, sonucKodu: 'EDV09.003', kullaniciBilgileri: null, loginHandle: null }) },
      'E-devlet girişi başarısız',
    ],
    ['a refused code', { LoginViaEDevlet: () => new Refusal(422, 'EDEVLET_FAILED', 'x') }, 'E-devlet girişi başarısız'],
  ])('%s ends with the alert', async (_case, handlers, message) => {
    session.setEdevletState('s3');
    stubApi(handlers);
    renderApp(routes, '/e-devlet-girisi?code=c0de&state=s3');
    expect(await screen.findByRole('alertdialog')).toHaveTextContent(message);
  });
});
