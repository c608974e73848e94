import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const ahmetEmail = 'ahmet.yilmaz@example.com.tr';

export interface SimulatedMail {
  subject: string;
  text: string;
  html: string;
  attachments: { fileName: string; contentType: string; url: string }[];
}

/** The mail simulator's inbox of an address, newest first (/sim/mail, issue 20). */
export async function mailInbox(request: APIRequestContext, to: string): Promise<SimulatedMail[]> {
  const response = await request.get(`/sim/mail?to=${encodeURIComponent(to)}&format=json`);
  expect(response.ok()).toBe(true);
  return (await response.json()) as SimulatedMail[];
}

/** Screenshots for looking at the screens, only when asked (E2E_SCREENSHOTS=dir). */
export async function shot(page: Page, name: string) {
  const dir = process.env.E2E_SCREENSHOTS;
  if (dir) await page.screenshot({ path: `${dir}/privacy-${name}-${page.viewportSize()?.width}.png`, fullPage: true });
}

/** Nothing is wider than the screen (a phone scrolls only down). */
export async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, screen: window.innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
}
