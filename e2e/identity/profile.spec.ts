import { expectPageToBeAccessible } from '../support/expect-accessible';
import { expect, test } from '../support/fixtures';
import { demo, latestSms, signInAs } from './identity-pages';

const newPhone = '5421119988';
const newPassword = 'Yeni.Sifre2026';

test.describe('profile', () => {
  test('a company member updates its details with a verified new phone, then changes the password', async ({ page, request }) => {
    await signInAs(page, demo.asiGida);
    await page.getByRole('button', { name: /Hesap menüsü/ }).click();
    await page.getByRole('menuitem', { name: 'Bilgilerimi Güncelle' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bilgilerimi Güncelle' })).toBeVisible();
    await expect(page.getByText(demo.asiGida.id)).toBeVisible();
    await expect(page.getByRole('table')).toContainText('Şifre');
    await expectPageToBeAccessible(page);

    await page.getByRole('textbox', { name: /^Ad/ }).fill('Ayşe');
    await page.getByRole('textbox', { name: /^Soyad/ }).fill('Demir');
    await page.getByRole('textbox', { name: /Cep Telefonu/ }).fill(newPhone);
    await page.getByLabel(/^Mevcut Şifre/).fill(demo.password);
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByText('Yeni cep telefonunuzu doğrulayınız.')).toBeVisible();

    await page.getByRole('button', { name: 'Doğrulama Kodu Gönder' }).click();
    await expect(page.getByText(/Doğrulama kodu .* numarasına gönderildi/)).toBeVisible();
    const code = /kodunuz: (\d+)/.exec(await latestSms(request, newPhone))![1]!;
    await page.getByRole('textbox', { name: 'Doğrulama kodu', exact: true }).fill(code);
    await page.getByRole('button', { name: 'Kodu Doğrula' }).click();
    await expect(page.getByText('Yeni cep telefonunuz doğrulandı.')).toBeVisible();
    await page.getByRole('button', { name: 'Kaydet' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Bilgileriniz güncellenmiştir.' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Hesap menüsü: Ayşe Demir' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: /Cep Telefonu/ })).toHaveValue('(542) 111 99 88');
    await expectPageToBeAccessible(page);

    await page.getByRole('button', { name: 'Hesap menüsü: Ayşe Demir' }).click();
    await page.getByRole('menuitem', { name: 'Şifre Değiştir' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Şifre Değiştir' })).toBeVisible();
    await page.getByLabel(/^Mevcut Şifre/).fill('Yanlis.1234');
    await page.getByLabel(/^Yeni Şifre\s*\*?$/).fill('kisa');
    await expect(page.getByRole('list', { name: 'Şifre kuralları' })).toContainText('Şifre 8 ile 64 karakter arasında olmalıdır. (sağlanmadı)');
    await page.getByLabel(/^Yeni Şifre\s*\*?$/).fill(newPassword);
    await expect(page.getByRole('list', { name: 'Şifre kuralları' })).not.toContainText('sağlanmadı');
    await page.getByLabel(/^Yeni Şifre \(Tekrar\)/).fill(newPassword);
    await page.getByRole('button', { name: 'Şifreyi Değiştir' }).click();
    await expect(page.getByText('Mevcut şifreniz hatalı.')).toBeVisible();
    await page.getByLabel(/^Mevcut Şifre/).fill(demo.password);
    await page.getByRole('button', { name: 'Şifreyi Değiştir' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Şifreniz başarıyla değiştirilmiştir.' })).toBeVisible();
    await expectPageToBeAccessible(page);

    await page.getByRole('button', { name: 'Hesap menüsü: Ayşe Demir' }).click();
    await page.getByRole('menuitem', { name: 'Çıkış' }).click();
    await signInAs(page, { id: demo.asiGida.id, name: 'Ayşe Demir' }, newPassword);
  });
});
