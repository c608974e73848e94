import { proveFastPayment } from '../debts/debt-pages';
import { demo, signInAs } from '../identity/identity-pages';
import { fillBasket, openDebtOids, registryOidOf } from '../payment/payment-pages';
import { expect, test } from '../support/fixtures';
import { shot } from '../water/water-pages';
import { expectMoneyInView, narrowViewports } from './money-in-view';

// On every page with a money table, at 390 px, each amount is in view and nothing covers it.
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

  // The citizen's money screens at a phone's width and at 200 % zoom: no ₺ column is cut or scrolled out of its table.
  for (const viewport of narrowViewports) {
    test.describe(`at ${viewport.width} px (${viewport.name})`, () => {
      test.use({ viewport: { width: viewport.width, height: viewport.height }, moneyOf: ['ahmet', 'zeynep'] });

      test('debt questioning and the payment summary keep every amount in view', async ({ page }) => {
        await signInAs(page, demo.ahmet);
        await page.goto('/DebtQuestioning');
        await expect(page.getByText(/₺/).first()).toBeVisible();
        await expectMoneyInView(page);
        const registryOid = await registryOidOf(page);
        await fillBasket(page, registryOid, await openDebtOids(page, registryOid, 2));
        await page.goto('/ziraat-banka');
        await expect(page.getByTestId('payment-total')).toBeVisible();
        await expectMoneyInView(page);
        await shot(page, `money-summary-${viewport.width}`);
      });

      test('water debts keep every amount in view', async ({ page }) => {
        await signInAs(page, demo.zeynep);
        await page.goto('/WaterDebts');
        await expect(page.getByRole('heading', { level: 1, name: 'Su Borçlarım' })).toBeVisible();
        await expect(page.getByText(/₺/).first()).toBeVisible();
        await expectMoneyInView(page);
        await shot(page, `money-water-debts-${viewport.width}`);
      });

      test('fast payment keeps every amount in view', async ({ page, request }) => {
        await proveFastPayment(page, request, demo.ahmet);
        await expectMoneyInView(page);
        await shot(page, `money-fast-payment-${viewport.width}`);
      });

      test('the restructuring plan keeps every amount in view', async ({ page }) => {
        await signInAs(page, demo.ahmet);
        await page.goto('/DebtRestructuring');
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.getByText(/₺/).first()).toBeVisible();
        await expectMoneyInView(page);
      });
    });
  }
});
