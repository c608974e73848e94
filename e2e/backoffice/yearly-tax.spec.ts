import { expectPageToBeAccessible } from '../support/expect-accessible';
import { expect, test } from '../support/fixtures';
import { shot, signInToBackOffice } from './back-office-pages';

/** The demo's revenue clerk (docs/demo.md): FATMA ŞAHİN holds every back-office role. */
const fatma = { id: '64211142102', name: 'FATMA ŞAHİN' };

test.describe('back office: the yearly property-tax run', () => {
  test('a revenue clerk accrues this year from the register; estates declared last year get their instalments, a second start is not offered', async ({ page }) => {
    test.setTimeout(180_000);
    const year = new Date().getFullYear();
    await signInToBackOffice(page, fatma);
    await page.getByRole('link', { name: 'Yıllık Tahakkuk' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Yıllık Vergi Tahakkuku' })).toBeVisible();
    await expect(page.getByText(`${year} yılı için henüz tahakkuk yapılmadı.`)).toBeVisible();
    await expectPageToBeAccessible(page);

    await page.getByRole('button', { name: 'Tahakkuku Başlat' }).click();
    const dialog = page.getByRole('dialog', { name: `${year} yılı tahakkuku başlatılsın mı?` });
    await expect(dialog).toBeVisible();
    await shot(page, 'yearly-tax-confirm');
    await dialog.getByRole('button', { name: 'Başlat' }).click();

    await expect(page.getByText(/tarihinde başlatılan tahakkuk tamamlandı\.$/)).toBeVisible({ timeout: 120_000 });
    // The demo's desk filings of last year (docs/demo.md) are assessed with this year's tables.
    const accrued = page.locator('dl > div').filter({ hasText: 'Tahakkuk edilen' }).locator('dd');
    await expect(accrued).not.toHaveText('0');
    await expect(page.locator('dl > div').filter({ hasText: 'Tahakkuku zaten bulunan' }).locator('dd')).not.toHaveText('0');
    await expect(page.getByRole('button', { name: 'Tahakkuku Başlat' })).toHaveCount(0);
    await expectPageToBeAccessible(page);
    await shot(page, 'yearly-tax-done');
  });
});
