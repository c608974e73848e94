import type { Locator, Page } from '@playwright/test';
import { demo, signInAs } from '../identity/identity-pages';
import { expect, test } from '../support/fixtures';

/** What the eye sees of focus on an element: its outline and its shadow. */
const focusLook = (target: Locator) =>
  target.evaluate((element) => {
    const style = getComputedStyle(element);
    return { outline: `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`, offset: style.outlineOffset, shadow: style.boxShadow };
  });

/** Presses Tab until the target has the keyboard focus, as a keyboard user reaches it. */
async function tabTo(page: Page, target: Locator, most = 80) {
  for (let i = 0; i < most; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error('the element was never reached with Tab');
}

/** Screenshots for looking at the screens, only when asked (E2E_SCREENSHOTS=dir). */
async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()?.width}.png` });
}

async function expectRingOnTab(page: Page, button: Locator) {
  const unfocused = await focusLook(button);
  await tabTo(page, button);
  const focused = await focusLook(button);
  expect(focused).not.toEqual(unfocused);
  expect(focused.outline).toMatch(/^solid 3px /);
  expect(focused.offset).toBe('2px');
  return focused;
}

test.describe('keyboard focus is visible', () => {
  test('"Giriş Yap" shows a ring when reached by Tab, and a mouse click leaves none', async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/session/signin');
    const submit = page.locator('form').getByRole('button', { name: 'Giriş Yap' });
    await expect(submit).toBeVisible();
    await expectRingOnTab(page, submit);
    await shot(page, 'focus-sign-in');
    // A mouse click on the empty form moves focus to the first wrong field: the button keeps no ring.
    await submit.click();
    const nationalId = page.getByRole('textbox', { name: /T.C. Kimlik \/ Vergi Numarası/ });
    await expect(nationalId).toBeFocused();
    expect((await focusLook(submit)).outline).toMatch(/^none /);
    const focusedNow = await page.evaluate(() => document.querySelectorAll(':focus-visible').length);
    expect(focusedNow).toBeLessThanOrEqual(1);
  });

  test('"Giriş Yap" shows its ring on a phone @phone', async ({ page }) => {
    await page.goto('/session/signin');
    const submit = page.locator('form').getByRole('button', { name: 'Giriş Yap' });
    await expect(submit).toBeVisible();
    await expectRingOnTab(page, submit);
    await shot(page, 'focus-sign-in');
  });

  test('"Öde" shows a ring when reached by Tab after a debt is chosen', async ({ page }) => {
    await signInAs(page, demo.zeynep);
    await page.goto('/DebtQuestioning');
    const line = page.getByTestId('debt-line').first();
    await line.getByRole('checkbox').check();
    const pay = page.getByRole('button', { name: 'Öde', exact: true });
    await expect(pay).toBeEnabled();
    await expectRingOnTab(page, pay);
    await shot(page, 'focus-pay');
  });
});
