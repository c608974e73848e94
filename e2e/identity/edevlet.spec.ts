import { expectPageToBeAccessible } from '../support/expect-accessible';
import { expect, test } from '../support/fixtures';
import { demo } from './identity-pages';

test.describe('e-Devlet login', () => {
  test('the sign-in button opens e-Devlet in a new window, where a person with a registry is signed in', async ({ page, context }) => {
    await page.goto('/session/signin');
    const [popup] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: /e-Devlet ile Giriş/ }).click()]);
    await expect(popup).toHaveURL(/\/sim\/edevlet\/AuthorizationController\?/);
    const authorization = new URL(popup.url());
    expect(Object.fromEntries(authorization.searchParams)).toMatchObject({
      response_type: 'code',
      client_id: 'demo-antakya-client',
      scope: 'Kimlik-Dogrula',
      redirect_uri: expect.stringMatching(/\/e-devlet-girisi$/),
      state: expect.stringMatching(/^[0-9a-f]{32}$/),
    });
    await popup.getByRole('link', { name: /AHMET YILMAZ/ }).click();
    await expect(popup).toHaveURL(/\/anasayfa$/);
    await expect(popup.getByRole('button', { name: `Hesap menüsü: ${demo.ahmet.name}` })).toBeVisible();
    expect(await popup.evaluate(() => sessionStorage.getItem('loginViaEdevlet'))).toBe('1');
    await expectPageToBeAccessible(popup);
  });

  test('ISLEMADI=EDEVLETGIRIS starts it, and a person without a registry gets the toast', async ({ page }) => {
    await page.goto('/anasayfa?ISLEMADI=EDEVLETGIRIS');
    await expect(page).toHaveURL(/\/sim\/edevlet\/AuthorizationController\?/);
    await page.getByRole('link', { name: /CAN ARSLAN/ }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Sicil bilgisi bulunamadı.' })).toBeVisible();
    await expect(page).toHaveURL(/\/anasayfa$/);
    await expect(page.getByRole('link', { name: 'Giriş Yap' })).toBeVisible();
    await expectPageToBeAccessible(page);
  });

  test('an answer that is cancelled or not for this tab fails with the alert and goes home', async ({ page }) => {
    await page.goto('/index_edevlet_girisi');
    await page.getByRole('link', { name: 'Girişi iptal et' }).click();
    const alert = page.getByRole('alertdialog');
    await expect(alert).toContainText('E-devlet girişi başarısız');
    await expectPageToBeAccessible(page);
    await alert.getByRole('button', { name: 'Tamam' }).click();
    await expect(page).toHaveURL(/\/anasayfa$/);

    await page.goto('/anasayfa?code=forged-code&state=forged-state');
    await expect(page).toHaveURL(/\/e-devlet-girisi\?code=forged-code/);
    await expect(page.getByRole('alertdialog')).toContainText('E-devlet girişi başarısız');
  });
});
