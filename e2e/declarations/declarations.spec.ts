import { demo, signInAs } from '../identity/identity-pages';
import { demoRecentMonth } from '../support/demo-dates';
import { expectPageToBeAccessible } from '../support/expect-accessible';
import { expect, test } from '../support/fixtures';
import { screenshot } from '../support/screenshots';
import { declarationScreen, shots } from './declaration-pages';

// Fatma files here; no other spec uses her, so the summary and her debts are this spec's own.
test.describe('tax declarations', () => {
  test('files a building, ÇTV, advertising and entertainment declaration with documents and sees them with their instalments', async ({ page }) => {
    test.setTimeout(240_000);
    await signInAs(page, demo.fatma);
    const screen = declarationScreen(page);

    await page.goto('/EMunicipalityEstateDeclarationBuilding');
    await expect(page.getByRole('heading', { level: 1, name: 'Bina Emlak Vergisi Beyannamesi' })).toBeVisible();
    await expect(page.getByText('Henüz verdiğiniz bir beyanname yok.')).toBeVisible();
    await expectPageToBeAccessible(page);
    await screen.building('0');
    await page.getByRole('button', { name: 'Vergiyi Hesapla' }).click();
    await expect(page.getByText('Brüt alan sıfırdan büyük olmalıdır.')).toBeVisible();
    await page.getByLabel('Brüt alan (m²)').fill('120,5');
    await page.getByLabel('Arsa payı (m²)').fill('35');
    await page.getByLabel('Kalorifer var').check();
    await screen.attach('Tapu fotokopisi');
    const building = await screen.calculateAndFile(2, 'building');

    await page.goto('/EMunicipalityECTDeclaration');
    await expect(page.getByRole('heading', { level: 1, name: 'Çevre Temizlik Vergisi (ÇTV) Beyannamesi' })).toBeVisible();
    await screen.address('3');
    await page.getByLabel('İşyeri adı').fill('Şahin Bakkaliyesi');
    await page.getByLabel('Faaliyet türü').selectOption({ index: 10 });
    await screen.attach('Vergi levhası');
    await screen.calculateAndFile(2, 'ect');

    await page.goto('/EMunicipalityAdDeclaration');
    await screen.address('3');
    await page.getByLabel('Reklam türü').selectOption({ index: 1 });
    await page.getByLabel('Reklam yeri (tarife grubu)').selectOption({ index: 2 });
    await page.getByLabel('Reklam alanı (m² / adet)').fill('3,25');
    await page.getByLabel('Yüz sayısı').fill('2');
    await screen.attach('Tabela fotoğrafı');
    await screen.calculateAndFile(2, 'advertising');

    await page.goto('/EMunicipalityEntertainmentDeclaration');
    await screen.address('3');
    await page.getByLabel('İşyeri adı').fill('Asi Bilardo Salonu');
    await page.getByLabel('Eğlence yeri türü').selectOption({ label: 'Bilardo ve oyun salonu' });
    await page.getByLabel('Eğlence türü').selectOption({ label: 'Tiyatro ve opera' });
    // Last month: October, seeded on 23.11.2026.
    const period = demoRecentMonth(2026, 10);
    await page.getByLabel('Dönem başı').fill(period.first);
    await page.getByLabel('Dönem sonu').fill(period.last);
    await screen.attach('İşyeri ruhsatı');
    const entertainment = await screen.calculateAndFile(1, 'entertainment');
    expect(entertainment.tax).toBe('1.500,00 ₺');

    // The summary lists all four with their documents; the PDF of each can be downloaded.
    const summary = page.getByRole('region', { name: 'Verdiğim Beyannameler' }).or(page.locator('section[aria-labelledby=declaration-summary-title]'));
    await expect(summary.getByRole('listitem')).toHaveCount(4);
    await expect(summary.getByRole('listitem').filter({ hasText: building.declarationNo })).toContainText(building.tax);
    await expect(summary.getByRole('listitem').filter({ hasText: building.declarationNo })).toContainText('1 belge');
    const download = page.waitForEvent('download');
    await summary.getByRole('button', { name: `PDF indir: ${building.declarationNo}` }).click();
    expect((await download).suggestedFilename()).toBe(`${building.declarationNo}.pdf`);
    await expectPageToBeAccessible(page);
    if (shots) await page.screenshot({ path: `${shots}/summary.png`, fullPage: true });

    // The instalments are debts now: the new income types have their tabs in debt questioning.
    await page.goto('/DebtQuestioning');
    for (const [tab, line] of [
      [/Çevre Temizlik Vergisi/, 'Çevre Temizlik Vergisi (İşyeri)'],
      [/İlan ve Reklam Vergisi/, 'İlan ve Reklam Vergisi'],
      [/Eğlence Vergisi/, 'Eğlence Vergisi'],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByTestId('debt-line').filter({ hasText: line }).first()).toBeVisible();
    }
    await expect(page.getByTestId('debt-line').filter({ hasText: 'Eğlence Vergisi' }).first()).toContainText(entertainment.tax);

    // Filing the same section again for the same year is refused.
    await page.goto('/EMunicipalityEstateDeclarationBuilding');
    await screen.building('99');
    await page.getByRole('button', { name: 'Vergiyi Hesapla' }).click();
    await expect(page.getByText('Bu taşınmaz/işyeri için bu yıla ait beyanname daha önce verilmiş.')).toBeVisible();
  });

  test('the plot and land screens are guarded and accessible', async ({ page }) => {
    await page.goto('/EMunicipalityEstateDeclarationPlot');
    await expect(page).toHaveURL(/\/session\/signin\?redirectUrl=/);
    await signInAs(page, demo.fatma);
    for (const [path, title] of [
      ['/EMunicipalityEstateDeclarationPlot', 'Arsa Emlak Vergisi Beyannamesi'],
      ['/EMunicipalityEstateDeclarationLand', 'Arazi Emlak Vergisi Beyannamesi'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expectPageToBeAccessible(page);
    }
    await page.getByLabel('Arazi cinsi').selectOption({ index: 1 });
  });

  for (const width of [1366, 390]) {
    test(`a past year's building preview says the late-filing penalty applies and shows the m² values and the wear band (${width} px)`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await signInAs(page, demo.fatma);
      await page.goto('/EMunicipalityEstateDeclarationBuilding');
      const lastYear = new Date().getFullYear() - 1;
      await page.getByLabel('Beyan yılı').selectOption(String(lastYear));
      await declarationScreen(page).building('120,5');
      await page.getByLabel('Arsa payı (m²)').fill('35');
      await page.getByRole('button', { name: 'Vergiyi Hesapla' }).click();
      await expect(page.getByTestId('late-filing')).toContainText(`${lastYear} yılına ait beyanname, o yıl geçtikten sonra`);
      await expect(page.getByTestId('late-filing')).toContainText('213 sayılı Vergi Usul Kanunu’nun 352. maddesine göre usulsüzlük cezası');
      const basis = page.getByRole('table', { name: 'Hesapta kullanılan değerler' });
      await expect(basis).toContainText(`Cadde/sokak m² birim değeri (${lastYear})`);
      await expect(basis).toContainText('Bina m² inşaat maliyeti');
      // Built 2012 and declared for the year before this one (the e2e clock is the real one): the 11–15 band, 15 %, while that year is 2023–2027.
      await expect(page.getByTestId('abrasion-why')).toContainText(`Aşınma payı neden %15: bina 2012 yapımı, ${lastYear} beyan yılında ${lastYear - 2012} yaşında.`);
      await expect(page.getByTestId('abrasion-why')).toContainText('11–15 yaş aralığındaki oranı');
      await expectPageToBeAccessible(page);
      await screenshot(page, 'declaration-late-preview');
    });
  }

  test('a declaration screen works at phone width @phone', async ({ page }) => {
    await signInAs(page, demo.fatma);
    await page.goto('/EMunicipalityEstateDeclarationPlot');
    await expect(page.getByRole('heading', { level: 1, name: 'Arsa Emlak Vergisi Beyannamesi' })).toBeVisible();
    await declarationScreen(page).address('5');
    await page.getByLabel('Arsa/arazi alanı (m²)').fill('437,55');
    await page.getByLabel('Hisse oranı (0–1)').fill('0,25');
    await page.getByRole('button', { name: 'Vergiyi Hesapla' }).click();
    await expect(page.getByTestId('tax-amount')).toBeVisible();
    await expectPageToBeAccessible(page);
    if (shots) await page.screenshot({ path: `${shots}/phone-plot.png`, fullPage: true });
  });
});
