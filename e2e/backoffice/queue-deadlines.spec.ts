import { expectPageToBeAccessible } from '../support/expect-accessible';
import { expect, test } from '../support/fixtures';
import { shot, signInToBackOffice } from './back-office-pages';

const fatma = { id: '64211142102', name: 'FATMA ŞAHİN' };
/** What a due date says beside itself (docs/domain/back-office-deadlines.md). */
const timeLeft = /\d+ gün kaldı|\d+ gün gecikti|Bugün doluyor/;

test.describe('back-office queues show deadlines and open work first', () => {
  // A clerk's common laptop width.
  test.use({ viewport: { width: 1366, height: 768 } });
  test('the dashboard counts overdue work; a queue opens on its open work with due dates, sorts, pages, and an item leads back and on', async ({ page }) => {
    await signInToBackOffice(page, fatma);
    const complaints = page.getByRole('listitem', { name: 'Şikayet ve Talepler' });
    await expect(complaints).toContainText('Süresi geçmiş');
    await expect(complaints).toContainText('Adımında en uzun bekleyen');
    await expect(page.getByRole('main').getByRole('status').first()).toContainText(/Süresi geçmiş|Tüm iş listelerinde süresi geçmiş/);
    await expectPageToBeAccessible(page);
    await shot(page, 'deadlines-dashboard');

    await page.goto('/yonetim/sikayetler?size=10');
    await expect(page.getByRole('heading', { level: 1, name: 'Şikayet ve Talepler' })).toBeVisible();
    const totals = page.getByRole('group', { name: 'Durumlara göre kayıt sayıları' });
    await expect(totals.getByRole('button', { name: /^Açık işler \d+$/ })).toHaveAttribute('aria-pressed', 'true');
    const table = page.getByRole('table', { name: /Şikayet ve Talepler/ });
    // Open work only: no closed complaint in the first view.
    await expect(table.getByRole('row').nth(1)).toBeVisible();
    await expect(table).not.toContainText('Kapandı');
    await expect(table.getByText(timeLeft).first()).toBeVisible();
    await expect(table).toContainText(/Toplam \d+ kayıt · Sayfa 1 \//);
    await expectPageToBeAccessible(page);
    await shot(page, 'deadlines-complaints');

    // Soonest due first, by the column's header.
    await table.getByRole('button', { name: 'Son tarih' }).click();
    await expect(page).toHaveURL(/sort=dueAt/);
    await expect(table.getByRole('columnheader', { name: /Son tarih/ })).toHaveAttribute('aria-sort', 'ascending');
    // The waiting ones come first, the most urgent on top; an answered one, which no deadline binds, after them.
    await expect(table.getByRole('row').nth(1)).toContainText(timeLeft);

    // Every status: the closed ones are there too, without a deadline running.
    await totals.getByRole('button', { name: /^Tüm durumlar \d+$/ }).click();
    await expect(page).toHaveURL(/status=all/);
    const pages = page.getByRole('navigation', { name: 'Sayfalar' });
    if (await pages.getByRole('button', { name: '2. sayfa' }).isVisible()) {
      await pages.getByRole('button', { name: '2. sayfa' }).click();
      await expect(page).toHaveURL(/page=2/);
      await expect(table).toContainText(/Sayfa 2 \//);
    }
    await expect(table).toHaveAttribute('aria-busy', 'false');
    const listUrl = page.url();

    // An item keeps the list: back to the same address, and on to the next item of it.
    const first = table.getByRole('link', { name: /^ST-/ }).first();
    const firstNumber = (await first.textContent())!;
    await first.click();
    await expect(page.getByRole('heading', { level: 1, name: `Şikayet ${firstNumber}` })).toBeVisible();
    await expect(page.getByRole('main')).toContainText('Son tarih:');
    await expectPageToBeAccessible(page);
    await shot(page, 'deadlines-complaint');
    await page.getByRole('link', { name: 'Sonraki kayıt' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^Şikayet ST-/ })).not.toHaveText(`Şikayet ${firstNumber}`);
    await page.getByRole('link', { name: 'Listeye dön' }).click();
    await expect(page).toHaveURL(listUrl);
    await expect(totals.getByRole('button', { name: /^Tüm durumlar \d+$/ })).toHaveAttribute('aria-pressed', 'true');

    // The demo's declarations filed long ago and never reviewed are past their 30 days: flagged in words, not by colour alone.
    await page.goto('/yonetim/beyannameler?sort=dueAt');
    const declarations = page.getByRole('table', { name: /Beyannameler/ });
    await expect(declarations.getByRole('row').nth(1)).toContainText(/\d+ gün gecikti/);
    await expect(declarations.getByRole('row').nth(1)).toContainText('Süresi geçti');
    await expectPageToBeAccessible(page);
    await shot(page, 'deadlines-declarations');
  });
});

test.describe('back-office queues at phone width', () => {
  test('at phone width the queue opens on its open work, with each card showing its due date @phone', async ({ page }) => {
    await signInToBackOffice(page, fatma);
    await expect(page.getByRole('listitem', { name: 'Yapılandırmalar' })).toContainText('Süresi geçmiş');
    await shot(page, 'deadlines-dashboard');
    await page.goto('/yonetim/sikayetler');
    await expect(page.getByRole('heading', { level: 1, name: 'Şikayet ve Talepler' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Durumlara göre kayıt sayıları' }).getByRole('button', { name: /^Açık işler \d+$/ })).toHaveAttribute('aria-pressed', 'true');
    const card = page.getByRole('main').getByRole('listitem').filter({ hasText: timeLeft }).first();
    await expect(card).toContainText('Son tarih');
    await expect(card).toContainText(timeLeft);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectPageToBeAccessible(page);
    await shot(page, 'deadlines-complaints');
    await card.getByRole('link', { name: /^ST-/ }).click();
    await expect(page.getByRole('link', { name: 'Sonraki kayıt' })).toBeVisible();
    await expect(page.getByRole('main')).toContainText(timeLeft);
    await expectPageToBeAccessible(page);
    await shot(page, 'deadlines-complaint');
  });
});
