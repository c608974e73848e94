import { demo, signInAs } from '../identity/identity-pages';
import { expectPageToBeAccessible } from '../support/expect-accessible';
import { expect, test } from '../support/fixtures';
import { screenshot } from '../support/screenshots';
import { authorityScreen, typedDayFromToday } from './authority-pages';

// ZEYNEP reads AHMET's debts under his authorisation: no other file's test may pay them meanwhile.
test.use({ moneyOf: ['ahmet', 'zeynep'] });

test('a member authorises another to see and pay their debts, sees what was done and revokes it', async ({ browser, page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  // AHMET offers ZEYNEP see-debts and pay for his own registry.
  await signInAs(page, demo.ahmet);
  const ahmet = authorityScreen(page);
  await ahmet.open();
  await ahmet.grant(demo.zeynep.id, ['Ödeme'], typedDayFromToday(30));
  const offered = ahmet.given.getByRole('article').first();
  await expect(offered).toContainText('Onay bekliyor');
  await expect(offered).toContainText('Borçları görme');
  await expect(offered).toContainText('Ödeme');
  await expectPageToBeAccessible(page);
  await screenshot(page, 'authorities-given');

  // ZEYNEP, in her own browser, accepts it.
  const zeynepContext = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  const other = await zeynepContext.newPage();
  await signInAs(other, demo.zeynep);
  const zeynep = authorityScreen(other);
  await zeynep.open();
  const offer = zeynep.received.getByRole('article').filter({ hasText: 'AHMET YILMAZ' }).first();
  await expect(offer).toContainText('Onay bekliyor');
  await offer.getByRole('button', { name: 'Kabul Et' }).click();
  await expect(offer).toContainText('Kabul edildi');
  await expectPageToBeAccessible(other);
  await screenshot(other, 'authorities-received');

  // She chooses AHMET where she chooses among her registries and sees his property tax lines. She
  // does not pay one here: the other specs pay AHMET's few open demo debts, and a payment under an
  // authorisation (the receipt naming both) is proven in the server's acting-for test.
  await other.goto('/DebtQuestioning');
  await other.getByRole('combobox', { name: 'Sicil' }).click();
  await other.getByRole('option', { name: 'AHMET YILMAZ (yetki verdi)' }).click();
  await other.getByRole('tab', { name: /Emlak Vergisi/ }).click();
  await expect(other.getByTestId('debt-line').first().getByRole('checkbox')).toBeVisible();

  // AHMET sees her use, and revokes after confirming.
  await page.reload();
  await expect(ahmet.uses).toContainText('ZEYNEP KAYA — Borçları görme');
  const active = ahmet.given.getByRole('article').first();
  await expect(active).toContainText('Kabul edildi');
  await screenshot(page, 'authorities-uses');
  await active.getByRole('button', { name: 'Geri Al' }).click();
  const confirm = page.getByRole('dialog', { name: 'Yetkiyi geri al' });
  await expect(confirm).toContainText('AHMET YILMAZ');
  await confirm.getByRole('button', { name: 'Evet, Geri Al' }).click();
  await expect(active).toContainText('Geri alındı');

  // ZEYNEP's next attempt is refused: the debt screen answers "not found" and AHMET is no longer offered.
  await other.goto('/DebtQuestioning');
  await expect(other.getByRole('tab', { name: /Emlak Vergisi/ })).toBeVisible();
  await other.getByRole('combobox', { name: 'Sicil' }).click();
  await expect(other.getByRole('option', { name: /AHMET YILMAZ/ })).toHaveCount(0);
  await other.keyboard.press('Escape');
  const token = await other.evaluate(() => sessionStorage.getItem('accessToken') ?? '');
  const ahmetsRegistry = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('MemberInfo') ?? '{}') as { Registry: { Oid: number } }).Registry.Oid);
  const refused = await other.request.post('/api/GetDeclarationAccrumentBalancesofEMunicipality', {
    headers: { authorization: `Bearer ${token}` },
    data: { registryInfoOid: ahmetsRegistry },
  });
  expect(refused.status()).toBe(404);
  await zeynepContext.close();
});

test('the authorisations page fits a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInAs(page, demo.ahmet);
  await page.goto('/Yetkilendirmeler');
  await expect(page.getByRole('heading', { level: 1, name: 'Yetkilendirmeler' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Yetki Ver' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectPageToBeAccessible(page);
  await screenshot(page, 'authorities-phone');
});
