import { expectPageToBeAccessible } from '../support/expect-accessible';
import { expect, test } from '../support/fixtures';
import { demo } from '../identity/identity-pages';
import { shot, signInToBackOffice } from './back-office-pages';

test.describe('back office: two clerks on one complaint', () => {
  test('a clerk whose reply meets a colleague’s change keeps the typed text and reads what changed', async ({ page, browser }) => {
    test.setTimeout(180_000);
    // ZEYNEP opens the oldest unassigned complaint waiting to be taken and starts a reply.
    await signInToBackOffice(page, demo.zeynep);
    await page.goto('/yonetim/sikayetler?status=received&assignee=none&sort=createdAt&dir=asc');
    const first = page
      .getByRole('table', { name: /Şikayet ve Talepler/ })
      .getByRole('row')
      .nth(1)
      .getByRole('link')
      .first();
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name: /^Şikayet / })).toBeVisible();
    const address = page.url();
    await page.getByRole('button', { name: 'Vatandaşa yanıt ver' }).click();
    const dialog = page.getByRole('dialog', { name: 'Vatandaşa yanıt ver' });
    const reply = 'Ekiplerimiz bildirdiğiniz arızayı yerinde inceleyerek gidermiştir.';
    await dialog.getByRole('textbox', { name: /Yanıt/ }).fill(reply);

    // Meanwhile FATMA, in her own browser, takes the same complaint.
    const other = await browser.newContext();
    const fatma = await other.newPage();
    await signInToBackOffice(fatma, demo.fatma);
    await fatma.goto(address);
    await fatma.getByRole('button', { name: 'Üzerime al' }).click();
    await expect(fatma.getByRole('status').filter({ hasText: 'İşlem kaydedildi.' })).toBeVisible();
    await other.close();

    // ZEYNEP sends: refused, her text kept, and told who did what.
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(dialog.getByText(/Yazdığınız metin korundu/)).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Siz incelerken yapılan değişiklikler' })).toContainText('FATMA ŞAHİN: Atandı');
    await expect(dialog.getByRole('textbox', { name: /Yanıt/ })).toHaveValue(reply);
    await expectPageToBeAccessible(page);
    await shot(page, 'conflict-kept');
  });
});
