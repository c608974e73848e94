import { expectPageToBeAccessible } from '../support/expect-accessible';
import { expect, test } from '../support/fixtures';

test.describe('shell', () => {
  test('home: / goes to /anasayfa with the menu closed, the mayor and the services', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/anasayfa$/);
    await expect(page.getByRole('heading', { level: 1, name: /Antakya Belediyesi e-Belediye’ye hoş geldiniz/ })).toBeVisible();
    await expect(page.getByTestId('sidebar')).toHaveAttribute('data-mode', 'closed');
    await expect(page.getByText('Demo Belediye Başkanı')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'e-Belediye Hizmetleri' })).toBeVisible();
    await expect(page.getByRole('link', { name: /Web Sitemiz/ })).toHaveAttribute('target', '_blank');
    await expectPageToBeAccessible(page);
  });

  test('sidebar: full away from home, compact on request, opened on home by the menu button', async ({ page }) => {
    await page.goto('/mobil-menu');
    const sidebar = page.getByTestId('sidebar');
    await expect(sidebar).toHaveAttribute('data-mode', 'full');
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(260);
    await page.getByRole('button', { name: 'Menüyü daralt' }).click();
    await expect(sidebar).toHaveAttribute('data-mode', 'compact');
    await expect.poll(async () => (await sidebar.boundingBox())?.width).toBe(80);
    await expectPageToBeAccessible(page);

    await page.goto('/anasayfa');
    await expect(sidebar).toHaveAttribute('data-mode', 'closed');
    await page.getByRole('button', { name: 'Menüyü aç veya kapat' }).click();
    await expect(sidebar).toHaveAttribute('data-mode', 'full');
    const nav = page.getByRole('navigation', { name: 'Ana menü' });
    await nav.getByRole('button', { name: /Belediyemiz/ }).click();
    await expect(nav.getByRole('link', { name: /Başkanımız/ })).toHaveAttribute('target', '_blank');
    await expect(page.getByTestId('sidebar').getByRole('link', { name: 'Anasayfa' })).toHaveClass(/active/);
  });

  test('top bar search finds a menu item and goes there', async ({ page }) => {
    await page.goto('/mobil-menu');
    await page.getByRole('button', { name: 'Ara', exact: true }).click();
    const input = page.getByRole('combobox', { name: 'Menüde ve hizmetlerde ara' });
    await expect(input).toHaveAttribute('placeholder', 'Burada ara...');
    await input.fill('anasa');
    await expect(page.getByRole('option', { name: /Anasayfa/ })).toBeVisible();
    await input.press('Enter');
    await expect(page).toHaveURL(/\/anasayfa$/);
    await page.getByRole('button', { name: 'Ara', exact: true }).click();
    await page.getByRole('combobox').fill('zzzz');
    await expect(page.getByText('Sonuç bulunamadı')).toBeVisible();
  });

  test('chat answers from the help topics after two seconds, with a link', async ({ page }) => {
    await page.goto('/anasayfa');
    await page.getByRole('button', { name: 'Yardım sohbetini aç' }).click();
    const chat = page.getByRole('dialog', { name: 'Otomatik Yardım Asistanı' });
    const input = chat.getByRole('textbox', { name: 'Mesajınız' });
    await input.fill('   ');
    await input.press('Enter');
    await input.fill('Belediyenin web sitesi');
    await input.press('Shift+Enter');
    await expect(chat.getByRole('log').getByText('Belediyenin web sitesi')).toHaveCount(0);
    await input.press('Enter');
    await expect(chat.getByRole('log').getByText('Belediyenin web sitesi')).toBeVisible();
    const started = Date.now();
    await expect(chat.getByRole('link', { name: 'Web Sitemiz' })).toBeVisible();
    expect(Date.now() - started).toBeGreaterThanOrEqual(1500);
    await expectPageToBeAccessible(page);
    await chat.getByRole('button', { name: 'Sohbeti kapat' }).click();
    await expect(chat).toHaveCount(0);
  });

  test('an unknown address ends on the 404 page, which leads home', async ({ page }) => {
    await page.goto('/bu-sayfa-yok');
    await expect(page).toHaveURL(/\/session\/404$/);
    await expect(page.getByRole('heading', { name: 'Sayfa bulunamadı' })).toBeVisible();
    await expectPageToBeAccessible(page);
    await page.getByRole('link', { name: 'Anasayfaya Dön' }).click();
    await expect(page).toHaveURL(/\/anasayfa$/);
  });

  test('switches to English and back', async ({ page }) => {
    await page.goto('/anasayfa');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /Welcome to Antakya Belediyesi/ })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'Türkçe' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /hoş geldiniz/ })).toBeVisible();
  });
});

test.describe('phone width @phone', () => {
  test('the mobile menu page lists the services and the menu opens as a drawer', async ({ page }) => {
    await page.goto('/mobil-menu');
    await expect(page.getByRole('heading', { level: 1, name: 'Tüm Hizmetler' })).toBeVisible();
    const list = page.getByRole('navigation', { name: 'Tüm Hizmetler' });
    await expect(list.getByRole('link', { name: /Anasayfa/ })).toBeVisible();
    await expectPageToBeAccessible(page);
    await page.getByRole('button', { name: 'Menüyü aç veya kapat' }).click();
    const drawer = page.getByRole('navigation', { name: 'Ana menü' });
    await drawer.getByRole('link', { name: 'Anasayfa' }).click();
    await expect(page).toHaveURL(/\/anasayfa$/);
    await expect(drawer).toBeHidden();
  });

  test('the chat fills the width minus 32 px under 450 px', async ({ page }) => {
    await page.goto('/anasayfa');
    await page.getByRole('button', { name: 'Yardım sohbetini aç' }).click();
    const box = await page.getByRole('dialog', { name: 'Otomatik Yardım Asistanı' }).boundingBox();
    expect(Math.round(box!.width)).toBe(390 - 32);
  });
});
