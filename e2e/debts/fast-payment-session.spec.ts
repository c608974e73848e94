import type { APIRequestContext, Page } from '@playwright/test';
import { demo } from '../identity/identity-pages';
import { payOnBank } from '../payment/payment-pages';
import { expectPageToBeAccessible } from '../support/expect-accessible';
import { expect, test } from '../support/fixtures';
import { proveFastPayment } from './debt-pages';

// Opens a bank window (which locks the chosen debt) and then pays it: no other file may pay AHMET's debts meanwhile.
test.use({ moneyOf: ['ahmet'] });

const codesSentTo = async (request: APIRequestContext, gsm: string) => ((await (await request.get(`/sim/sms?gsm=${gsm}&format=json`)).json()) as unknown[]).length;

/** Screenshots for looking at the screens, only when asked (E2E_SCREENSHOTS=dir). */
async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

async function expectDebtsWithoutCode(page: Page) {
  await expect(page.getByTestId('debt-line').first()).toBeVisible();
  await expect(page.getByTestId('fast-holder')).toBeVisible();
  await expect(page.getByTestId('fast-valid-for')).toHaveText(/Doğrulamanız 1[45] dakika daha geçerlidir\./);
  await expect(page.getByRole('button', { name: 'Doğrulama Kodu Gönder' })).toHaveCount(0);
}

test.describe('fast payment keeps its verified session', () => {
  test('"Geri Dön" from the bank window and a reload keep the debts without a new SMS code, and the debt is then paid', async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    const before = await codesSentTo(request, demo.ahmet.gsm);
    await proveFastPayment(page, request, demo.ahmet);
    expect(await codesSentTo(request, demo.ahmet.gsm)).toBe(before + 1);
    // Nothing personal is kept on the device.
    expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('fastPayment')))).toEqual([]);

    const line = page.getByTestId('debt-line').first();
    await line.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Öde', exact: true }).click();
    await expect(page).toHaveURL(/\/ziraat-banka$/);
    await page.getByRole('link', { name: 'Geri Dön' }).click();
    await expect(page).toHaveURL(/\/FastPayment$/);
    await expectDebtsWithoutCode(page);

    await page.reload();
    await expectDebtsWithoutCode(page);
    await expectPageToBeAccessible(page);
    await shot(page, 'fast-payment-after-reload');
    expect(await codesSentTo(request, demo.ahmet.gsm)).toBe(before + 1);

    // The same verified session pays: the debt chosen before opens the same order and is collected.
    await page.getByTestId('debt-line').first().getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Öde', exact: true }).click();
    await expect(page).toHaveURL(/\/ziraat-banka$/);
    await page.getByRole('button', { name: 'Banka Ödeme Sayfasına Git' }).click();
    await payOnBank(page, { hosted: true });
    await expect(page.getByRole('heading', { level: 1, name: 'Ödemeniz alındı' })).toBeVisible();
  });

  test('on a phone, a reload keeps the verified debts @phone', async ({ page, request }) => {
    test.setTimeout(180_000);
    await proveFastPayment(page, request, demo.ahmet);
    await page.reload();
    await expectDebtsWithoutCode(page);
    await shot(page, 'fast-payment-after-reload');
  });
});
