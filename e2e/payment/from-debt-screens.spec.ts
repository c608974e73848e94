import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { proveFastPayment } from '../debts/debt-pages';
import { demo, signInAs } from '../identity/identity-pages';
import { expectPageToBeAccessible } from '../support/expect-accessible';
import { expect, test } from '../support/fixtures';
import { readPdf } from '../support/pdf-text';
import { payOnBank } from './payment-pages';

/** Chooses the oldest open line of the shown tab and pays it through the active bank's window (Ziraat, 0010). */
async function payOldestLine(page: Page): Promise<string> {
  const line = page.getByTestId('debt-line').first();
  const choose = line.getByRole('checkbox');
  const name = (await choose.getAttribute('aria-label')) ?? '';
  expect(name).toMatch(/satırını seç$/);
  await choose.check();
  await expect(page.getByText('Seçilen 1 borç')).toBeVisible();
  await page.getByRole('button', { name: 'Öde', exact: true }).click();
  await expect(page).toHaveURL(/\/ziraat-banka$/);
  await expect(page.getByRole('table', { name: 'Ödenecek borçlar' }).getByRole('row')).toHaveCount(2);
  await page.getByRole('button', { name: 'Banka Ödeme Sayfasına Git' }).click();
  await payOnBank(page, { hosted: true });
  await expect(page.getByRole('heading', { level: 1, name: 'Ödemeniz alındı' })).toBeVisible();
  await expectPageToBeAccessible(page);
  return name;
}

// Pays these demo accounts' debts or reads their totals: no other file's test may pay them meanwhile.
test.use({ moneyOf: ['ahmet'] });

test.describe('paying from the debt screens', () => {
  test('a member chooses a debt in debt questioning, pays it by card and no longer owes it', async ({ page }) => {
    test.setTimeout(180_000);
    await signInAs(page, demo.ahmet);
    await page.goto('/DebtQuestioning');
    await page.getByRole('tab', { name: /Emlak Vergisi/ }).click();
    const paid = await payOldestLine(page);

    await page.goto('/DebtQuestioning');
    await page.getByRole('tab', { name: /Emlak Vergisi/ }).click();
    await expect(page.getByTestId('debt-line').first()).toBeVisible();
    await expect(page.getByRole('checkbox', { name: paid })).toHaveCount(0);
  });

  test('fast payment: after the SMS code a visitor without an account pays a debt', async ({ page, request }) => {
    test.setTimeout(180_000);
    await proveFastPayment(page, request, demo.ahmet);
    await payOldestLine(page);
    // The receipt of a payment without an account is offered too, naming the payer who proved themselves by SMS.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Makbuzu İndir (PDF)' }).click();
    expect((await download).suggestedFilename()).toMatch(/^makbuz-.*\.pdf$/);
    const receipt = await readPdf(readFileSync((await (await download).path())!));
    expect(receipt.text).toContain('AHMET YILMAZ');
    expect(receipt.text).toContain('T.C. HATAY');
    expect(receipt.text).toMatch(/\d,\d{2} ₺/);
    expect(receipt.text).toContain('Türk Lirası');
    expect(receipt.embedsFonts).toBe(true);
    // Its QR code opens the public check with the code filled in, which shows the same receipt.
    const receiptNo = /Makbuz No (\S+)/.exec(receipt.text)![1]!;
    expect(receipt.links).toHaveLength(1);
    const check = new URL(receipt.links[0]!);
    expect(check.pathname).toBe('/ReceiptVerification');
    await page.goto(`${check.pathname}${check.search}`);
    await expect(page.getByText('Makbuz geçerlidir')).toBeVisible();
    await expect(page.getByRole('status')).toContainText(receiptNo);
  });
});
