import type { Page } from '@playwright/test';
import { demo, signInAs } from '../identity/identity-pages';
import { payOnBank } from '../payment/payment-pages';
import { demoDay } from '../support/demo-dates';
import { expectPageToBeAccessible } from '../support/expect-accessible';
import { expect, test } from '../support/fixtures';

/**
 * One selection across the debt tabs, paid in one payment, and the delay-fine date that
 * refuses a past day and shows a later one as a what-if. A payment cannot be undone, so each
 * test pays lines no other spec reads: this year's first property-tax instalment of the
 * second estate (AHMET's plot, ZEYNEP's field; debts.spec.ts reads AHMET's building) and the
 * newest water bill of a subscription no other spec pays from (AHMET's 1000002, ZEYNEP's
 * 1000003; her 1000006 keeps its one bill for the contract cancellation).
 */

/** Screenshots for looking at the screens, only when asked (E2E_SCREENSHOTS=dir). */
async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

const istanbulToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
const shown = (iso: string) => `${iso.slice(8, 10)}.${iso.slice(5, 7)}.${iso.slice(0, 4)}`;
const daysAfter = (iso: string, days: number) => new Date(Date.parse(`${iso}T12:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

async function chooseAcrossTabs(page: Page, estate: 'Arsa' | 'Arazi', subscriberNo: string) {
  await page.goto('/DebtQuestioning');
  await expect(page.getByRole('heading', { level: 1, name: 'Borç Sorgulama ve Ödeme' })).toBeVisible();
  const payBar = page.getByTestId('pay-bar');
  await expect(payBar).toContainText('Seçili borç yok');

  await page.getByRole('tab', { name: /Emlak Vergisi/ }).click();
  const tax = page.getByRole('checkbox', { name: `Emlak Vergisi (${estate}) ${demoDay.year}/1 satırını seç` });
  await tax.check();
  await page.getByRole('tab', { name: /^Su/ }).click();
  const newest = page
    .getByTestId('debt-line')
    .filter({ hasText: `Abone No ${subscriberNo}` })
    .last();
  await expect(newest.getByTestId('debt-subscription')).toContainText(/Bostancık|Mah\./);
  const water = newest.getByRole('checkbox');
  const waterName = (await water.getAttribute('aria-label')) ?? '';
  await water.check();

  await expect(payBar).toContainText('Seçilen 2 borç');
  await expect(payBar.getByTestId('selected-per-tab')).toHaveText('Emlak Vergisi: 1, Su: 1');
  // Back in the first tab the first choice is still there.
  await page.getByRole('tab', { name: /Emlak Vergisi/ }).click();
  await expect(tax).toBeChecked();
  await expectPageToBeAccessible(page);
  await shot(page, 'debts-cross-tab');
  return { taxName: `Emlak Vergisi (${estate}) ${demoDay.year}/1 satırını seç`, waterName, subscription: `Abone No ${subscriberNo}` };
}

async function tryTheFineDate(page: Page) {
  const date = page.getByRole('textbox', { name: 'Gecikme zammı hesap tarihi' });
  const pay = page.getByRole('button', { name: 'Öde', exact: true });
  await date.fill('01.01.2020');
  await expect(page.getByText(/Bugünden önceki bir tarih seçilemez/)).toBeVisible();
  await expect(page.getByTestId('fine-date-forecast')).toHaveCount(0);

  const later = shown(daysAfter(istanbulToday(), 45));
  await date.fill(later);
  await expect(page.getByTestId('fine-date-forecast')).toContainText(`Tutarlar ${later} tarihine göre hesaplanmıştır`);
  await expect(pay).toBeDisabled();
  await expect(page.getByTestId('pay-bar')).toContainText('öngörüdür ve ödenemez');
  await expect(page.getByTestId('pay-bar')).toContainText('Seçilen 2 borç');
  await expectPageToBeAccessible(page);
  await shot(page, 'debts-forecast');

  await page.getByRole('button', { name: 'Bugünün tutarlarına dön' }).click();
  await expect(page.getByTestId('fine-date-forecast')).toHaveCount(0);
  await expect(date).toHaveValue(shown(istanbulToday()));
  await expect(pay).toBeEnabled();
}

async function payBoth(page: Page, names: { taxName: string; waterName: string; subscription: string }) {
  await page.getByRole('button', { name: 'Öde', exact: true }).click();
  await expect(page).toHaveURL(/\/ziraat-banka$/);
  const toPay = page.getByRole('table', { name: 'Ödenecek borçlar' });
  await expect(toPay.getByRole('row')).toHaveCount(3);
  await expect(toPay).toContainText('Emlak Vergisi');
  await expect(toPay).toContainText(names.subscription);
  await shot(page, 'debts-bank-summary');
  await page.getByRole('button', { name: 'Banka Ödeme Sayfasına Git' }).click();
  await payOnBank(page, { hosted: true });
  await expect(page.getByRole('heading', { level: 1, name: 'Ödemeniz alındı' })).toBeVisible();
  const paid = page.getByRole('table', { name: 'Ödemedeki borçlar' });
  await expect(paid.getByRole('row')).toHaveCount(3);
  await expect(paid).toContainText(names.subscription);
  await expectPageToBeAccessible(page);
  await shot(page, 'debts-paid');

  await page.goto('/DebtQuestioning');
  await page.getByRole('tab', { name: /Emlak Vergisi/ }).click();
  await expect(page.getByTestId('debt-line').first()).toBeVisible();
  await expect(page.getByRole('checkbox', { name: names.taxName })).toHaveCount(0);
  await page.getByRole('tab', { name: /^Su/ }).click();
  await expect(page.getByTestId('debt-line').first()).toBeVisible();
  await expect(page.getByRole('checkbox', { name: names.waterName })).toHaveCount(0);
}

// Pays these demo accounts' debts: no other file's test may pay them meanwhile.
test.use({ moneyOf: ['ahmet', 'zeynep'] });

test.describe('one selection across the debt tabs', () => {
  test('a member chooses a property tax and a water bill in two tabs, meets the date rules, and pays both at once', async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width: 1366, height: 900 });
    await signInAs(page, demo.ahmet);
    const names = await chooseAcrossTabs(page, 'Arsa', '1000002');
    await tryTheFineDate(page);
    await payBoth(page, names);
  });

  test('the same at phone width @phone', async ({ page }) => {
    test.setTimeout(240_000);
    await signInAs(page, demo.zeynep);
    const names = await chooseAcrossTabs(page, 'Arazi', '1000003');
    await tryTheFineDate(page);
    await payBoth(page, names);
  });
});
