import { expectPageToBeAccessible } from '../support/expect-accessible';
import { expect, test } from '../support/fixtures';
import { demo, signInAs, signInScreen } from './identity-pages';

test.describe('sign-in', () => {
  test('a member signs in with the ID number, password and challenge, and lands home with the name in the top bar', async ({ page }) => {
    await page.goto('/anasayfa');
    await page.getByRole('link', { name: 'Giriş Yap' }).click();
    const screen = signInScreen(page);
    await expect(screen.heading).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Beni Hatırla' })).toBeChecked();
    await expectPageToBeAccessible(page);
    await screen.signIn(demo.ahmet.id, demo.password);
    await expect(page).toHaveURL(/\/anasayfa$/);
    await expect(page.getByRole('button', { name: `Hesap menüsü: ${demo.ahmet.name}` })).toBeVisible();
    const stored = await page.evaluate(() => ({ ...sessionStorage }));
    expect(Object.keys(stored)).toEqual(expect.arrayContaining(['accessToken', 'refreshToken', 'MemberInfo']));
    expect(JSON.stringify(stored)).not.toContain(demo.password);
    expect(await page.evaluate(() => localStorage.getItem('rememberedNationalId'))).toBe(demo.ahmet.id);
    await expectPageToBeAccessible(page);
  });

  test('a wrong password, an unknown member and an unsolved challenge are refused with the spec’s messages', async ({ page }) => {
    await page.goto('/session/signin');
    const screen = signInScreen(page);

    await screen.fill(demo.zeynep.id, 'Yanlis.1234');
    await screen.submit.click();
    await expect(page.getByRole('alert').filter({ hasText: 'Lütfen gerçek kişi olduğunuzu doğrulayınız' })).toBeVisible();
    await expect(page).toHaveURL(/\/session\/signin$/);

    await screen.verifyHuman();
    await screen.submit.click();
    await expect(page.getByText('Kullanıcı adı veya şifre hatalı.')).toBeVisible();
    await expect(screen.submit).toBeEnabled();
    await expectPageToBeAccessible(page);

    await screen.nationalId.fill(demo.canNoRegistry.id);
    await screen.verifyHuman();
    await screen.submit.click();
    await expect(page.getByText('Kullanıcı kaydı bulunamadı Lütfen üyelik alınız.')).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem('accessToken'))).toBeNull();
    await expectPageToBeAccessible(page);
  });

  test('a guarded address sends the visitor to sign in and back to it afterwards', async ({ page }) => {
    await page.goto('/sifre-degistir');
    await expect(page).toHaveURL(/\/session\/signin\?redirectUrl=%2Fsifre-degistir$/);
    expect(await page.evaluate(() => sessionStorage.getItem('Url'))).toBe('/sifre-degistir');
    await signInScreen(page).signIn(demo.zeynep.id, demo.password);
    await expect(page).toHaveURL(/\/sifre-degistir$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Şifre Değiştir' })).toBeVisible();
    await expectPageToBeAccessible(page);
  });

  test('logout ends the sign-in on the server too', async ({ page, request }) => {
    await signInAs(page, demo.ahmet);
    const refreshToken = await page.evaluate(() => sessionStorage.getItem('refreshToken'));
    await page.getByRole('button', { name: `Hesap menüsü: ${demo.ahmet.name}` }).click();
    await page.getByRole('menuitem', { name: 'Çıkış' }).click();
    await expect(page).toHaveURL(/\/anasayfa$/);
    await expect(page.getByRole('link', { name: 'Giriş Yap' })).toBeVisible();
    expect(await page.evaluate(() => [sessionStorage.getItem('accessToken'), sessionStorage.getItem('MemberInfo')])).toEqual([null, null]);
    const refresh = await request.post('/api/VerifyAndGenerateToken', { data: { RefreshToken: refreshToken } });
    expect(refresh.status()).toBe(401);
    await page.goto('/UserUpdate');
    await expect(page).toHaveURL(/\/session\/signin/);
    await expectPageToBeAccessible(page);
  });
});
