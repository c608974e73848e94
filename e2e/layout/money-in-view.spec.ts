import { demo, signInAs } from '../identity/identity-pages';
import { expect, test } from '../support/fixtures';
import { expectMoneyInView } from './money-in-view';

// Issue 22 bar: on every page with a money table, at 390 px, each amount is in view and nothing covers it.
test.describe('money in view', () => {
  for (const path of ['/EstateConstructionCost', '/AdvertisingTaxAnnualGroupTariff', '/EstateStreetValuation', '/ECTAnnualPrice']) {
    test(`${path}: every amount fits a phone @phone`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/₺/).first()).toBeVisible();
      await expectMoneyInView(page, { minAmounts: 10 });
    });
  }

  test.describe(() => {
    // Reads AHMET's debts and selects the first: no other file's test may pay them meanwhile.
    test.use({ moneyOf: ['ahmet'] });

    test('debts, restructuring and the selection total fit a phone, with the total and Öde in reach @phone', async ({ page }) => {
      await signInAs(page, demo.ahmet);
      await page.goto('/DebtQuestioning');
      await expect(page.getByText(/₺/).first()).toBeVisible();
      await expectMoneyInView(page);
      await page
        .getByRole('checkbox', { name: /satırını seç$/ })
        .first()
        .check();
      // The total and the pay button stay on screen wherever the list is scrolled.
      for (const at of [0, 0.5, 1]) {
        await page.evaluate((f) => window.scrollTo(0, document.documentElement.scrollHeight * f), at);
        const box = (await page.getByTestId('pay-bar').boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(844 + 1);
        expect(box.y).toBeGreaterThanOrEqual(0);
      }
      await page.goto('/DebtRestructuring');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByText(/₺/).first()).toBeVisible();
      await expectMoneyInView(page);
    });
  });

  test('an employee sees enforcement and payslip amounts on a phone @phone', async ({ page }) => {
    await signInAs(page, demo.fatma);
    for (const path of ['/icra-bilgileri', '/maas-bordrosu']) {
      await page.goto(path);
      await expect(page.getByText(/₺/).first()).toBeVisible();
      await expectMoneyInView(page, { minAmounts: 3 });
    }
  });

  for (const width of [1280, 1366]) {
    test(`the enforcement table shows its last column at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await signInAs(page, demo.fatma);
      await page.goto('/icra-bilgileri');
      await expect(page.getByRole('table', { name: 'İcra Dosyaları' })).toBeVisible();
      await expectMoneyInView(page, { minAmounts: 3 });
    });
  }
});
