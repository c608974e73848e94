import type { Page } from '@playwright/test';
import { expectPageToBeAccessible } from '../support/expect-accessible';
import { expect, test } from '../support/fixtures';
import { demo, expireAccessToken, signInAs } from './identity-pages';

type Call = { name: string; status: number; bearer: string | undefined };

/** Every API call the page makes from now on, with its answer and the token it carried. */
function recordCalls(page: Page): Call[] {
  const calls: Call[] = [];
  page.on('response', (response) => {
    const name = /\/api\/(\w+)$/.exec(response.url())?.[1];
    if (name) calls.push({ name, status: response.status(), bearer: response.request().headers().authorization });
  });
  return calls;
}

// The page makes calls of its own after a sign-in (the member's menus, lazily loaded parts), so
// which call meets the expired token first depends on timing; the rules below hold for every one.
test.describe('session tokens', () => {
  test('an expired access token is refreshed once and the refused call retried', async ({ page }) => {
    await signInAs(page, demo.zeynep);
    const oldRefresh = await page.evaluate(() => sessionStorage.getItem('refreshToken'));
    const calls = recordCalls(page);
    const expired = await expireAccessToken(page);

    await page.getByRole('button', { name: `Hesap menüsü: ${demo.zeynep.name}` }).click();
    await page.getByRole('menuitem', { name: 'Bilgilerimi Güncelle' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Son Girişleriniz' })).toBeVisible();
    await expect(page.getByRole('table')).toContainText('Başarılı');

    const refused = calls.filter((c) => c.bearer === `Bearer ${expired}`);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused.map((c) => c.status)).toEqual(refused.map(() => 401));
    for (const call of refused) {
      const retried = calls.slice(calls.indexOf(call) + 1).find((c) => c.name === call.name && c.bearer !== call.bearer);
      expect(retried?.status, `${call.name} retried`).toBe(200);
    }
    expect(calls.filter((c) => c.name === 'VerifyAndGenerateToken').map((c) => c.status)).toEqual([200]);
    expect(calls.filter((c) => c.name === 'RetrieveRecentSignIns').at(-1)).toMatchObject({ status: 200 });
    const tokens = await page.evaluate(() => [sessionStorage.getItem('accessToken'), sessionStorage.getItem('refreshToken')]);
    expect(tokens[0]).not.toBe(expired);
    expect(tokens[1]).not.toBe(oldRefresh);
    await expectPageToBeAccessible(page);
  });

  test('when the refresh is refused too, the member is sent to sign in', async ({ page, request }) => {
    await signInAs(page, demo.zeynep);
    const refreshToken = await page.evaluate(() => sessionStorage.getItem('refreshToken'));
    const calls = recordCalls(page);
    // The sign-in is ended elsewhere: its family is revoked, so the tab's tokens, access and refresh, buy nothing any more.
    expect((await request.post('/api/Logout', { data: { RefreshToken: refreshToken } })).status()).toBe(200);
    // Opened by its address, so the page to come back to is the same whichever call is refused first.
    await page.goto('/UserUpdate');
    await expect(page).toHaveURL(/\/session\/signin\?redirectUrl=%2FUserUpdate$/);
    expect(calls.filter((c) => c.name === 'VerifyAndGenerateToken').map((c) => c.status)).toContain(401);
    expect(calls.filter((c) => c.name === 'VerifyAndGenerateToken' && c.status === 200)).toEqual([]);
    expect(await page.evaluate(() => sessionStorage.getItem('MemberInfo'))).toBeNull();
    await expectPageToBeAccessible(page);
  });
});
