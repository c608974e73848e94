import { expectPageToBeAccessible } from '../support/expect-accessible';
import { expect, test } from '../support/fixtures';
import { downloadCsv, expectCsvMatchesScreen, screenRows, search } from './table-helpers';

test.describe('tax lookup tables', () => {
  test('street valuations: district → street cascade, Turkish search, sorting, CSV of every page', async ({ page }) => {
    await page.goto('/EstateStreetValuation');
    await expect(page.getByRole('heading', { level: 1, name: 'Arsa ve Arazi Birim Değerleri' })).toBeVisible();
    await page.getByLabel('Yıl', { exact: true }).selectOption('2025');
    await page.getByLabel('Mahalle').selectOption({ label: 'İSKENDERİYE' });
    await expect(page.getByText(/Toplam 12 kayıt/)).toBeVisible();
    await expectPageToBeAccessible(page);

    await search(page, 'ışık');
    await expect(page.getByText(/Toplam 1 kayıt/)).toBeVisible();
    const [row] = await screenRows(page);
    expect(row![1]).toMatch(/^IŞIK /);
    await search(page, 'isik');
    await expect(page.getByRole('cell', { name: row![1] })).toBeVisible();
    const csv = await expectCsvMatchesScreen(page);
    expect(csv.header).toEqual(['Mahalle', 'Cadde/Sokak', 'Türü', 'Cinsi', 'Birim Değer (₺/m²)']);
    expect(csv.rows[0]![4]).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}$/);
    expect(csv.fileName).toBe('birim-degerler-2025.csv');

    await search(page, '');
    await page.getByLabel('Cadde/Sokak').selectOption({ label: row![1]! });
    await expect(page.getByText(/Toplam 1 kayıt/)).toBeVisible();
    await page.getByLabel('Cadde/Sokak').selectOption({ label: 'Tümü' });
    await page.getByRole('button', { name: 'Birim Değer (₺/m²)' }).click();
    await expect(page.getByRole('columnheader', { name: 'Birim Değer (₺/m²)' })).toHaveAttribute('aria-sort', 'ascending');
    // The table keeps the last page on screen until the sorted one arrives.
    await expect(async () => {
      const values = (await screenRows(page)).map((r) => Number(r[4]!.replace(/[^\d,]/g, '').replace(',', '.')));
      expect(values).toEqual([...values].sort((a, b) => a - b));
    }).toPass({ timeout: 10_000 });
    // Every query of the sort has answered: a page arriving while the rows menu is open re-renders
    // it and the click on "10" was lost (a clean-clone run).
    await expect(page.locator('table')).toHaveAttribute('aria-busy', 'false');
    await page.getByRole('combobox', { name: /Sayfa başına satır/ }).click();
    await page.getByRole('option', { name: '10', exact: true }).click();
    await expect(page.locator('table tbody tr')).toHaveCount(10);
    const all = await downloadCsv(page);
    expect(all.rows).toHaveLength(12);
  });

  test('construction costs: year and usage filters, search, CSV', async ({ page }) => {
    await page.goto('/EstateConstructionCost');
    await page.getByLabel('Yıl', { exact: true }).selectOption('2024');
    await page.getByLabel('Kullanım Türü').selectOption({ label: 'Konut' });
    await expect(page.getByText(/Toplam 22 kayıt/)).toBeVisible();
    await search(page, 'YIĞMA');
    await expect(page.getByText(/Toplam 6 kayıt/)).toBeVisible();
    expect((await screenRows(page)).every((r) => r[0] === 'Konut' && r[1]!.startsWith('Yığma'))).toBe(true);
    await expectCsvMatchesScreen(page);
    await expectPageToBeAccessible(page);
  });

  test('abrasion shares: the verified table by construction group', async ({ page }) => {
    await page.goto('/EstateAbrasionShare');
    await expect(page.getByText(/Toplam 40 kayıt/)).toBeVisible();
    await page.getByLabel('Yapı Türü').selectOption({ label: 'Kerpiç ve diğer basit' });
    await expect(page.getByText(/Toplam 10 kayıt/)).toBeVisible();
    await search(page, 'KERPİÇ');
    const rows = await screenRows(page);
    expect(rows.at(-1)).toEqual(['Kerpiç ve diğer basit', '76 yaş ve üzeri', '%95']);
    await expectCsvMatchesScreen(page);
    await expectPageToBeAccessible(page);
  });

  test('advertising tariff: demo notice, ışık finds Işıklı and Işıksız, CSV', async ({ page }) => {
    await page.goto('/AdvertisingTaxAnnualGroupTariff');
    await expect(page.getByText(/örnek \(demo\) verilerdir/)).toBeVisible();
    await page.getByLabel('Yıl', { exact: true }).selectOption('2025');
    await search(page, 'ışık');
    await expect(page.getByText(/Toplam 8 kayıt/)).toBeVisible();
    expect(new Set((await screenRows(page)).map((r) => r[0]))).toEqual(new Set(['Işıklı tabela', 'Işıksız tabela']));
    await page.getByLabel('Reklam Yeri').selectOption({ label: 'Sokaklar' });
    await expect(page.getByText(/Toplam 2 kayıt/)).toBeVisible();
    await expectCsvMatchesScreen(page);
    await expectPageToBeAccessible(page);
  });

  test('environment cleaning tax: building group filter, IŞIK search, CSV', async ({ page }) => {
    await page.goto('/ECTAnnualPrice');
    await page.getByLabel('Yıl', { exact: true }).selectOption('2026');
    await page.getByLabel('Bina Grubu').selectOption({ label: '4. grup' });
    await expect(page.getByText(/Toplam 2 kayıt/)).toBeVisible();
    await search(page, 'IŞIK');
    await expect(page.getByText(/Toplam 1 kayıt/)).toBeVisible();
    expect((await screenRows(page))[0]![1]).toBe('Işıklandırma ve elektrik malzemesi satış yerleri');
    await expectCsvMatchesScreen(page);
    await expectPageToBeAccessible(page);
  });

  test('a table on a phone stays inside the screen @phone', async ({ page }) => {
    await page.goto('/EstateStreetValuation');
    await expect(page.getByText(/Toplam \d+ kayıt/)).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectPageToBeAccessible(page);
  });
});
