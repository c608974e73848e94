import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../testing/render-app';
import NotFoundPage from '../not-found-page';

const routes = [
  { path: '/session/404', element: <NotFoundPage /> },
  { path: '/anasayfa', element: <p>Anasayfa içeriği</p> },
];

describe('/session/404', () => {
  it('says the page was not found and leads back home', async () => {
    const { router } = renderApp(routes, '/session/404');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sayfa bulunamadı' })).toBeInTheDocument();
    expect(document.title).toContain('Sayfa bulunamadı');
    await userEvent.click(screen.getByRole('link', { name: 'Anasayfaya Dön' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/anasayfa'));
    expect(screen.getByText('Anasayfa içeriği')).toBeInTheDocument();
  });
});
