import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expectPageToBeAccessible } from '../support/expect-accessible';
import { expect, test } from '../support/fixtures';
import { demo } from '../identity/identity-pages';
import { shot, signInToBackOffice } from './back-office-pages';

test.describe.configure({ mode: 'serial' });

/** The tracking numbers a list shows, in its order: the table's links at desktop width, the cards' on a phone. */
const shownNumbers = async (page: Page) => (await page.getByRole('main').getByRole('link', { name: /^ST-/ }).allTextContents()).map((text) => text.trim());

/** Downloads the list as a CSV and answers its lines, the header first, without the byte-order mark. */
async function downloadCsv(page: Page) {
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'CSV indir' }).click();
  const file = await (await download).path();
  const text = await readFile(file, 'utf8');
  expect(text.charCodeAt(0)).toBe(0xfeff);
  return text.slice(1).trimEnd().split('\r\n');
}

async function exportsTheFilteredList(page: Page, name: string) {
  await signInToBackOffice(page, demo.zeynep);
  // A filter: open work nobody has taken, the newest first, every row on one page.
  await page.goto('/yonetim/sikayetler?assignee=none&dir=desc&size=100');
  await expect(page.getByRole('heading', { level: 1, name: 'Şikayet ve Talepler' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: /^ST-/ }).first()).toBeVisible();
  const shown = await shownNumbers(page);
  const lines = await downloadCsv(page);
  expect(lines[0]).toBe('Takip no;Konu;Kategori;Mahalle;Başvuran;Durum;Birim;Atanan;Başvuru tarihi;Son tarih');
  expect(lines.slice(1).map((line) => line.split(';')[0])).toEqual(shown);
  // Nobody's in the Atanan column: the filter went to the server.
  for (const line of lines.slice(1)) expect(line.split(';')[7]).toBe('');
  expect(lines[1]).toMatch(/;\d{2}\.\d{2}\.\d{4};/);
  await expectPageToBeAccessible(page);
  await shot(page, name);
}

test.describe('back office: working a queue in bulk', () => {
  test.use({ viewport: { width: 1366, height: 768 } });

  test('a CSV of a filtered queue holds exactly the rows shown', async ({ page }) => {
    await exportsTheFilteredList(page, 'bulk-export');
  });

  test('a clerk selects two complaints nobody took and assigns them to herself', async ({ page }) => {
    await signInToBackOffice(page, demo.zeynep);
    await page.goto('/yonetim/sikayetler?assignee=none');
    const table = page.getByRole('table', { name: /Şikayet ve Talepler/ });
    await expect(table.getByRole('link', { name: /^ST-/ }).nth(1)).toBeVisible();
    const numbers = await shownNumbers(page);
    expect(numbers.length).toBeGreaterThanOrEqual(2);
    const chosen = numbers.slice(0, 2);
    for (const number of chosen) await table.getByRole('checkbox', { name: `${number} kaydını seç` }).check();
    const group = page.getByRole('group', { name: 'Seçilenlerle işlem' });
    await expect(group).toContainText('2 kayıt seçili');
    await shot(page, 'bulk-selected');
    await group.getByRole('button', { name: 'Seçilenleri ata' }).click();
    const dialog = page.getByRole('dialog', { name: '2 kaydı ata' });
    await expect(dialog.getByLabel('Kime')).toHaveValue('me');
    await expectPageToBeAccessible(page);
    await shot(page, 'bulk-assign-dialog');
    await dialog.getByRole('button', { name: 'Seçilenleri ata' }).click();
    const result = page.getByRole('alert').filter({ hasText: '2 / 2 kayıt işlendi.' });
    await expect(result).toContainText(`${chosen[0]}: yapıldı`);
    await expect(result).toContainText(`${chosen[1]}: yapıldı`);
    await page.goto('/yonetim/sikayetler?assignee=me&status=all&size=100');
    await expect(page.getByRole('link', { name: chosen[0] })).toBeVisible();
    const mine = await shownNumbers(page);
    for (const number of chosen) expect(mine).toContain(number);
    await shot(page, 'bulk-assigned');
  });
});

test.describe('back office: a queue export at phone width', () => {
  test('a CSV of a filtered queue holds exactly the cards shown @phone', async ({ page }) => {
    await exportsTheFilteredList(page, 'bulk-export-phone');
  });
});
