import { demo, signInAs } from '../identity/identity-pages';
import { payOnBank } from '../payment/payment-pages';
import { expectPageToBeAccessible } from '../support/expect-accessible';
import { expect, test } from '../support/fixtures';
import { restructureForCompany } from './restructuring-pages';

/**
 * Paying a plan's instalment from the plan view. The plan restructures debts of ASİ GIDA
 * (4540536920), for which AHMET acts as representative: no other spec restructures or pays
 * that company's debts (profile.spec.ts only edits its contact details), and a plan and a
 * payment cannot be undone. Nine instalments, so the plan runs into 2028.
 */
// Pays these demo accounts' debts or reads their totals: no other file's test may pay them meanwhile.
test.use({ moneyOf: ['ahmet'] });

test.describe('paying restructuring instalments', () => {
  test('pays the next instalment from the plan by card, and the plan shows it paid', async ({ page }) => {
    test.setTimeout(180_000);
    await signInAs(page, demo.ahmet);
    const { applicationNo } = await restructureForCompany(page, 9);

    await page.goto('/DebtRestructuring');
    await page.getByRole('button', { name: `Aç ${applicationNo}` }).click();
    await expect(page.getByText('0 / 9 taksit ödendi')).toBeVisible();
    const schedule = page.getByRole('table', { name: 'Taksitler' });
    await expect(schedule.getByRole('checkbox', { name: '1. taksiti seç' })).toBeChecked();
    await expect(page.getByText('Seçilen 1 borç')).toBeVisible();
    // An instalment of 2028 brings every earlier one with it; dropping the second leaves the first.
    await schedule.getByRole('checkbox', { name: '7. taksiti seç' }).check();
    await expect(page.getByText('Seçilen 7 borç')).toBeVisible();
    await expect(page.getByText('Aynı tahakkukun önceki taksitleri de seçildi')).toBeVisible();
    await schedule.getByRole('checkbox', { name: '2. taksiti seç' }).uncheck();
    await expect(page.getByText('Seçilen 1 borç')).toBeVisible();
    const amount = ((await schedule.getByRole('row').nth(1).getByRole('cell').nth(3).textContent()) ?? '').trim();
    await expect(page.getByTestId('selected-total')).toContainText(amount);
    await expectPageToBeAccessible(page);

    await page.getByRole('button', { name: 'Öde', exact: true }).click();
    await expect(page).toHaveURL(/\/ziraat-banka$/);
    const lines = page.getByRole('table', { name: 'Ödenecek borçlar' });
    await expect(lines.getByRole('row')).toHaveCount(2);
    await expect(lines).toContainText(`Yapılandırma ${applicationNo} taksit 1/9`);
    await expect(page.getByTestId('payment-total')).toContainText(amount);
    await page.getByRole('button', { name: 'Banka Ödeme Sayfasına Git' }).click();
    await payOnBank(page, { hosted: true });
    await expect(page.getByRole('heading', { level: 1, name: 'Ödemeniz alındı' })).toBeVisible();
    await expectPageToBeAccessible(page);

    await page.getByRole('link', { name: 'Borç Ekranına Dön' }).click();
    await expect(page).toHaveURL(/\/DebtRestructuring$/);
    await page.getByRole('button', { name: `Aç ${applicationNo}` }).click();
    await expect(page.getByText('1 / 9 taksit ödendi')).toBeVisible();
    await expect(schedule.getByRole('row').nth(1)).toContainText('Ödendi');
    await expect(schedule.getByRole('checkbox', { name: '1. taksiti seç' })).toHaveCount(0);
    await expect(schedule.getByRole('checkbox', { name: '2. taksiti seç' })).toBeChecked();
    await expectPageToBeAccessible(page);
  });
});
