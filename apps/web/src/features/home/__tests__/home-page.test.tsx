import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Refusal, stubApi } from '../../../testing/api-stub';
import { appSettingFixture } from '../../../testing/app-setting-fixture';
import { menuFixture } from '../../../testing/menu-fixture';
import { renderApp } from '../../../testing/render-app';
import { signInAs } from '../../../testing/signed-in';
import HomePage from '../home-page';

afterEach(() => vi.unstubAllGlobals());
const routes = [{ path: '/anasayfa', element: <HomePage /> }];

describe('/anasayfa', () => {
  it('welcomes the visitor in the municipality’s name and shows its mayor from the configuration', async () => {
    stubApi({ RetrieveMenusWithoutAuthorization: () => menuFixture });
    renderApp(routes, '/anasayfa', { ...appSettingFixture, MunicipalityName: 'Defne Belediyesi', MayorName: 'Ayşe Örnek' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Defne Belediyesi e-Belediye’ye hoş geldiniz' })).toBeInTheDocument();
    const mayor = screen.getByRole('region', { name: 'Belediye Başkanımız' });
    expect(within(mayor).getByRole('img', { name: 'Ayşe Örnek' })).toHaveAttribute('src', '/mayor.svg');
    expect(within(mayor).getByRole('link', { name: /Başkanımız hakkında/ })).toHaveAttribute('href', 'https://www.antakya.bel.tr/baskan');
  });

  it('puts the seal in the mayor’s place when no photo is configured', async () => {
    stubApi({ RetrieveMenusWithoutAuthorization: () => menuFixture });
    renderApp(routes, '/anasayfa', { ...appSettingFixture, MayorPhotosUrl: '' });
    const mayor = await screen.findByRole('region', { name: 'Belediye Başkanımız' });
    expect(within(mayor).queryByRole('img', { name: appSettingFixture.MayorName })).not.toBeInTheDocument();
    expect(within(mayor).getByTestId('mayor-seal')).toHaveAttribute('src', '/seal.svg');
  });

  it('turns the menu the server gives into service tiles and one card per group, without a tile for home itself', async () => {
    stubApi({ RetrieveMenusWithoutAuthorization: () => menuFixture });
    renderApp(routes, '/anasayfa');
    const tiles = await screen.findByRole('list', { name: 'Sık kullanılan hizmetler' });
    expect(
      within(tiles)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Hızlı Ödeme', 'Belediye Web Sitesi (yeni sekmede açılır)']);
    expect(within(tiles).getByRole('link', { name: 'Hızlı Ödeme' })).toHaveAttribute('href', '/FastPayment');
    expect(within(tiles).getByRole('link', { name: /Belediye Web Sitesi/ })).toHaveAttribute('target', '_blank');
    const group = screen.getByRole('region', { name: 'Vergi Tabloları' });
    expect(within(group).getByRole('link', { name: 'Aşınma Payları' })).toHaveAttribute('href', '/EstateAbrasionShare');
  });

  it('shows a signed-in member the services of their own menu', async () => {
    signInAs();
    const calls = stubApi({ RetrieveMenusForMember: () => [...menuFixture, { name: 'Borç Sorgulama', path: '/DebtQuestioning', type: 'default' }] });
    renderApp(routes, '/anasayfa');
    expect(await screen.findByRole('link', { name: 'Borç Sorgulama' })).toHaveAttribute('href', '/DebtQuestioning');
    expect(calls.map((c) => c.name)).toEqual(['RetrieveMenusForMember']);
  });

  it('says the services could not be loaded when the menu fails', async () => {
    stubApi({ RetrieveMenusWithoutAuthorization: () => new Refusal(503, 'SERVICE_UNAVAILABLE', 'Hizmet geçici olarak kullanılamıyor.') });
    renderApp(routes, '/anasayfa');
    expect(await screen.findByText('Hizmet listesi şu anda yüklenemedi.')).toBeInTheDocument();
  });
});
