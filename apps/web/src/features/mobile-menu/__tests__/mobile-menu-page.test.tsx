import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Refusal, stubApi } from '../../../testing/api-stub';
import { menuFixture } from '../../../testing/menu-fixture';
import { renderApp } from '../../../testing/render-app';
import MobileMenuPage from '../mobile-menu-page';

afterEach(() => vi.unstubAllGlobals());
const routes = [{ path: '/mobil-menu', element: <MobileMenuPage /> }];

describe('/mobil-menu', () => {
  it('lists the whole menu with its labels and groups, and marks the outside links', async () => {
    stubApi({ RetrieveMenusWithoutAuthorization: () => menuFixture });
    renderApp(routes, '/mobil-menu');
    const nav = await screen.findByRole('navigation', { name: 'Tüm Hizmetler' });
    expect(within(nav).getByRole('link', { name: 'Anasayfa' })).toHaveAttribute('href', '/anasayfa');
    expect(within(nav).getByText('Sorgulamalar')).toBeInTheDocument();
    expect(within(nav).getByText('Vergi Tabloları')).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: /Aşınma Payları/ })).toHaveAttribute('href', '/EstateAbrasionShare');
    const outside = within(nav).getByRole('link', { name: /Belediye Web Sitesi/ });
    expect(outside).toHaveAttribute('target', '_blank');
    expect(outside).toHaveTextContent('(yeni sekmede açılır)');
  });

  it('says the menu could not be loaded', async () => {
    stubApi({ RetrieveMenusWithoutAuthorization: () => new Refusal(503, 'SERVICE_UNAVAILABLE', 'Hizmet geçici olarak kullanılamıyor.') });
    renderApp(routes, '/mobil-menu');
    expect(await screen.findByText('Menü yüklenemedi.')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });
});
