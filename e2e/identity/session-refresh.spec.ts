import { expectPageToBeAccessible } from '../support/expect-accessible';
import { expect, test } from '../support/fixtures';
import { demo, expireAccessToken, signInAs } from './identity-pages';

test.describe('session tokens', () => {
  test('an expired access token is refreshed once and the refused call retried', async ({ page }) => {
    await signInAs(page, demo.zeynep);
    // The home page's own calls finish first: one started after the token expires would take the refresh.
    await page.waitForLoadState('networkidle');
    const oldRefresh = await page.evaluate(() => sessionStorage.getItem('refreshToken'));
    const expired = await expireAccessToken(page);

    const calls: { name: string; status: number; bearer: string | undefined }[] = [];
    page.on('response', (response) => {
      const name = /\/api\/(\w+)$/.exec(response.url())?.[1];
      if (name) calls.push({ name, status: response.status(), bearer: response.request().headers().authorization });
    });
    await page.getByRole('button', { name: `Hesap menüsü: ${demo.zeynep.name}` }).click();
    await page.getByRole('menuitem', { name: 'Bilgilerimi Güncelle' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Son Girişleriniz' })).toBeVisible();
    await expect(page.getByRole('table')).toContainText('Başarılı');

    const recent = calls.filter((c) => c.name === 'RetrieveRecentSignIns');
    expect(recent.map((c) => c.status)).toEqual([401, 200]);
    expect(recent[0]!.bearer).toBe(`Bearer ${expired}`);
    expect(recent[1]!.bearer).not.toBe(`Bearer ${expired}`);
    expect(calls.filter((c) => c.name === 'VerifyAndGenerateToken').map((c) => c.status)).toEqual([200]);
    const tokens = await page.evaluate(() => [sessionStorage.getItem('accessToken'), sessionStorage.getItem('refreshToken')]);
    expect(tokens[0]).not.toBe(expired);
    expect(tokens[1]).not.toBe(oldRefresh);
    await expectPageToBeAccessible(page);
  });

  test('when the refresh is refused too, the member is sent to sign in', async ({ page, request }) => {
    await signInAs(page, demo.zeynep);
    const refreshToken = await page.evaluate(() => sessionStorage.getItem('refreshToken'));
    // The sign-in is ended elsewhere: its family is revoked, so the tab's tokens buy nothing any more.
    expect((await request.post('/api/Logout', { data: { RefreshToken: refreshToken } })).status()).toBe(200);
    await expireAccessToken(page);
    await page.getByRole('button', { name: `Hesap menüsü: ${demo.zeynep.name}` }).click();
    await page.getByRole('menuitem', { name: 'Bilgilerimi Güncelle' }).click();
    await expect(page).toHaveURL(/\/session\/signin\?redirectUrl=%2FUserUpdate$/);
    expect(await page.evaluate(() => sessionStorage.getItem('MemberInfo'))).toBeNull();
    await expectPageToBeAccessible(page);
  });
});
