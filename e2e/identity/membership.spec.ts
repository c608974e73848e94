import { type Page } from '@playwright/test';
import { expectPageToBeAccessible } from '../support/expect-accessible';
import { expect, test } from '../support/fixtures';
import { demo, latestSms, signInAs } from './identity-pages';

async function provePhone(page: Page, request: Parameters<typeof latestSms>[0], gsm: string) {
  await page.getByRole('textbox', { name: /Kayıtlı Cep Telefonunuz/ }).fill(gsm);
  await page.getByRole('button', { name: 'Gerçek kişi olduğumu doğrula' }).click();
  await expect(page.getByText('Gerçek kişi doğrulaması tamamlandı.')).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Doğrulama Kodu Gönder' }).click();
  await expect(page.getByText(/Doğrulama kodu .* numarasına gönderildi/)).toBeVisible();
  const code = /kodunuz: (\d+)/.exec(await latestSms(request, gsm))![1]!;
  await page.getByRole('textbox', { name: 'Doğrulama kodu', exact: true }).fill(code);
  await page.getByRole('button', { name: 'Kodu Doğrula' }).click();
}

async function chooseAccount(page: Page, password: string) {
  await expect(page.getByRole('heading', { level: 2, name: 'Üyelik Bilgileri' })).toBeVisible();
  await page.getByRole('textbox', { name: /E-posta/ }).fill('yeni.uye@example.com.tr');
  await page.getByLabel(/^Şifre\s*\*?$/).fill(password);
  await page.getByLabel(/^Şifre \(Tekrar\)/).fill(password);
  await page.getByRole('checkbox', { name: /Aydınlatma metnini okudum/ }).check();
  await page.getByRole('button', { name: 'Üyeliği Tamamla' }).click();
}

test.describe('membership', () => {
  test('a seeded non-member registers with the birth date and the phone on record, then signs in', async ({ page, request }) => {
    await page.goto('/session/signin');
    await page.getByRole('link', { name: 'Üye Ol' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'E-Belediye Üyelik Başvurusu' })).toBeVisible();
    await expectPageToBeAccessible(page);

    await page.getByRole('textbox', { name: /T.C. Kimlik Numarası/ }).fill(demo.mehmetNotMember.id);
    await page.getByLabel(/Doğum Tarihi/).fill('16.01.1990');
    await page.getByRole('button', { name: 'Devam' }).click();
    await expect(page.getByText('Sicil bilgisi bulunamadı.')).toBeVisible();
    await page.getByLabel(/Doğum Tarihi/).fill(demo.mehmetNotMember.birthDate);
    await page.getByRole('button', { name: 'Devam' }).click();

    await expect(page.getByText('ME*** ÖZ***')).toBeVisible();
    await expect(page.getByText('(5**) *** ** 43')).toBeVisible();
    await expectPageToBeAccessible(page);
    await provePhone(page, request, demo.mehmetNotMember.gsm);
    await chooseAccount(page, 'Kayit.Sifre7');
    await expect(page.getByRole('alert').filter({ hasText: 'Üyeliğiniz oluşturulmuştur.' })).toBeVisible();
    await expect(page).toHaveURL(/\/session\/signin$/);
    expect(await latestSms(request, demo.mehmetNotMember.gsm)).not.toMatch(/doğrulama kodunuz/);

    await signInAs(page, demo.mehmetNotMember, 'Kayit.Sifre7');
  });

  test('a company registers with its tax number and tax office', async ({ page, request }) => {
    await page.goto('/Register');
    await page.getByRole('checkbox', { name: /Şirket adına başvuruyorum/ }).check();
    await page.getByRole('textbox', { name: /Vergi Kimlik Numarası/ }).fill(demo.defneYapiNotMember.id);
    await page.getByRole('combobox', { name: /Vergi Dairesi/ }).click();
    await page.getByRole('option', { name: demo.defneYapiNotMember.taxOffice }).click();
    await page.getByRole('button', { name: 'Devam' }).click();
    await provePhone(page, request, demo.defneYapiNotMember.gsm);
    await chooseAccount(page, 'Sirket.Sifre8');
    await expect(page).toHaveURL(/\/session\/signin$/);
    await signInAs(page, demo.defneYapiNotMember, 'Sirket.Sifre8');
  });

  test('sign-up: the spec’s messages, then a registry with its e-mail on record is signed in at once', async ({ page }) => {
    await page.goto('/session/signup');
    await expect(page.getByRole('heading', { level: 1, name: 'E-Belediye Üyelik' })).toBeVisible();
    await page.getByRole('textbox', { name: /E-posta/ }).fill('eposta-degil');
    await page.getByRole('button', { name: 'Üye Ol' }).click();
    await expect(page.getByText('this field is required')).toHaveCount(2);
    await expect(page.getByText('email is not valid')).toBeVisible();
    await expectPageToBeAccessible(page);

    await page.getByRole('textbox', { name: /Kullanıcı Adı/ }).fill(demo.elifNotMember.id);
    await page.getByRole('textbox', { name: /E-posta/ }).fill('baska@example.com.tr');
    await page.getByLabel(/^Şifre\s*\*?$/).fill('Kayit.Sifre7');
    await page.getByRole('button', { name: 'Üye Ol' }).click();
    await expect(page.getByText('Girdiğiniz e-posta adresi sicil kaydındaki adres ile eşleşmiyor.')).toBeVisible();

    await page.getByRole('textbox', { name: /E-posta/ }).fill(demo.elifNotMember.email);
    await page.getByRole('button', { name: 'Üye Ol' }).click();
    await expect(page).toHaveURL(/\/anasayfa$/);
    await expect(page.getByRole('button', { name: `Hesap menüsü: ${demo.elifNotMember.name}` })).toBeVisible();
  });
});
