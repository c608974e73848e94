import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appSettingFixture } from '../../../testing/app-setting-fixture';
import { renderApp } from '../../../testing/render-app';
import { Footer } from '../footer';

const kilis = {
  ...appSettingFixture,
  MunicipalityName: 'Kilis Belediyesi',
  MunicipalityWebsiteUrl: 'https://www.kilis.bel.tr',
  contact: { address: 'Demo Hizmet Binası, Atatürk Caddesi No: 1, Merkez / KİLİS', phone: '0348 000 00 00', email: 'e-belediye@kilis.bel.tr', kepAddress: 'kilis@hs01.kep.tr' },
};

describe('the footer', () => {
  it("gives the municipality's own name, address, phone, e-mail and site from its file", async () => {
    renderApp([{ path: '/', element: <Footer /> }], '/', kilis);
    const footer = await screen.findByRole('contentinfo');
    expect(within(footer).getByText(/© \d{4} Kilis Belediyesi\./)).toBeInTheDocument();
    expect(within(footer).getByText(/Atatürk Caddesi No: 1, Merkez \/ KİLİS/)).toBeInTheDocument();
    expect(within(footer).getByRole('link', { name: '0348 000 00 00' })).toHaveAttribute('href', 'tel:03480000000');
    expect(within(footer).getByRole('link', { name: 'e-belediye@kilis.bel.tr' })).toHaveAttribute('href', 'mailto:e-belediye@kilis.bel.tr');
    expect(within(footer).getByRole('link', { name: 'www.kilis.bel.tr' })).toHaveAttribute('href', 'https://www.kilis.bel.tr');
    expect(footer.textContent).not.toMatch(/Antakya|HATAY/);
  });
});
