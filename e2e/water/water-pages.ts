import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { screenshot } from '../support/screenshots';

/** The cancellation demo subscription (apps/server/src/seed/water.ts): ZEYNEP KAYA's second meter. */
export const cancellationDemo = { subscriberNo: '1000006', gsm: '5337654321', owner: 'Zeynep Kaya' };

/** The newest verification code sent to a phone, read from the SMS simulator. */
export async function latestCode(request: APIRequestContext, gsm: string): Promise<string> {
  const inbox = (await (await request.get(`/sim/sms?gsm=${gsm}&format=json`)).json()) as { body: string }[];
  const code = inbox.map((m) => /kodunuz: (\d+)/.exec(m.body)?.[1]).find(Boolean);
  if (!code) throw new Error('no code in the inbox');
  return code;
}

export async function newestSms(request: APIRequestContext, gsm: string): Promise<string> {
  const inbox = (await (await request.get(`/sim/sms?gsm=${gsm}&format=json`)).json()) as { body: string }[];
  return inbox[0]?.body ?? '';
}

/** Screenshots for looking at the screens, only when asked (E2E_SCREENSHOTS=dir). */
export const shot = (page: Page, name: string) => screenshot(page, `${name}`);

export async function sendCode(page: Page) {
  await page.getByRole('button', { name: /Doğrulama Kodu Gönder|Kodu Yeniden Gönder/ }).click();
  await expect(page.getByText(/Doğrulama kodu .* numarasına gönderildi/)).toBeVisible();
}

export async function enterCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Doğrulama kodu' }).fill(code);
  await page.getByRole('button', { name: 'Kodu Doğrula' }).click();
}
