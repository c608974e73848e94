import { readFileSync } from 'node:fs';
import { demo, signInAs } from '../identity/identity-pages';
import { demoAdministrativeFine, proveFastPayment } from './debt-pages';
import { demoDay } from '../support/demo-dates';
import { expectPageToBeAccessible } from '../support/expect-accessible';
import { expect, test } from '../support/fixtures';
import { readPdf } from '../support/pdf-text';

/** "1.234,56 ₺" → 123456 kuruş. */
const kurus = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', ''));

// Pays these demo accounts' debts or reads their totals: no other file's test may pay them meanwhile.
test.use({ moneyOf: ['ahmet', 'zeynep'] });

test.describe('debts', () => {
  test('a member sees debts by income type with delay fines as of a chosen date, and opens a receipt', async ({ page }) => {
    test.setTimeout(180_000);
    await signInAs(page, demo.ahmet);
    await page.goto('/DebtQuestioning');
    await expect(page.getByRole('heading', { level: 1, name: 'Borç Sorgulama ve Ödeme' })).toBeVisible();
    await expect(page.getByRole('tab', { name: /Emlak Vergisi/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: /^Su/ })).toBeVisible();
    await expect(page.getByRole('tab', { name: /Para Cezaları/ })).toBeVisible();
    const administrative = demoAdministrativeFine();
    await page.getByRole('textbox', { name: 'Gecikme zammı hesap tarihi' }).fill(administrative.asOf);

    // The fine: 3.124,00 TL due 14.04.2025 — 7 months at 4.5 %, 13 at 3.7 % and 1 day at 0.001234 → 2.490,56 TL (in the story's dates).
    await page.getByRole('tab', { name: /Para Cezaları/ }).click();
    const fine = page.getByTestId('debt-line');
    await expect(fine).toHaveCount(1);
    await expect(fine).toContainText(administrative.due);
    await expect(fine).toContainText('Vadesi geçti');
    await expect(fine).toContainText(administrative.principal);
    await expect(fine).toContainText(administrative.fine);
    await expect(page.getByTestId('debt-total')).toHaveText(administrative.total);
    await expectPageToBeAccessible(page);

    // Property tax: the totals row is the sum of the lines; choosing this year's 2nd instalment brings the 1st with it.
    await page.getByRole('tab', { name: /Emlak Vergisi/ }).click();
    const rows = page.getByTestId('debt-line');
    await expect(rows.first()).toBeVisible();
    const totals = await rows.locator('td:last-child').allTextContents();
    expect(kurus((await page.getByTestId('debt-total').textContent())!)).toBe(totals.reduce((s, x) => s + kurus(x), 0));
    await page.getByRole('checkbox', { name: `Emlak Vergisi (Bina) ${demoDay.year}/2 satırını seç` }).check();
    await expect(page.getByRole('checkbox', { name: `Emlak Vergisi (Bina) ${demoDay.year}/1 satırını seç` })).toBeChecked();
    await expect(page.getByText('Aynı tahakkukun önceki taksitleri de seçildi')).toBeVisible();
    await expect(page.getByText('Seçilen 2 borç')).toBeVisible();
    await expectPageToBeAccessible(page);

    // A past payment: its lines, then its receipt PDF.
    await page.getByRole('tab', { name: 'Ödemelerim' }).click();
    const first = page.getByTestId('collection-row').first();
    const receiptNo = (await first.locator('td').nth(1).textContent())!;
    await first.getByRole('button', { name: /^Ayrıntı/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Ödeme Ayrıntısı' });
    await expect(dialog).toContainText(receiptNo);
    const code = /Doğrulama kodu: ([A-Z0-9]{4}(?:-[A-Z0-9]{4}){2,3})/.exec((await dialog.textContent())!)![1]!;
    await expectPageToBeAccessible(page);
    await dialog.getByRole('button', { name: 'Kapat' }).click();
    const [download] = await Promise.all([page.waitForEvent('download'), first.getByRole('button', { name: /Makbuz \(PDF\)/ }).click()]);
    expect(download.suggestedFilename()).toBe(`makbuz-${receiptNo}.pdf`);
    const pdf = await readPdf(readFileSync((await download.path())!));
    expect(pdf.text).toContain(receiptNo);
    expect(pdf.text).toContain(code);
    expect(pdf.text).toContain('AHMET YILMAZ');
    expect(pdf.embedsFonts).toBe(true);

    // Anyone can check that receipt's code.
    await page.goto('/ReceiptVerification');
    await page.getByRole('textbox', { name: 'Doğrulama kodu' }).fill(code);
    await page.getByRole('button', { name: 'Doğrula' }).click();
    await expect(page.getByText('Makbuz geçerlidir')).toBeVisible();
    await expect(page.getByRole('status')).toContainText(receiptNo);
    await expectPageToBeAccessible(page);

    await page.goto('/RegistryObservation');
    await expect(page.getByRole('heading', { level: 1, name: 'Sicil Bilgilerim' })).toBeVisible();
    await expect(page.getByRole('cell', { name: '1000001' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Arsa' })).toBeVisible();
    // The estates and subscriptions (1000001, 1000002 and the flat billed from readings, 1000007) sit at AHMET's home, a village address in postal style.
    await expect(page.getByRole('cell', { name: 'Bostancık Köyü Ilgın Cad. No:5 İç Kapı:5' })).toHaveCount(5);
    await expectPageToBeAccessible(page);
  });

  test('fast payment finds debts after the SMS code, with the holder masked', async ({ page, request }) => {
    test.setTimeout(180_000);
    await proveFastPayment(page, request, demo.ahmet);
    await expect(page.getByTestId('fast-holder')).toHaveText('AH*** YI***');
    await expect(page.getByTestId('debt-line').first()).toBeVisible();
    await expect(page.getByText('AHMET YILMAZ')).toHaveCount(0);
    await expectPageToBeAccessible(page);
  });

  test('the matrimony payment screen exists in Antakya (county 2080)', async ({ page }) => {
    await page.goto('/FastPaymentForMatrimony');
    await expect(page.getByRole('heading', { level: 1, name: 'Evlendirme Harcı Ödeme' })).toBeVisible();
    await expectPageToBeAccessible(page);
  });

  test('debt screens at phone width @phone', async ({ page }) => {
    test.setTimeout(180_000);
    await signInAs(page, demo.zeynep);
    await page.goto('/DebtQuestioning');
    await expect(page.getByTestId('debt-line').first()).toBeVisible();
    await expectPageToBeAccessible(page);
    await page.goto('/RegistryObservation');
    await expect(page.getByRole('heading', { level: 1, name: 'Sicil Bilgilerim' })).toBeVisible();
    await expect(page.getByRole('cell', { name: '1000003' })).toBeVisible();
    await expectPageToBeAccessible(page);
    await page.goto('/FastPayment');
    await expect(page.getByRole('heading', { level: 1, name: 'Hızlı Ödeme' })).toBeVisible();
    await expectPageToBeAccessible(page);
  });
});
