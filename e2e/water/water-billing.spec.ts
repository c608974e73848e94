import type { Locator, Page } from '@playwright/test';
import { shot as backOfficeShot, signInToBackOffice, signOut } from '../backoffice/back-office-pages';
import { demo, signInAs } from '../identity/identity-pages';
import { payOnBank } from '../payment/payment-pages';
import { demoDay } from '../support/demo-dates';
import { expectPageToBeAccessible } from '../support/expect-accessible';
import { expect, test } from '../support/fixtures';
import { shot } from './water-pages';

/**
 * Water bills from meter readings, from the reader's phone to the citizen's card (the demo of
 * apps/server/src/seed/water-readings.ts): AHMET's flat 1000007 was read by the water unit on the
 * 26th of every month and billed up to September; October's reading (of the story; the month
 * before today's in the demo) waits for the clerk's run, which skips every other subscription
 * (their month was billed by the previous system). No other spec reads 1000007.
 */
const emine = { id: '73257708098', name: 'EMİNE KARA' };
const flat = { subscriberNo: '1000007', lastIndex: 1644, previousIndex: 1627, octoberM3: 17 };
const pad = (n: number) => String(n).padStart(2, '0');
const october = demoDay.recentMonth(2026, 10);
const september = demoDay.recentMonth(2026, 9);
const period = `${october.year}-${pad(october.month)}`;
const periodLabel = `${october.year}/${pad(october.month)}`;

/**
 * October's bill worked out by hand from the demo tariff in force today (apps/server/src/seed/
 * water-tariffs.ts, homes: 0–15 m³ 22,50 + 11,25 TL wastewater, 16–30 m³ 31,50 + 15,75; KDV 1 %;
 * ÇTV 2,00 TL per m³): 17 m³ between the 26ths of September and October. The first block's limit
 * is 15 m³ × days / 30 (docs/domain/water.md); each line is rounded half up to a kuruş.
 */
function octoberBill() {
  const days = Math.round((Date.UTC(october.year, october.month - 1, 26) - Date.UTC(september.year, september.month - 1, 26)) / 86_400_000);
  const first = Math.min(flat.octoberM3, (15 * days) / 30);
  const second = flat.octoberM3 - first;
  const lines = [Math.round(first * 2250), Math.round(first * 1125), Math.round(second * 3150), Math.round(second * 1575)];
  const net = lines.reduce((a, b) => a + b, 0);
  const total = net + Math.round(net / 100) + flat.octoberM3 * 200;
  return { days, total };
}
const money = (kurus: number) => `${new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(kurus / 100)}`;

/** What the screen shows at that moment, scrolled to a part of it (E2E_SCREENSHOTS=dir), for looking at the screens. */
async function look(page: Page, name: string, target?: Locator) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (!dir) return;
  if (target) await target.scrollIntoViewIfNeeded();
  // Headless Chromium paints a scrolled or resized page tile by tile: a moment lets the last tiles land.
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${dir}/look-${name}-${page.viewportSize()?.width}.png` });
}

async function readAtPhoneWidth(page: Page) {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInToBackOffice(page, emine);
  await page.getByRole('button', { name: 'Menüyü aç/kapat' }).click();
  await page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Endeks Okuma' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Endeks Okuma' })).toBeVisible();
  const district = page.getByLabel('Mahalle');
  await expect(district.locator('option', { hasText: /BOSTANCIK/i })).toHaveCount(1);
  await district.selectOption({ label: (await district.locator('option', { hasText: /BOSTANCIK/i }).textContent())! });
  const card = page.getByRole('listitem', { name: `Abone no ${flat.subscriberNo}` });
  await expect(card.getByText(`${flat.lastIndex} m³`)).toBeVisible();
  await expectPageToBeAccessible(page);
  await backOfficeShot(page, 'reading-route');
  // 200 m³ in a month is far above the flat's usual: the server asks, the reader confirms.
  await card.getByRole('textbox', { name: 'Endeks (m³)' }).fill(String(flat.lastIndex + 200));
  await card.getByRole('button', { name: 'Kaydet' }).click();
  await expect(card.getByRole('alert')).toContainText('ortalama');
  await backOfficeShot(page, 'reading-confirm');
  await look(page, 'reading-confirm', card);
  await card.getByRole('button', { name: 'Endeksi onayla ve kaydet' }).click();
  await expect(card.getByText('Bugün okundu')).toBeVisible();
  await expect(card.getByText(`${flat.lastIndex + 200} m³`)).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  const save = await card.getByRole('button', { name: 'Kaydet' }).boundingBox();
  expect(save!.height).toBeGreaterThanOrEqual(44);
  await backOfficeShot(page, 'reading-done');
  await look(page, 'reading-done', card);
  await page.evaluate(() => window.scrollTo(0, 0));
  await look(page, 'reading-route');
}

async function billThePeriod(page: Page) {
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Su Tarifeleri' }).click();
  await expect(page.getByRole('table', { name: /^Konut \(gerçek kişi\) · / }).first()).toBeVisible();
  // A version may only start tomorrow or later: the server says so on the date field.
  await page.getByLabel('Geçerlilik tarihi').fill(demoDay.today);
  for (const [label, value] of [
    ['1. Üst sınır (m³ / 30 gün)', '15'],
    ['1. Su (TL/m³)', '25,00'],
    ['1. Atık su (TL/m³)', '12,50'],
    ['2. Su (TL/m³)', '35,00'],
    ['2. Atık su (TL/m³)', '17,50'],
  ])
    await page.getByLabel(label!).fill(value!);
  await page.getByRole('button', { name: 'Tarifeyi kaydet' }).click();
  await expect(page.getByText('Geçerlilik tarihi yarın ya da sonrası olmalıdır.')).toBeVisible();
  await expectPageToBeAccessible(page);
  await backOfficeShot(page, 'tariffs');
  await look(page, 'tariffs', page.getByLabel('Geçerlilik tarihi'));
  await page.setViewportSize({ width: 390, height: 844 });
  await look(page, 'tariffs', page.getByRole('button', { name: 'Tarifeyi kaydet' }));
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1366, height: 900 });

  await page.getByRole('navigation', { name: 'Yönetim menüsü' }).getByRole('link', { name: 'Su Faturalama' }).click();
  await page.getByLabel('Dönem').fill(period);
  await page.getByRole('button', { name: 'Faturalamayı başlat' }).click();
  await expect(page.getByRole('heading', { level: 2, name: `${periodLabel} dönemi faturalaması · Tamamlandı` })).toBeVisible({ timeout: 60_000 });
  expect(Number(await page.getByTestId('bill-count').textContent())).toBeGreaterThanOrEqual(1);
  expect(Number(await page.getByTestId('skipped-count').textContent())).toBeGreaterThan(100);
  await page.getByLabel('Abone no').fill(flat.subscriberNo);
  await page.getByRole('button', { name: 'Faturayı göster' }).click();
  const lines = page.getByRole('table', { name: `${flat.subscriberNo} abone no, ${periodLabel} faturası` });
  await expect(lines.getByRole('row', { name: /Toplam/ })).toContainText(money(octoberBill().total));
  await expectPageToBeAccessible(page);
  await backOfficeShot(page, 'billing-run');
  await look(page, 'billing-run', lines);
  await page.setViewportSize({ width: 390, height: 844 });
  await look(page, 'billing-run', page.getByRole('heading', { level: 2, name: /dönemi faturalaması/ }));
  await look(page, 'billing-run-lines', lines);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1366, height: 900 });
  await signOut(page);
}

async function seeAndPay(page: Page) {
  const { total, days } = octoberBill();
  await signInAs(page, demo.ahmet);
  await page.goto('/WaterDebts');
  const subscription = page.getByRole('region', { name: `Abone no ${flat.subscriberNo}` });
  const why = subscription.getByRole('table', { name: `${periodLabel} faturası: Bu tutar nasıl hesaplandı?` });
  await expect(why.getByRole('row', { name: /Toplam/ })).toContainText(money(total));
  await expect(why.getByRole('row', { name: /Tüketim/ })).toContainText(`${days} gün`);
  await expect(subscription.getByText(`${flat.previousIndex} m³ ·`).first()).toBeVisible();
  await expect(subscription.getByText(`${flat.lastIndex} m³ ·`).first()).toBeVisible();
  const figure = subscription.getByRole('figure', { name: 'Aylık tüketim (m³)' });
  await expect(figure.locator('svg').first()).toBeVisible();
  await expect(figure.getByText(`son dönem ${flat.octoberM3} m³`)).toBeVisible();
  await figure.getByRole('button', { name: 'Grafiğin değerlerini tablo olarak göster' }).click();
  await expect(figure.getByRole('table', { name: 'Tüketim tablosu' }).getByRole('row')).toHaveCount(25);
  await expectPageToBeAccessible(page);
  await shot(page, 'water-bills');
  await look(page, 'water-chart', figure);
  await look(page, 'water-why', why);
  await page.setViewportSize({ width: 390, height: 844 });
  await look(page, 'water-chart', figure);
  await look(page, 'water-why', why);
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await page.setViewportSize({ width: 1366, height: 900 });

  await subscription.getByRole('checkbox', { name: `${periodLabel} Kullanım borcunu seç` }).check();
  await expect(subscription.getByTestId('selected-total')).toContainText(money(total));
  await subscription.getByRole('button', { name: 'Öde', exact: true }).click();
  await expect(page).toHaveURL(/\/ziraat-banka$/);
  await page.getByRole('button', { name: 'Banka Ödeme Sayfasına Git' }).click();
  await payOnBank(page, { hosted: true });
  await expect(page.getByRole('heading', { level: 1, name: 'Ödemeniz alındı' })).toBeVisible();
  await page.getByRole('link', { name: 'Borç Ekranına Dön' }).click();
  await expect(subscription.getByRole('checkbox', { name: `${periodLabel} Kullanım borcunu seç` })).toHaveCount(0);
  await expect(subscription.getByRole('table', { name: 'Geçmiş ödemeler' }).getByRole('row').filter({ hasText: periodLabel })).toHaveCount(1);
}

// Pays AHMET's bill: no other file's test may pay or total his debts meanwhile.
test.use({ moneyOf: ['ahmet'] });

test.describe('water bills from meter readings', () => {
  test('a reader reads a meter on a phone, the clerk bills the period, the citizen sees why and pays by card', async ({ page }) => {
    test.setTimeout(300_000);
    await readAtPhoneWidth(page);
    await billThePeriod(page);
    await seeAndPay(page);
  });
});
