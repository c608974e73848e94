import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { expectPageToBeAccessible } from '../support/expect-accessible';

/**
 * Fast payment's proof (KVKK 2022/388): ID number and the registered phone, the human
 * check, then the SMS code read from the simulator's inbox. Ends with the payable debts shown.
 */
export async function proveFastPayment(page: Page, request: APIRequestContext, person: { id: string; gsm: string }) {
  await page.goto('/FastPayment');
  await expect(page.getByRole('heading', { level: 1, name: 'Hızlı Ödeme' })).toBeVisible();
  await expectPageToBeAccessible(page);
  await page.getByRole('textbox', { name: 'T.C. Kimlik / Vergi No' }).fill(person.id);
  await page.getByRole('textbox', { name: 'Kayıtlı cep telefonu' }).fill(person.gsm);
  await page.getByRole('button', { name: 'Gerçek kişi olduğumu doğrula' }).click();
  await expect(page.getByText('Gerçek kişi doğrulaması tamamlandı.')).toBeVisible({ timeout: 90_000 });
  await page.getByRole('button', { name: 'Doğrulama Kodu Gönder' }).click();
  await expect(page.getByText(/Doğrulama kodu .* numarasına gönderildi/)).toBeVisible();
  const inbox = (await (await request.get(`/sim/sms?gsm=${person.gsm}&format=json`)).json()) as { body: string }[];
  const code = /kodunuz: (\d+)/.exec(inbox[0]!.body)![1]!;
  await page.getByRole('textbox', { name: 'Doğrulama kodu' }).fill(code);
  await page.getByRole('button', { name: 'Doğrula ve Borçları Göster' }).click();
  await expect(page.getByTestId('debt-line').first()).toBeVisible();
}
