import { readFile } from 'node:fs/promises';
import { demoYear } from '../support/demo-dates';
import { expectPageToBeAccessible } from '../support/expect-accessible';
import { expect, test } from '../support/fixtures';

test.describe('resolutions', () => {
  test('a council resolution is found by a word in its text and opened with its attachment', async ({ page }) => {
    await page.goto('/ResolutionCouncilObservation');
    await expect(page.getByRole('heading', { level: 1, name: 'Meclis Kararları' })).toBeVisible();
    await expect(page.getByText(/\d+ karar bulundu/)).toBeVisible();
    await expectPageToBeAccessible(page);

    // 'IŞIKLANDIRMA' in capitals and without Turkish letters still finds 'ışıklandırma' in the texts.
    await page.getByRole('searchbox', { name: 'Karar metninde ara' }).fill('ISIKLANDIRMA');
    await page.getByRole('search', { name: 'Karar arama ölçütleri' }).getByRole('button', { name: 'Ara', exact: true }).click();
    const first = page.getByRole('listitem').filter({ hasText: 'ışıklandırma projesi' }).first();
    await expect(first).toBeVisible();
    await first.getByRole('button', { name: /Kararı görüntüle/ }).click();

    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'Karar metni' })).toBeVisible();
    await expect(dialog.getByText(/Belediye Meclisinin .* birleşiminde/)).toBeVisible();
    await expectPageToBeAccessible(page);
    const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: /Karar Metni indir/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/^karar-meclis-\d{4}-\d{3}\.pdf$/);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await dialog.getByRole('button', { name: 'Kapat' }).click();
    await expect(dialog).toBeHidden();
  });

  test('committee resolutions filter by year, meeting and number', async ({ page }) => {
    await page.goto('/ResolutionComitteeObservation');
    await expect(page.getByRole('heading', { level: 1, name: 'Encümen Kararları' })).toBeVisible();
    await expect(page.getByLabel('Toplantı')).toBeDisabled();
    await page.getByLabel('Yıl', { exact: true }).selectOption(String(demoYear(2025)));
    await expect(page.getByLabel('Toplantı')).toBeEnabled();
    const meeting = page.getByLabel('Toplantı').locator('option').nth(1);
    await page.getByLabel('Toplantı').selectOption(await meeting.getAttribute('value'));
    await expect(page.getByText(/^[1-4] karar bulundu$/)).toBeVisible();
    const resolutionNo = `${demoYear(2024)}/010`;
    await page.getByRole('textbox', { name: 'Karar no' }).fill(resolutionNo);
    await page.getByLabel('Yıl', { exact: true }).selectOption('');
    await page.getByRole('search', { name: 'Karar arama ölçütleri' }).getByRole('button', { name: 'Ara', exact: true }).click();
    await expect(page.getByText('1 karar bulundu')).toBeVisible();
    await expect(page.getByRole('heading', { name: `${resolutionNo} sayılı karar` })).toBeVisible();
    await expectPageToBeAccessible(page);
  });
});
