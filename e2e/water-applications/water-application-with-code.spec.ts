import type { APIRequestContext, Page } from '@playwright/test';
import { expectPageToBeAccessible } from '../support/expect-accessible';
import { expect, test } from '../support/fixtures';
import { attach, shot } from './water-applications-pages';

/** A subscriber without an e-Belediye account, whom no other spec reads (seed: subscription 2000014). */
const citizen = { id: '86119615434', gsm: '5422288160', subscriberNo: '2000014' };

/** From the lookup page's entry to the ID + phone + SMS code step of one type. */
async function startWithCode(page: Page, typeName: string) {
  await page.goto('/WaterApplicationStatus');
  await page.getByRole('link', { name: 'Kimlik numarası ve SMS koduyla başvurun' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Giriş Yapmadan Su Başvurusu' })).toBeVisible();
  // Only the types whose rule allows the SMS path are offered.
  await expect(page.getByRole('article', { name: 'Yeni Abonelik' })).toHaveCount(0);
  await page.getByRole('article', { name: typeName }).getByRole('button', { name: 'Başvur' }).click();
  await expect(page.getByRole('heading', { level: 2, name: `${typeName} başvurusu: kimlik doğrulama` })).toBeVisible();
}

async function proveWithCode(page: Page, request: APIRequestContext) {
  await page.getByRole('textbox', { name: 'T.C. Kimlik No' }).fill(citizen.id);
  await page.getByRole('textbox', { name: 'Kayıtlı cep telefonu' }).fill(citizen.gsm);
  await page.getByRole('button', { name: 'Gerçek kişi olduğumu doğrula' }).click();
  await expect(page.getByText('Gerçek kişi doğrulaması tamamlandı.')).toBeVisible({ timeout: 90_000 });
  await page.getByRole('button', { name: 'Doğrulama Kodu Gönder' }).click();
  await expect(page.getByText(/Doğrulama kodu .* numarasına gönderildi/)).toBeVisible();
  const inbox = (await (await request.get(`/sim/sms?gsm=${citizen.gsm}&format=json`)).json()) as { body: string }[];
  const code = /kodunuz: (\d+)/.exec(inbox[0]!.body)![1]!;
  await page.getByRole('textbox', { name: 'Doğrulama kodu' }).fill(code);
  await page.getByRole('button', { name: 'Doğrula ve Forma Geç' }).click();
}

test.describe('water applications without signing in', () => {
  test('a citizen who is not signed in files an invoice and meter appeal with the SMS code and follows it by tracking number', async ({ page, request }) => {
    test.setTimeout(180_000);
    await startWithCode(page, 'Fatura ve Sayaç İtirazı');
    await expectPageToBeAccessible(page);
    await shot(page, 'with-code-identity');
    await proveWithCode(page, request);
    await expect(page.getByRole('heading', { level: 2, name: 'Fatura ve Sayaç İtirazı başvurusu' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Aboneliğiniz' }).selectOption({ index: 1 });
    await expect(page.getByRole('combobox', { name: 'Aboneliğiniz' })).toContainText(citizen.subscriberNo);
    await page.getByRole('spinbutton', { name: /endeks/i }).fill('1234');
    await page.getByRole('textbox', { name: /Açıklama/ }).fill('Son faturadaki tüketim sayaçtaki endeksle uyuşmuyor.');
    await attach(page, 'invoiceCopy', 'fatura.png');
    await attach(page, 'meterPhoto', 'sayac.png');
    await page.getByRole('textbox', { name: 'Cep telefonu' }).fill(citizen.gsm);
    await expectPageToBeAccessible(page);
    await shot(page, 'with-code-form');
    await page.getByRole('button', { name: 'Başvuruyu gönder' }).click();
    const filed = page.getByTestId('water-filed');
    await expect(filed).toBeVisible();
    const trackingNumber = /SB-[2-9A-HJ-NP-Z]{5}-[2-9A-HJ-NP-Z]{5}/.exec((await filed.textContent()) ?? '')![0];
    await expectPageToBeAccessible(page);
    await shot(page, 'with-code-filed');

    await filed.getByRole('link', { name: 'Başvurunuzu izleyin' }).click();
    await page.getByRole('textbox', { name: 'Takip numarası' }).fill(trackingNumber);
    await page.getByRole('textbox', { name: 'Cep telefonu' }).fill(citizen.gsm);
    await page.getByRole('button', { name: 'Sorgula' }).click();
    await expect(page.getByTestId('water-application').filter({ hasText: trackingNumber }).getByTestId('water-application-status')).toHaveText('Başvuru alındı');
  });

  test('the SMS-code steps and the form at phone width @phone', async ({ page, request }) => {
    test.setTimeout(180_000);
    await startWithCode(page, 'Sayaç Değişimi');
    await expectPageToBeAccessible(page);
    await shot(page, 'with-code-identity');
    await proveWithCode(page, request);
    await expect(page.getByRole('heading', { level: 2, name: 'Sayaç Değişimi başvurusu' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Aboneliğiniz' })).toContainText(citizen.subscriberNo);
    await expectPageToBeAccessible(page);
    await shot(page, 'with-code-form');
  });
});
