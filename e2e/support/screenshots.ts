import type { Page } from '@playwright/test';

/** A full-page screenshot for looking at a screen, only when asked (E2E_SCREENSHOTS=dir); the viewport width ends its name. */
export async function screenshot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}
