import type { Page } from '@playwright/test';
import { demo, signInAs } from '../identity/identity-pages';
import { payOnBank } from '../payment/payment-pages';
import { expectPageToBeAccessible } from '../support/expect-accessible';
import { expect, test } from '../support/fixtures';
import { shot } from './water-pages';

/**
 * Paying water bills from /WaterDebts. A payment cannot be undone, so each test pays a bill
 * no other spec reads: on the desktop the oldest bill of ASİ GIDA's subscription 1000005,
 * which AHMET pays as the company's representative; at phone width the oldest bill of
 * FATMA's 1000004. No other spec uses these two subscriptions (the others read 1000001–
 * 1000003 and 1000006).
 */
async function payOldestBill(page: Page, subscriberNo: string) {
  await page.goto('/WaterDebts');
  await expect(page.getByRole('heading', { level: 1, name: 'Su Borçlarım' })).toBeVisible();
  const subscription = page.getByRole('region', { name: `Abone no ${subscriberNo}` });
  const oldest = subscription.getByRole('table', { name: 'Ödenmemiş borçlar' }).getByTestId('water-debt').first();
  await expect(oldest).toBeVisible();
  const period = ((await oldest.getByRole('cell').nth(1).textContent()) ?? '').trim();
  const amount = ((await oldest.getByRole('cell').nth(3).textContent()) ?? '').trim();
  expect(period).toMatch(/^\d{4}\/\d{2}$/);
  await oldest.getByRole('checkbox', { name: `${period} Kullanım borcunu seç` }).check();
  await expect(subscription.getByText('Seçilen 1 borç')).toBeVisible();
  await expect(subscription.getByTestId('selected-total')).toContainText(amount);
  await expectPageToBeAccessible(page);
  await shot(page, 'water-payment-chosen');

  await subscription.getByRole('button', { name: 'Öde', exact: true }).click();
  await expect(page).toHaveURL(/\/ziraat-banka$/);
  await expect(page.getByRole('table', { name: 'Ödenecek borçlar' }).getByRole('row')).toHaveCount(2);
  await expect(page.getByTestId('payment-total')).toContainText(amount);
  await page.getByRole('button', { name: 'Banka Ödeme Sayfasına Git' }).click();
  await payOnBank(page, { hosted: true });
  await expect(page.getByRole('heading', { level: 1, name: 'Ödemeniz alındı' })).toBeVisible();
  const receiptNo = ((await page.locator('dt', { hasText: 'Makbuz numarası' }).locator('xpath=following-sibling::dd[1]').textContent()) ?? '').trim();
  expect(receiptNo).toMatch(/^\d{4}-\d{8}$/);
  await expectPageToBeAccessible(page);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Makbuzu İndir (PDF)' }).click();
  expect((await download).suggestedFilename()).toBe(`makbuz-${receiptNo}.pdf`);

  // Back on the water screen the bill is no longer owed; it is a past payment with that receipt.
  await page.getByRole('link', { name: 'Borç Ekranına Dön' }).click();
  await expect(page).toHaveURL(/\/WaterDebts$/);
  await expect(subscription.getByRole('table', { name: 'Geçmiş ödemeler' }).getByRole('row').filter({ hasText: receiptNo })).toContainText(period);
  await expect(subscription.getByRole('checkbox', { name: `${period} Kullanım borcunu seç` })).toHaveCount(0);
  await expectPageToBeAccessible(page);
  await shot(page, 'water-payment-paid');
}

// Pays these demo accounts' debts or reads their totals: no other file's test may pay them meanwhile.
test.use({ moneyOf: ['ahmet', 'fatma'] });

test.describe('paying water debts', () => {
  test('a member pays the oldest water bill of a company they represent by card, and sees it paid with its receipt', async ({ page }) => {
    test.setTimeout(180_000);
    await signInAs(page, demo.ahmet);
    await payOldestBill(page, '1000005');
  });

  test('a member pays a water bill at phone width @phone', async ({ page }) => {
    test.setTimeout(180_000);
    await signInAs(page, demo.fatma);
    await payOldestBill(page, '1000004');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
