import type { Page } from '@playwright/test';
import { expectPageToBeAccessible } from '../support/expect-accessible';
import { expect, test } from '../support/fixtures';
import { demo } from '../identity/identity-pages';
import { shot, signInToBackOffice } from './back-office-pages';

test.describe.configure({ mode: 'serial' });

/** Opens a back-office screen from the menu (on a phone, through the menu button). */
async function openMenu(page: Page, name: string) {
  const toggle = page.getByRole('button', { name: 'Menüyü aç/kapat' });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
}

/** The roles screen's card of one employee, found by searching her name. */
async function holderCard(page: Page, name: string) {
  await openMenu(page, 'Roller ve Yetkiler');
  await page.getByRole('searchbox', { name: 'Çalışan ara' }).fill(name);
  await page.getByRole('button', { name: 'Ara', exact: true }).click();
  const card = page.getByRole('listitem', { name });
  await expect(card).toHaveCount(1);
  return card;
}

async function openMemberRecord(page: Page, reason: string) {
  await openMenu(page, 'Üye Kaydı');
  await page.getByLabel(/T.C. kimlik \/ vergi no/).fill(demo.ahmet.id);
  await page.getByLabel(/Gerekçe/).fill(reason);
  await page.getByRole('button', { name: 'Kaydı Aç' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Başvuruları ve kayıtları' })).toBeVisible();
}

test.describe('back office: hand-overs and the person behind a request', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the administrator revokes a clerk’s role with a reason and her open item goes back to the inbox', async ({ page }) => {
    test.setTimeout(180_000);
    await signInToBackOffice(page, demo.fatma);

    // ZEYNEP KAYA is given the revenue role, with a reason, and a declaration is assigned to her.
    let card = await holderCard(page, demo.zeynep.name);
    await card.getByRole('checkbox', { name: 'Gelir görevlisi' }).click();
    let dialog = page.getByRole('dialog', { name: /Gelir görevlisi rolünü ver/ });
    await dialog.getByRole('textbox', { name: 'Gerekçe' }).fill('Beyanname incelemelerine destek için');
    await dialog.getByRole('button', { name: 'Rolü ver' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Gelir görevlisi rolü ZEYNEP KAYA için verildi.' })).toBeVisible();

    await openMenu(page, 'Beyannameler');
    await page.getByRole('combobox', { name: 'Durum' }).selectOption({ label: 'İnceleme bekliyor' });
    const first = page.getByRole('table').getByRole('row').filter({ hasText: 'İnceleme bekliyor' }).getByRole('link').first();
    const declarationNo = (await first.textContent())!.trim();
    await first.click();
    await page.getByRole('button', { name: 'Çalışana ata', exact: true }).click();
    dialog = page.getByRole('dialog', { name: 'Çalışana ata' });
    await dialog.getByLabel('Çalışan').selectOption({ label: demo.zeynep.name });
    await dialog.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'İşlem kaydedildi.' })).toBeVisible();
    const declarationPage = page.url();

    // Taking the role back lists the declaration and asks why; it returns to the inbox.
    card = await holderCard(page, demo.zeynep.name);
    await card.getByRole('checkbox', { name: 'Gelir görevlisi' }).click();
    dialog = page.getByRole('dialog', { name: /Gelir görevlisi rolünü geri al/ });
    await expect(dialog.getByRole('list')).toContainText(declarationNo);
    await expect(dialog.getByLabel('Bu işler nereye gitsin?')).toHaveValue('');
    await expectPageToBeAccessible(page);
    await shot(page, 'revoke-dialog');
    await dialog.getByRole('textbox', { name: 'Gerekçe' }).fill('Kısa');
    await dialog.getByRole('button', { name: 'Rolü geri al' }).click();
    await expect(dialog.getByText('Gerekçe en az 10 karakter olmalıdır.')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Gerekçe' }).fill('Beyanname dönemi sona erdi');
    await dialog.getByRole('button', { name: 'Rolü geri al' }).click();
    await expect(page.getByRole('status')).toContainText('açık iş iş kutusuna döndü');
    const audit = page.getByRole('table', { name: 'Rol değişiklikleri' });
    await expect(audit.getByRole('row').nth(1)).toContainText('Beyanname dönemi sona erdi');
    await expectPageToBeAccessible(page);
    await shot(page, 'roles-after-revoke');

    await page.goto(declarationPage);
    await expect(page.getByRole('button', { name: 'Üzerime al', exact: true })).toBeVisible();
    const history = page.getByRole('list', { name: 'Süreç geçmişi' });
    await expect(history).toContainText('Devredildi');
    await expect(history).toContainText('Beyanname dönemi sona erdi');
    await expectPageToBeAccessible(page);
    await shot(page, 'declaration-handed-over');
  });

  test('the member record links the person’s requests, one list at a time', async ({ page }) => {
    test.setTimeout(120_000);
    await signInToBackOffice(page, demo.fatma);
    await openMemberRecord(page, `Telefonla borç sorgusu ${Date.now()}`);
    await page.getByRole('tab', { name: 'Borçlar' }).click();
    const debts = page.getByRole('tabpanel', { name: 'Borçlar' });
    await expect(debts.getByRole('table')).toBeVisible();
    await expect(debts.getByRole('row').nth(1)).toContainText(/\d,\d{2}/);
    await expectPageToBeAccessible(page);
    await shot(page, 'member-requests');
    await page.getByRole('tab', { name: 'Su abonelikleri' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Su abonelikleri' })).toBeVisible();
    await expectPageToBeAccessible(page);
  });
});

test.describe('back office on a phone: hand-overs and the member record', () => {
  test('the member record’s lists and the revoke dialog fit @phone', async ({ page }) => {
    test.setTimeout(120_000);
    await signInToBackOffice(page, demo.fatma);
    await openMemberRecord(page, `Telefonla başvuru ${Date.now()}`);
    await page.getByRole('tab', { name: 'Borçlar' }).click();
    // On a phone each debt is a small card: the subject stays readable and the amount in view.
    await expect(page.getByRole('tabpanel', { name: 'Borçlar' }).getByRole('list', { name: 'Borçlar' }).getByRole('listitem').first()).toContainText(/\d,\d{2}/);
    await expectPageToBeAccessible(page);
    await shot(page, 'member-requests');

    const card = await holderCard(page, demo.zeynep.name);
    await card.getByRole('checkbox', { name: 'Şikayet görevlisi' }).click();
    const dialog = page.getByRole('dialog', { name: /Şikayet görevlisi rolünü geri al/ });
    await expect(dialog.getByRole('heading', { name: /Üzerindeki açık/ })).toBeVisible();
    await expectPageToBeAccessible(page);
    await shot(page, 'revoke-dialog');
    await dialog.getByRole('button', { name: 'Vazgeç' }).click();
    await expect(card.getByRole('checkbox', { name: 'Şikayet görevlisi' })).toBeChecked();
  });
});
