import { collectionTypes, parameterTypeCodes, revenueTypes } from '@ebelediye/contract';
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { demo, signInAs } from '../identity/identity-pages';
import { expectPageToBeAccessible } from '../support/expect-accessible';
import { expect, test } from '../support/fixtures';
import { readPdf } from '../support/pdf-text';

// Issue 22 item 8: the citizen's main journeys read in English, money and dates the English way.
// With SCREENSHOT_DIR set, each screen is also saved there to be looked at.
async function shot(page: Page, name: string) {
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/${name}.png`, fullPage: true });
}

test.describe('in English', () => {
  test('home: menu, services and search in English', async ({ page }) => {
    await page.goto('/anasayfa');
    await page.getByRole('button', { name: 'English' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Antakya Belediyesi e-Municipality' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Debt Inquiry and Payment' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Declarations' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Building Declaration' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Our Mayor' })).toHaveCount(0);
    await expect(page.getByText('Our Mayor').first()).toBeVisible();
    await expect(page.getByText('Hızlı Ödeme')).toHaveCount(0);
    await expectPageToBeAccessible(page);
    await shot(page, 'english-home');

    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('combobox', { name: 'Search menus and services' }).fill('fast');
    await expect(page.getByRole('option').first()).toHaveText('Fast Payment');
    await page.getByRole('combobox').fill('hızlı');
    await expect(page.getByRole('option').first()).toHaveText('Fast Payment');
  });

  test('fast payment and debt questioning in English, with English money and dates', async ({ page, request }) => {
    test.setTimeout(150_000);
    await page.goto('/anasayfa');
    await page.getByRole('button', { name: 'English' }).click();
    await page.goto('/FastPayment');
    await expect(page.getByRole('heading', { level: 1, name: 'Fast Payment' })).toBeVisible();
    await page.getByRole('textbox', { name: 'ID / Tax number' }).fill('123');
    await page.getByRole('textbox', { name: 'Registered mobile phone' }).fill(demo.ahmet.gsm);
    await page.getByRole('button', { name: 'Verify that I am a person' }).click();
    await expect(page.getByText('Verified.')).toBeVisible({ timeout: 90_000 });
    await page.getByRole('button', { name: 'Send verification code' }).click();
    await expect(page.getByText('Enter a valid ID or tax number.')).toBeVisible();
    await page.getByRole('textbox', { name: 'ID / Tax number' }).fill(demo.ahmet.id);
    await page.getByRole('button', { name: 'Send verification code' }).click();
    await expect(page.getByText(/code was sent to/)).toBeVisible();
    const inbox = (await (await request.get(`/sim/sms?gsm=${demo.ahmet.gsm}&format=json`)).json()) as { body: string }[];
    await page.getByRole('textbox', { name: 'Verification code' }).fill(/kodunuz: (\d+)/.exec(inbox[0]!.body)![1]!);
    await page.getByRole('button', { name: 'Verify and show debts' }).click();
    const line = page.getByTestId('debt-line').first();
    await expect(line).toBeVisible();
    await expect(line).toContainText(/₺\d{1,3}(,\d{3})*\.\d{2}/);
    await expect(line).toContainText(/\d{2}\/\d{2}\/\d{4}/);
    await expect(page.getByText('Select at least one debt from the list to pay.')).toBeVisible();
    await expectPageToBeAccessible(page);
    await shot(page, 'english-fast-payment');

    await page.goto('/session/signin');
    await page.getByRole('textbox', { name: /National ID \/ Tax number/ }).fill(demo.ahmet.id);
    await page.getByLabel(/^Password\s*\*?$/).fill(demo.password);
    await page.getByRole('checkbox', { name: 'I am not a robot' }).check();
    await expect(page.getByRole('checkbox', { name: 'Verified' })).toBeChecked({ timeout: 60_000 });
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('button', { name: new RegExp(demo.ahmet.name) })).toBeVisible();
    await page.goto('/DebtQuestioning');
    await expect(page.getByRole('heading', { level: 1, name: 'Debts and Payment' })).toBeVisible();
    await expect(page.getByTestId('debt-line').first()).toContainText(/₺\d/);
    await expect(page.getByRole('tab', { name: 'My payments' })).toBeVisible();
    await expectPageToBeAccessible(page);
    await shot(page, 'english-debt-questioning');
  });

  test('debts, payments, water and complaints show no Turkish catalogue word in English', async ({ page }) => {
    test.setTimeout(150_000);
    await signInAs(page, demo.ahmet);
    const catalogue = await turkishCatalogue(page);
    expect(catalogue).toEqual(expect.arrayContaining(['Emlak Vergisi', 'Kredi Kartı', 'Şikayet', 'Temizlik ve Çöp']));
    await page.goto('/anasayfa');
    await page.getByRole('button', { name: 'English' }).click();

    await page.goto('/DebtQuestioning');
    await expect(page.getByRole('tab', { name: /Property Tax/ })).toBeVisible();
    for (const name of [/Property Tax/, /^Water/, /Fines/, /My payments/, /Accrual history/]) {
      await page.getByRole('tab', { name }).click();
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('progressbar')).toHaveCount(0);
      await expectNoTurkish(page, catalogue);
    }
    await page.getByRole('tab', { name: /My payments/ }).click();
    await expect(page.getByText('Credit card').first()).toBeVisible();
    await expectEnglishReceipt(page, catalogue);

    await page.goto('/WaterDebts');
    await expect(page.getByText('Usage').first()).toBeVisible();
    await expect(page.getByText('Wastewater, block 1').first()).toBeVisible();
    await expectNoTurkish(page, catalogue);

    await page.goto('/ComplaintsAndRequests');
    await expect(page.locator('#complaint-category option', { hasText: 'Street Lighting' })).toHaveCount(1);
    await expect(page.locator('#complaint-kind option', { hasText: 'Suggestion' })).toHaveCount(1);
    await expectNoTurkish(page, catalogue);
    await shot(page, 'english-complaint-form');
  });
});

/** The Turkish names a citizen's screens draw from the server's and the contract's catalogues. */
async function turkishCatalogue(page: Page): Promise<string[]> {
  const token = await page.evaluate(() => sessionStorage.getItem('accessToken'));
  const call = async <T>(name: string, data: object): Promise<T> => {
    const response = await page.request.post(`/api/${name}`, { data, headers: { authorization: `Bearer ${token}` } });
    expect(response.ok(), name).toBe(true);
    return (await response.json()) as T;
  };
  const [own] = await call<{ registryOid: number; isOwn: boolean }[]>('RetrieveDebtorRegistries', {});
  const registryInfoOid = own!.registryOid;
  const types = await call<{ name: string }[]>('RetrieveAccrumentModulTypes', { registryInfoOid });
  const balances = await call<{ lines: { description: string; incomeTypeName: string }[] }>('GetDeclarationAccrumentBalancesofEMunicipality', { registryInfoOid });
  const kinds = await call<{ applicationTypeName: string }[]>('GetPRApplicationTypeWithoutAuthorization', {});
  const categories = await call<{ parameterName: string }[]>('RetrieveParametersWithoutAuthorization', { parameterTypeCode: parameterTypeCodes.complaintCategory });
  const names = [
    ...types.map((t) => t.name),
    ...balances.lines.flatMap((l) => [l.description, l.incomeTypeName]),
    ...kinds.map((k) => k.applicationTypeName),
    ...categories.map((c) => c.parameterName),
    ...[revenueTypes, collectionTypes].flatMap((table) => Object.values(table).map((e) => e.tr)),
    'kademe',
    'Atık su',
    'Çevre temizlik vergisi',
  ];
  // Short words ("Su") would match inside English ones ("Subscriber"); every longer one must not appear.
  return [...new Set(names)].filter((name) => name.length >= 4);
}

async function expectNoTurkish(page: Page, catalogue: string[]) {
  const text = await page.locator('main').innerText();
  const options = (await page.locator('main option').allTextContents()).join('\n');
  expect(catalogue.filter((name) => text.includes(name) || options.includes(name))).toEqual([]);
}

/**
 * The receipt of a demo payment already made (nothing new is paid), downloaded from the English
 * "My payments" tab: asked for in English, it is the English rendering with no Turkish name of the
 * catalogue and none of the Turkish receipt's own words.
 */
async function expectEnglishReceipt(page: Page, catalogue: string[]) {
  const first = page.getByTestId('collection-row').first();
  const receiptNo = (await first.locator('td').nth(1).textContent())!;
  const asked = page.waitForRequest((r) => r.url().endsWith('/api/CreateCollectionInfoReportForEMunicipalityWithoutAuthorization'));
  const [download] = await Promise.all([page.waitForEvent('download'), first.getByRole('button', { name: `Receipt (PDF) ${receiptNo}` }).click()]);
  expect((await asked).postDataJSON()).toMatchObject({ language: 'en' });
  const { text } = await readPdf(readFileSync((await download.path())!));
  expect(text).toContain('COLLECTION RECEIPT');
  expect(text).toContain('English rendering of the Turkish receipt; the Turkish original is the official record.');
  expect(text).toContain(`Receipt No ${receiptNo}`);
  expect(text).toMatch(/Payment type (Cash|Credit card|Transfer|Postal cheque|Deposit set-off)/);
  expect(text).toMatch(/Amount in words: [a-z -]+ (lira|kuruş)/);
  expect(text).toMatch(/₺\d{1,3}(,\d{3})*\.\d{2}/);
  expect(catalogue.filter((name) => text.includes(name))).toEqual([]);
  const receiptWords = ['Makbuz No', 'Ödeme Tarihi', 'Tahsilat Şekli', 'ÖDENEN BORÇLAR', 'Gecikme Zammı', 'Açıklama', 'Yalnız', 'Türk Lirası', 'Doğrulama Kodu', 'Sayfa'];
  expect(receiptWords.filter((word) => text.includes(word))).toEqual([]);
}
