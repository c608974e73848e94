import type { Page } from '@playwright/test';
import { expectPageToBeAccessible } from '../support/expect-accessible';
import { expect, test } from '../support/fixtures';
import { demo, latestSms, signInAs, signInScreen } from './identity-pages';

const codeSentNote = /Bilgileriniz kayıtlı bilgilerle eşleşiyorsa \(5\*\*\) \*\*\* \*\* \d\d numarasına bir doğrulama kodu gönderildi\./;

async function askForCode(page: Page, id: string, gsm: string) {
  await page.getByRole('textbox', { name: /T.C. Kimlik \/ Vergi Numarası/ }).fill(id);
  const phone = page.getByRole('textbox', { name: /Cep Telefonu/ });
  await phone.fill(gsm);
  await page.getByRole('button', { name: 'Gerçek kişi olduğumu doğrula' }).click();
  await expect(page.getByText('Gerçek kişi doğrulaması tamamlandı.')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Onay' }).click();
  await expect(page.getByText(codeSentNote)).toBeVisible();
}

test.describe('password reset', () => {
  test('a code to the registered phone buys a new password by SMS; it signs in, the old one no longer does', async ({ page, request }) => {
    await page.goto('/session/signin');
    await page.getByRole('link', { name: 'Şifremi Unuttum' }).click();
    await expect(page).toHaveURL(/\/session\/forgot-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'E-Belediye Şifre Sıfırlama' })).toBeVisible();
    await expectPageToBeAccessible(page);

    await askForCode(page, demo.fatma.id, demo.fatma.gsm);
    await expect(page.getByRole('textbox', { name: /Cep Telefonu/ })).toHaveValue('(505) 111 22 33');
    await expectPageToBeAccessible(page);
    // The code leaves after the answer.
    await expect.poll(() => latestSms(request, demo.fatma.gsm)).toContain('şifre sıfırlama kodunuz');
    const code = /kodunuz: (\d+)/.exec(await latestSms(request, demo.fatma.gsm))![1]!;
    await page.getByRole('textbox', { name: 'Doğrulama kodu' }).fill(code);
    await page.getByRole('button', { name: 'Şifremi Sıfırla' }).click();
    await expect(page.getByText('Yeni şifreniz sms olarak cep telefonunuza gönderilmiştir.')).toBeVisible();
    await expect(page).toHaveURL(/\/session\/signin$/);
    await expectPageToBeAccessible(page);

    const sms = await latestSms(request, demo.fatma.gsm);
    const newPassword = /yeni şifreniz: (\S+)/.exec(sms)?.[1];
    expect(newPassword, sms).toBeTruthy();

    const screen = signInScreen(page);
    await screen.signIn(demo.fatma.id, demo.password);
    await expect(page.getByText('Kullanıcı adı veya şifre hatalı.')).toBeVisible();
    await signInAs(page, demo.fatma, newPassword);

    // Later specs sign FATMA in with the demo password: give it back, as the member would.
    const token = await page.evaluate(() => sessionStorage.getItem('accessToken') ?? '');
    const restored = await page.request.post('/api/ChangePassword', {
      headers: { authorization: `Bearer ${token}` },
      data: { currentPassword: newPassword, newPassword: demo.password },
    });
    expect(restored.ok(), await restored.text()).toBe(true);
  });

  test('the old address works too; an unknown ID number looks like any other, and a wrong code changes nothing', async ({ page }) => {
    await page.goto('/ForgottenPassword');
    await expect(page.getByRole('heading', { level: 1, name: 'E-Belediye Şifre Sıfırlama' })).toBeVisible();
    await askForCode(page, demo.canNoRegistry.id, '5359876543');
    await expect(page.getByText('Kullanıcı kaydı bulunamadı Lütfen üyelik alınız.')).toHaveCount(0);
    await page.getByRole('textbox', { name: 'Doğrulama kodu' }).fill('123456');
    await page.getByRole('button', { name: 'Şifremi Sıfırla' }).click();
    await expect(page.getByText('Doğrulama kodu hatalı, süresi dolmuş veya daha önce kullanılmış. Lütfen kodu kontrol ediniz ya da yeni kod isteyiniz.')).toBeVisible();
    await expect(page).toHaveURL(/\/ForgottenPassword$/);
    await expectPageToBeAccessible(page);
    await page.getByRole('link', { name: 'Anasayfa' }).click();
    await expect(page).toHaveURL(/\/anasayfa$/);
  });
});
