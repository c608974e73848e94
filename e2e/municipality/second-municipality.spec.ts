import type { Page } from '@playwright/test';
import { expectPageToBeAccessible } from '../support/expect-accessible';
import { expect, test } from '../support/fixtures';
import { startKilisPortal, type RunningPortal } from './second-municipality';

let kilis: RunningPortal;
test.beforeAll(async () => {
  kilis = await startKilisPortal();
});
test.afterAll(() => kilis?.stop());

/** Everything of the page a visitor can read or the browser shows: its text, its title, its icon, and its markup. */
async function seenOn(page: Page) {
  return { text: await page.locator('body').innerText(), title: await page.title(), html: await page.content() };
}

test.describe('a second municipality from its own file, on an empty data folder', () => {
  test('the home page is Kilis Belediyesi, with its seal, and never Antakya', async ({ page }) => {
    await page.goto(`${kilis.baseURL}/anasayfa`);
    const banner = page.getByRole('banner');
    await expect(banner.getByText('Kilis Belediyesi')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Kilis Belediyesi');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'www.kilis.bel.tr' })).toBeVisible();
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/municipality/seal.svg');
    const seal = page.getByTestId('mayor-seal');
    await expect(seal).toHaveAttribute('src', '/municipality/seal.svg');
    expect(await seal.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const seen = await seenOn(page);
    expect(seen.text).not.toMatch(/antakya|hatay/i);
    expect(seen.html).not.toMatch(/antakya|hatay/i);
    await expectPageToBeAccessible(page);
  });

  test('the sign-in page is Kilis Belediyesi and never Antakya', async ({ page }) => {
    await page.goto(`${kilis.baseURL}/session/signin`);
    await expect(page.getByRole('heading', { level: 1, name: 'E-Belediye Sistemine Giriş' })).toBeVisible();
    await expect(page.getByText('Kilis Belediyesi', { exact: false }).first()).toBeVisible();
    const seen = await seenOn(page);
    expect(seen.text).toContain('Kilis Belediyesi');
    expect(`${seen.title}\n${seen.text}\n${seen.html}`).not.toMatch(/antakya|hatay/i);
    await expectPageToBeAccessible(page);
  });

  test('the privacy notice names Kilis Belediyesi as the data controller', async ({ page }) => {
    await page.goto(`${kilis.baseURL}/PrivacyNotice`);
    const article = page.getByRole('article');
    await expect(article.getByRole('link', { name: 'kvkk@kilis.bel.tr' })).toHaveAttribute('href', 'mailto:kvkk@kilis.bel.tr');
    await expect(article).toContainText('veri sorumlusu sıfatıyla Kilis Belediyesi');
    expect((await seenOn(page)).text).not.toMatch(/antakya|hatay/i);
  });
});
