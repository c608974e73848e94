import type { Page } from '@playwright/test';
import { demo, signInScreen } from '../identity/identity-pages';
import { expect, test } from '../support/fixtures';

/** What `#root` held when the page was parsed, before the app started. */
async function rootAsParsed(page: Page) {
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root')!;
      const heading = root.querySelector('h1');
      // An expando survives the app's render only if the app draws over this very element.
      if (heading) (heading as HTMLElement & { sentInPage?: boolean }).sentInPage = true;
      (window as Window & { rootAsParsed?: unknown }).rootAsParsed = {
        elements: root.querySelectorAll('*').length,
        inert: root.hasAttribute('inert'),
        heading: heading?.textContent ?? null,
      };
    });
  });
  return () => page.evaluate(() => (window as Window & { rootAsParsed?: { elements: number; inert: boolean; heading: string | null } }).rootAsParsed!);
}

/** Every console error of the page; React's hydration reports a mismatch there (app/first-screen/show-app.tsx). */
function consoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

const sentHeading = (page: Page) => page.evaluate(() => (document.querySelector('h1') as (HTMLElement & { sentInPage?: boolean }) | null)?.sentInPage ?? false);

test.describe('first screens sent in the page @phone', () => {
  test('sign-in comes drawn in the page, the app draws over the same elements, and the member signs in', async ({ page }) => {
    const parsed = await rootAsParsed(page);
    await page.goto('/session/signin');
    expect(await parsed()).toMatchObject({ inert: true, heading: 'E-Belediye Sistemine Giriş' });
    expect((await parsed()).elements).toBeGreaterThan(20);

    const screen = signInScreen(page);
    // As in the app's own render, the ID number field has the focus once the screen can be used.
    await expect(screen.nationalId).toBeFocused();
    await screen.signIn(demo.zeynep.id, demo.password);
    await expect(page).toHaveURL(/\/anasayfa$/);
    await expect(page.getByRole('button', { name: `Hesap menüsü: ${demo.zeynep.name}` })).toBeVisible();
  });

  for (const address of ['/anasayfa', '/session/signin', '/FastPayment']) {
    test(`${address} is hydrated: React adopts the sent elements without a mismatch, and no inline-style class is left`, async ({ page }) => {
      const errors = consoleErrors(page);
      await rootAsParsed(page);
      await page.goto(address);
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      expect(await sentHeading(page)).toBe(true);
      expect(await page.evaluate(() => Array.from(document.querySelectorAll('#root *')).filter((e) => Array.from(e.classList).some((c) => /^fs-\d+$/.test(c))).length)).toBe(0);
      expect(errors).toEqual([]);
    });
  }

  test('the app keeps the elements it was sent: the heading is the one parsed, and the root becomes usable', async ({ page }) => {
    await rootAsParsed(page);
    await page.goto('/FastPayment');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByRole('heading', { level: 1, name: 'Hızlı Ödeme' })).toBeVisible();
    expect(await sentHeading(page)).toBe(true);
  });

  test('a signed-in member gets the app’s own first screen, never the signed-out one', async ({ page }) => {
    await page.goto('/session/signin');
    await signInScreen(page).signIn(demo.zeynep.id, demo.password);
    await expect(page).toHaveURL(/\/anasayfa$/);
    const parsed = await rootAsParsed(page);
    await page.reload();
    expect(await parsed()).toEqual({ elements: 0, inert: false, heading: null });
    await expect(page.getByRole('button', { name: `Hesap menüsü: ${demo.zeynep.name}` })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Giriş Yap' })).toHaveCount(0);
  });

  test('without JavaScript the screen can be read, and its form sends nothing', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto('/session/signin');
    await expect(page.getByText('E-Belediye Sistemine Giriş')).toBeVisible();
    await expect(page.locator('#root')).toHaveAttribute('inert');
    // Inert: a click on 'Giriş Yap' does not reach the form, so no password can go out in an address.
    await page.locator('#signin-password').click({ force: true });
    await page.keyboard.type(demo.password);
    await page.keyboard.press('Enter');
    await page.getByText('Giriş Yap', { exact: true }).click({ force: true });
    await expect(page).toHaveURL(/\/session\/signin$/);
    expect(await page.locator('#signin-password').inputValue()).toBe('');
    await context.close();
  });
});

test.describe('first screens on a wide screen', () => {
  test('a desktop visitor gets the app’s own first render, with the side menu', async ({ page }) => {
    const parsed = await rootAsParsed(page);
    await page.goto('/FastPayment');
    expect(await parsed()).toEqual({ elements: 0, inert: false, heading: null });
    await expect(page.getByRole('heading', { level: 1, name: 'Hızlı Ödeme' })).toBeVisible();
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-mode', 'full');
  });
});
