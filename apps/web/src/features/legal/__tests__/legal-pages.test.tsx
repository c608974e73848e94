import i18n from 'i18next';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { appSettingFixture } from '../../../testing/app-setting-fixture';
import { renderApp } from '../../../testing/render-app';
import AccessibilityStatementPage from '../accessibility-statement-page';
import PrivacyNoticePage from '../privacy-notice-page';

const routes = [
  { path: '/PrivacyNotice', element: <PrivacyNoticePage /> },
  { path: '/AccessibilityStatement', element: <AccessibilityStatementPage /> },
];
const defne = {
  ...appSettingFixture,
  MunicipalityName: 'Defne Belediyesi',
  MunicipalityWebsiteUrl: 'https://www.defne.bel.tr',
  dataController: { name: 'Defne Belediyesi', address: 'Hizmet Binası No: 1, Defne / HATAY', email: 'kvkk@defne.bel.tr', kepAddress: 'defnebelediyesi@hs01.kep.tr' },
};
afterEach(() => i18n.changeLanguage('tr'));

describe('legal texts', () => {
  it('names the configured municipality as the data controller and leads to the member’s own data and consents', async () => {
    renderApp(routes, '/PrivacyNotice', defne);
    const article = await screen.findByRole('article');
    expect(within(article).getByRole('heading', { level: 1, name: 'Kişisel Verilerin Korunması Aydınlatma Metni' })).toBeInTheDocument();
    expect(within(article).getAllByText('Defne Belediyesi', { exact: false })).not.toHaveLength(0);
    expect(within(article).getByRole('link', { name: 'www.defne.bel.tr' })).toHaveAttribute('href', 'https://www.defne.bel.tr');
    // Where a KVKK application goes: the controller's address, KEP address and e-mail from the municipality file.
    expect(within(article).getAllByText(/Hizmet Binası No: 1, Defne \/ HATAY/)).toHaveLength(2);
    expect(within(article).getAllByText(/defnebelediyesi@hs01\.kep\.tr/)).toHaveLength(2);
    expect(within(article).getByRole('link', { name: 'kvkk@defne.bel.tr' })).toHaveAttribute('href', 'mailto:kvkk@defne.bel.tr');
    expect(article.textContent).not.toMatch(/Antakya/);
    expect(within(article).getByRole('link', { name: 'Kişisel Verilerim' })).toHaveAttribute('href', '/MyPersonalData');
    expect(within(article).getByRole('link', { name: 'Bildirim Tercihlerim' })).toHaveAttribute('href', '/NotificationPreferences');
  });

  it('keeps the statement Turkish even when the portal is shown in English, and points to the complaints form', async () => {
    await i18n.changeLanguage('en');
    renderApp(routes, '/AccessibilityStatement', defne);
    const article = await screen.findByRole('article');
    expect(article).toHaveAttribute('lang', 'tr');
    expect(within(article).getByRole('heading', { level: 1, name: 'Erişilebilirlik Beyanı' })).toBeInTheDocument();
    expect(within(article).getByText(/Defne Belediyesi, e-Belediye portalının/)).toBeInTheDocument();
    expect(within(article).getByRole('link', { name: 'Şikayet ve Talepler' })).toHaveAttribute('href', '/ComplaintsAndRequests');
  });
});
