import type { Page } from '@playwright/test';
import { demo, signInAs } from '../identity/identity-pages';
import { expectPageToBeAccessible } from '../support/expect-accessible';
import { expect, test } from '../support/fixtures';

async function search(page: Page, query: string) {
  const input = page.getByRole('combobox', { name: 'Menüde ve hizmetlerde ara' });
  if (!(await input.isVisible())) await page.getByRole('button', { name: 'Ara', exact: true }).click();
  await input.fill(query);
  return page.getByRole('listbox').getByRole('option');
}

// Issue 22 item 10: the services are found by their words and synonyms, folded the Turkish way.
test.describe('site search', () => {
  test('finds fast payment, property tax, complaints and water services by the words citizens use', async ({ page }) => {
    await page.goto('/anasayfa');
    await expect((await search(page, 'hızlı')).first()).toHaveText('Hızlı Ödeme');
    await expect((await search(page, 'HIZLI')).first()).toHaveText('Hızlı Ödeme');

    const propertyTax = await search(page, 'emlak');
    await expect(propertyTax.filter({ hasText: 'Bina Beyannamesi' })).toHaveCount(1);
    await expect(propertyTax.filter({ hasText: 'Borç Sorgulama ve Ödeme' })).toHaveCount(1);
    await expect((await search(page, 'emlak vergisi')).filter({ hasText: 'Arsa Beyannamesi' })).toHaveCount(1);

    await expect((await search(page, 'çöp')).first()).toHaveText('Şikayet ve Talepler');
    await expect((await search(page, 'cop')).first()).toHaveText('Şikayet ve Talepler');

    const water = await search(page, 'su');
    await expect(water.filter({ hasText: 'Abonelik İptali' })).toHaveCount(1);
    await expect(water.filter({ hasText: 'Su Borçlarım' })).toHaveCount(1);
    await expectPageToBeAccessible(page);

    await (await search(page, 'çöp')).first().click();
    await expect(page).toHaveURL(/\/ComplaintsAndRequests$/);
  });

  test('never shows a staff-only screen to a citizen, signed in or not', async ({ page }) => {
    await page.goto('/anasayfa');
    await search(page, 'maaş bordrosu');
    await expect(page.getByText('Sonuç bulunamadı')).toBeVisible();
    await expect(page.getByText('Personel İşlemleri')).toHaveCount(0);

    await signInAs(page, demo.ahmet);
    await page.goto('/anasayfa');
    await expect(page.getByRole('link', { name: 'Borç Sorgulama ve Ödeme' })).toBeVisible();
    await search(page, 'maaş');
    await expect(page.getByText('Sonuç bulunamadı')).toBeVisible();
    await expect(page.getByText('Personel İşlemleri')).toHaveCount(0);
  });
});
