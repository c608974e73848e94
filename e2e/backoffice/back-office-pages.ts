import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signInScreen } from '../identity/identity-pages';
import { expectPageToBeAccessible } from '../support/expect-accessible';
import { screenshot } from '../support/screenshots';

/** HATİCE ÇELİK's meter, seeded for the refund journey (apps/server/src/seed/water-refund-demo.ts). */
export const refundDemo = { subscriberNo: '1000090', gsm: '5441234567', owner: 'Hatice Çelik', iban: 'TR330006100519786457841326' };

/** Screenshots for looking at the screens, only when asked (E2E_SCREENSHOTS=dir). */
export const shot = (page: Page, name: string) => screenshot(page, `backoffice-${name}`);

/** The SMS simulator's inbox of a phone, newest first. */
export async function inbox(request: APIRequestContext, gsm: string): Promise<string[]> {
  return ((await (await request.get(`/sim/sms?gsm=${gsm}&format=json`)).json()) as { body: string }[]).map((m) => m.body);
}

export async function latestCode(request: APIRequestContext, gsm: string): Promise<string> {
  const code = (await inbox(request, gsm)).map((body) => /kodunuz: (\d+)/.exec(body)?.[1]).find(Boolean);
  if (!code) throw new Error('no code in the inbox');
  return code;
}

/** Signs in on the citizen sign-in screen, then opens the back office. */
export async function signInToBackOffice(page: Page, person: { id: string; name: string }, password = 'Demo.1234') {
  await page.goto('/session/signin');
  await signInScreen(page).signIn(person.id, password);
  // Signed in, the app goes home or back to the address that wanted a sign-in.
  await expect(page).not.toHaveURL(/\/session\/signin/);
  await page.goto('/yonetim');
  await expect(page.getByRole('heading', { level: 1, name: 'Bekleyen İşler' })).toBeVisible();
  await expect(page.getByRole('banner')).toContainText(person.name);
}

export async function signOut(page: Page) {
  await page.getByRole('button', { name: 'Çıkış' }).click();
  await expect(page).toHaveURL(/\/anasayfa$/);
  // The next clerk starts from a browser that holds nothing of the last one's session.
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}

/** Opens a queue from the menu (on a phone, through the menu button) and finds an item by its tracking number. */
export async function openFromQueue(page: Page, menu: string, trackingNumber: string) {
  const toggle = page.getByRole('button', { name: 'Menüyü aç/kapat' });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: menu }).click();
  await expect(page.getByRole('heading', { level: 1, name: menu })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Ara' }).fill(trackingNumber);
  await page.getByRole('button', { name: 'Ara', exact: true }).click();
  const link = page.getByRole('link', { name: trackingNumber });
  await expect(link).toHaveCount(1);
  await expectPageToBeAccessible(page);
  await link.click();
}

/** Presses an action; given fields, it asks for them in a dialog: they are filled and saved. */
export async function act(page: Page, action: string, fields?: Record<string, string>) {
  await page.getByRole('button', { name: action, exact: true }).click();
  if (fields) {
    const dialog = page.getByRole('dialog', { name: action });
    for (const [label, value] of Object.entries(fields)) await dialog.getByRole('textbox', { name: label }).fill(value);
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(dialog).toHaveCount(0);
  }
  await expect(page.getByRole('status').filter({ hasText: 'İşlem kaydedildi.' })).toBeVisible();
}
