import { expect, type Page } from '@playwright/test';
import { payOnBank } from '../payment/payment-pages';
import { expectPageToBeAccessible } from '../support/expect-accessible';

/** A one-pixel PNG: a real image the server's content check accepts. */
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

/** Screenshots for looking at the screens, only when asked (E2E_SCREENSHOTS=dir). */
export async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/water-applications-${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

/** Opens the type's form from its rules card. */
export async function startApplication(page: Page, typeName: string) {
  await page.goto('/WaterApplications');
  await expect(page.getByRole('heading', { level: 1, name: 'Su Abonelik Başvuruları' })).toBeVisible();
  const card = page.getByRole('article', { name: typeName });
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Başvur' }).click();
  await expect(page.getByRole('heading', { level: 2, name: `${typeName} başvurusu` })).toBeVisible();
}

export async function attach(page: Page, kind: string, fileName: string) {
  await page.getByTestId(`document-${kind}`).setInputFiles({ name: fileName, mimeType: 'image/png', buffer: png });
  await expect(page.getByText(fileName)).toBeVisible();
}

/** Files the form and answers the tracking number it shows. */
export async function submitApplication(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Başvuruyu gönder' }).click();
  const filed = page.getByTestId('water-filed');
  await expect(filed).toBeVisible();
  return /SB-[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}/.exec((await filed.textContent()) ?? '')![0];
}

export const applicationCard = (page: Page, trackingNumber: string) => page.getByTestId('water-application').filter({ hasText: trackingNumber });

/** Pays an application's fees on the bank simulator and comes back to the applications page. */
export async function payFees(page: Page, trackingNumber: string, amount: string) {
  const card = applicationCard(page, trackingNumber);
  await card.getByRole('button', { name: `${amount} öde` }).click();
  await expect(page).toHaveURL(/\/ziraat-banka$/);
  await expect(page.getByTestId('payment-total')).toContainText(amount);
  await page.getByRole('button', { name: 'Banka Ödeme Sayfasına Git' }).click();
  await payOnBank(page, { hosted: true });
  await expect(page.getByRole('heading', { level: 1, name: 'Ödemeniz alındı' })).toBeVisible();
  await page.getByRole('link', { name: 'Borç Ekranına Dön' }).click();
  await expect(page).toHaveURL(/\/WaterApplications$/);
  await expect(applicationCard(page, trackingNumber).getByTestId('water-application-status')).toHaveText('Başvuru alındı');
  await expectPageToBeAccessible(page);
}

/** A back-office action whose dialog asks for text and number fields. */
export async function actWithFields(page: Page, action: string, fields: { textboxes?: Record<string, string>; numbers?: Record<string, string> }) {
  await page.getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: action });
  for (const [label, value] of Object.entries(fields.textboxes ?? {})) await dialog.getByRole('textbox', { name: label }).fill(value);
  for (const [label, value] of Object.entries(fields.numbers ?? {})) await dialog.getByRole('spinbutton', { name: label }).fill(value);
  await dialog.getByRole('button', { name: 'Kaydet' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('status').filter({ hasText: 'İşlem kaydedildi.' })).toBeVisible();
}

/** Signs the citizen out from the account menu, leaving the browser empty for the clerk who signs in next. */
export async function signOutCitizen(page: Page, name: string) {
  await page.getByRole('button', { name: `Hesap menüsü: ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Çıkış' }).click();
  await expect(page.getByRole('button', { name: `Hesap menüsü: ${name}` })).toHaveCount(0);
  await page.context().clearCookies();
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
}
