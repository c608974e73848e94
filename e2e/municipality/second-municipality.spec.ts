import type { Page } from '@playwright/test';
import { payOnBank } from '../payment/payment-pages';
import { expectPageToBeAccessible } from '../support/expect-accessible';
import { expect, test } from '../support/fixtures';
import { startKilisPortal, type RunningPortal } from './second-municipality';

let kilis: RunningPortal;
test.beforeAll(async () => {
  test.setTimeout(180_000);
  kilis = await startKilisPortal({ withExamples: true });
});

/** İBRAHİM GÜNEŞ of the example registries (imports/examples), with the phone his row gives. */
const ibrahim = { id: '47610000198', gsm: '5324761001' };

// Pays an imported debt of this portal's own citizen; no other spec sees this portal.
test.use({ moneyOf: ['kilis-ibrahim'] });
test.afterAll(() => kilis?.stop());

/** Everything of the page a visitor can read or the browser shows: its text, its title, its icon, and its markup. */
async function seenOn(page: Page) {
  return { text: await page.locator('body').innerText(), title: await page.title(), html: await page.content() };
}

test.describe('a second municipality from its own file and its imported data', () => {
  test('the home page is Kilis Belediyesi, with its seal, and never Antakya', async ({ page }) => {
    await page.goto(`${kilis.baseURL}/anasayfa`);
    const banner = page.getByRole('banner');
    await expect(banner.getByText('Kilis Belediyesi')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText('Kilis Belediyesi');
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'www.kilis.bel.tr' })).toBeVisible();
    await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', '/municipality/seal.svg');
    const seal = page.getByTestId('mayor-seal');
    await expect(seal).toHaveAttribute('src', '/municipality/seal.svg');
    expect(await seal.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    const seen = await seenOn(page);
    expect(seen.text).not.toMatch(/antakya|hatay/i);
    expect(seen.html).not.toMatch(/antakya|hatay/i);
    await expectPageToBeAccessible(page);
  });

  test('the sign-in page is Kilis Belediyesi and never Antakya', async ({ page }) => {
    await page.goto(`${kilis.baseURL}/session/signin`);
    await expect(page.getByRole('heading', { level: 1, name: 'E-Belediye Sistemine Giriş' })).toBeVisible();
    await expect(page.getByText('Kilis Belediyesi', { exact: false }).first()).toBeVisible();
    const seen = await seenOn(page);
    expect(seen.text).toContain('Kilis Belediyesi');
    expect(`${seen.title}\n${seen.text}\n${seen.html}`).not.toMatch(/antakya|hatay/i);
    await expectPageToBeAccessible(page);
  });

  test('the privacy notice names Kilis Belediyesi as the data controller', async ({ page }) => {
    await page.goto(`${kilis.baseURL}/PrivacyNotice`);
    const article = page.getByRole('article');
    await expect(article.getByRole('link', { name: 'kvkk@kilis.bel.tr' })).toHaveAttribute('href', 'mailto:kvkk@kilis.bel.tr');
    await expect(article).toContainText('veri sorumlusu sıfatıyla Kilis Belediyesi');
    expect((await seenOn(page)).text).not.toMatch(/antakya|hatay/i);
  });

  test('a citizen of Kilis sees the imported debts with their delay fines and pays one by fast payment', async ({ page }) => {
    test.setTimeout(180_000);
    await page.goto(`${kilis.baseURL}/FastPayment`);
    await page.getByRole('textbox', { name: 'T.C. Kimlik / Vergi No' }).fill(ibrahim.id);
    await page.getByRole('textbox', { name: 'Kayıtlı cep telefonu' }).fill(ibrahim.gsm);
    await page.getByRole('button', { name: 'Gerçek kişi olduğumu doğrula' }).click();
    await expect(page.getByText('Gerçek kişi doğrulaması tamamlandı.')).toBeVisible({ timeout: 90_000 });
    await page.getByRole('button', { name: 'Doğrulama Kodu Gönder' }).click();
    await expect(page.getByText(/Doğrulama kodu .* numarasına gönderildi/)).toBeVisible();
    const inbox = (await (await fetch(`${kilis.baseURL}/sim/sms?gsm=${ibrahim.gsm}&format=json`)).json()) as { body: string }[];
    expect(inbox[0]!.body).toMatch(/^Kilis Belediyesi/);
    await page.getByRole('textbox', { name: 'Doğrulama kodu' }).fill(/kodunuz: (\d+)/.exec(inbox[0]!.body)![1]!);
    await page.getByRole('button', { name: 'Doğrula ve Borçları Göster' }).click();

    // The two property-tax instalments of the debts file, overdue since their original due dates, so each carries a delay fine.
    const imported = page.getByTestId('debt-line').filter({ hasText: 'Emlak Vergisi 2025 2. taksit' });
    await expect(imported).toContainText('01.12.2025');
    await expect(imported).toContainText('1.250,40');
    await expect(imported).toContainText('Vadesi geçti');
    await expect(page.getByTestId('debt-line').filter({ hasText: 'Emlak Vergisi 2026 1. taksit' })).toContainText('1.310,00');
    const fine = (await imported.getByRole('cell').nth(5).textContent()) ?? '';
    expect(fine).not.toMatch(/^0,00/);

    await imported.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Öde', exact: true }).click();
    await page.getByRole('button', { name: 'Banka Ödeme Sayfasına Git' }).click();
    await payOnBank(page, { hosted: true });
    await expect(page.getByRole('heading', { level: 1, name: 'Ödemeniz alındı' })).toBeVisible();
    expect((await seenOn(page)).text).not.toMatch(/antakya|hatay/i);
  });
});
