import { shot, signInToBackOffice } from '../backoffice/back-office-pages';
import { expectPageToBeAccessible } from '../support/expect-accessible';
import { expect, test } from '../support/fixtures';

/**
 * The water clerk's subscription card: EMİNE gives a demo subscription a social reduction with a
 * reason and removes it again (so no other spec's bill of it changes), and reads both changes in
 * its history — on a desktop 1000005, on a phone 1000004, so the two walks never meet. Other specs
 * pay only their oldest bills, which a reduction never touches.
 */
const emine = { id: '73257708098', name: 'EMİNE KARA' };

for (const { width, subscriberNo, tag } of [
  { width: 1366, subscriberNo: '1000005', tag: '' },
  { width: 390, subscriberNo: '1000004', tag: ' @phone' },
]) {
  test(`a water clerk gives and removes a social reduction with its reason (${width} px)${tag}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInToBackOffice(page, emine);
    await page.goto('/yonetim/su-aboneleri');
    await expect(page.getByRole('heading', { level: 1, name: 'Su Aboneleri' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Abone no' }).fill(subscriberNo);
    await page.getByRole('button', { name: 'Aboneliği aç' }).click();
    await expect(page.getByRole('heading', { name: `Abone ${subscriberNo}` })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`no=${subscriberNo}`));

    const reason = `Gerekçe ${width}: belge teslim edildi.`;
    await page.getByRole('button', { name: 'İndirimi değiştir' }).click();
    const dialog = page.getByRole('dialog', { name: 'İndirimi değiştir' });
    await dialog.getByLabel('Uygulanacak indirim').selectOption({ label: 'Engelli (%50 indirim)' });
    await dialog.getByRole('textbox', { name: 'Gerekçe' }).fill('kısa');
    await dialog.getByRole('button', { name: 'İndirimi kaydet' }).click();
    await expect(dialog.getByText('Gerekçe en az 10 karakter olmalıdır.')).toBeVisible();
    await shot(page, `subscription-reduction-refused-${width}`);
    await dialog.getByRole('textbox', { name: 'Gerekçe' }).fill(reason);
    await dialog.getByRole('button', { name: 'İndirimi kaydet' }).click();
    await expect(dialog).toBeHidden();
    const history = page.getByRole('region', { name: 'Sosyal tarife indirimi' });
    await expect(history.getByText(reason)).toBeVisible();

    await page.getByRole('button', { name: 'İndirimi değiştir' }).click();
    await dialog.getByLabel('Uygulanacak indirim').selectOption({ label: 'İndirim yok' });
    await dialog.getByRole('textbox', { name: 'Gerekçe' }).fill(`Kaldırıldı ${width}: rapor süresi doldu.`);
    await dialog.getByRole('button', { name: 'İndirimi kaydet' }).click();
    await expect(dialog).toBeHidden();
    await expect(history.getByRole('listitem').first()).toContainText('İndirim kaldırıldı');
    await expect(history.getByRole('listitem').first()).toContainText(`Kaldırıldı ${width}: rapor süresi doldu.`);
    await expect(page.getByRole('region', { name: 'Sayaçlar' })).toBeVisible();
    await shot(page, `subscription-card-${width}`);
    await expectPageToBeAccessible(page);
  });
}
