import { expectPageToBeAccessible } from '../support/expect-accessible';
import { expect, test } from '../support/fixtures';
import { demo, latestSms, signInAs, signInScreen } from './identity-pages';

test.describe('password reset', () => {
  test('a new password arrives by SMS and signs in; the old one no longer does', async ({ page, request }) => {
    await page.goto('/session/signin');
    await page.getByRole('link', { name: 'Şifremi Unuttum' }).click();
    await expect(page).toHaveURL(/\/session\/forgot-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'E-Belediye Şifre Sıfırlama' })).toBeVisible();
    await expectPageToBeAccessible(page);

    await page.getByRole('textbox', { name: /T.C. Kimlik \/ Vergi Numarası/ }).fill(demo.fatma.id);
    const phone = page.getByRole('textbox', { name: /Cep Telefonu/ });
    await phone.fill(demo.fatma.gsm);
    await expect(phone).toHaveValue('(505) 111 22 33');
    await page.getByRole('button', { name: 'Onay' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Lütfen gerçek kişi olduğunuzu doğrulayınız' })).toBeVisible();

    await signInScreen(page).verifyHuman();
    await page.getByRole('button', { name: 'Onay' }).click();
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

  test('the old address works too; an unknown member gets a toast and a wrong phone the Hata! dialog', async ({ page }) => {
    await page.goto('/ForgottenPassword');
    await expect(page.getByRole('heading', { level: 1, name: 'E-Belediye Şifre Sıfırlama' })).toBeVisible();
    const id = page.getByRole('textbox', { name: /T.C. Kimlik \/ Vergi Numarası/ });
    await id.fill(demo.canNoRegistry.id);
    await page.getByRole('textbox', { name: /Cep Telefonu/ }).fill('5359876543');
    await signInScreen(page).verifyHuman();
    await page.getByRole('button', { name: 'Onay' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Kullanıcı kaydı bulunamadı Lütfen üyelik alınız.' })).toBeVisible();

    await id.fill(demo.zeynep.id);
    await signInScreen(page).verifyHuman();
    await page.getByRole('button', { name: 'Onay' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Hata!' });
    await expect(dialog).toContainText('Girdiğiniz cep telefonu numarası kayıtlı numara ile eşleşmiyor.');
    await expectPageToBeAccessible(page);
    await dialog.getByRole('button', { name: 'Tamam' }).click();
    await expect(dialog).toHaveCount(0);
    await page.getByRole('link', { name: 'Anasayfa' }).click();
    await expect(page).toHaveURL(/\/anasayfa$/);
  });
});
