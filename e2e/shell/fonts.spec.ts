import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

/** The Roboto files the page downloaded so far, by name without the build's hash. */
function robotoFiles(page: Page) {
  const files = new Set<string>();
  page.on('request', (request) => {
    const name = /(roboto-[a-z-]+-\d{3}-normal)-[\w-]+\.woff2$/.exec(request.url())?.[1];
    if (name) files.add(name);
  });
  return files;
}

test.describe('fonts', () => {
  test('a Turkish page draws Ğ, İ and Ş from the small Turkish file; latin-ext loads only for a letter only it has', async ({ page }) => {
    const files = robotoFiles(page);
    await page.goto('/anasayfa');
    await expect(page.getByRole('heading', { name: 'e-Belediye Hizmetleri' })).toBeVisible();
    await page.evaluate(() => document.fonts.ready);
    // Each weight's Turkish face is loaded: the browser drew the page's Turkish letters with it.
    const turkishFaces = () =>
      page.evaluate(() => {
        const faces: string[] = [];
        document.fonts.forEach((face) => {
          if (face.family.includes('Roboto') && /^U\+11E-11F/i.test(face.unicodeRange)) faces.push(`${face.weight} ${face.status}`);
        });
        return faces;
      });
    await expect.poll(turkishFaces).toEqual(['400 loaded', '500 loaded', '700 loaded']);
    expect([...files].filter((name) => name.includes('turkish')).sort()).toEqual(['roboto-turkish-400-normal', 'roboto-turkish-500-normal', 'roboto-turkish-700-normal']);
    expect([...files].filter((name) => name.includes('latin-ext'))).toEqual([]);

    // A letter of latin-ext beyond Turkish's six (a Hungarian name) still gets Roboto.
    await page.evaluate(() => {
      const name = document.createElement('p');
      name.textContent = 'Erdős';
      document.querySelector('main')!.append(name);
    });
    await expect.poll(() => [...files].some((name) => name.startsWith('roboto-latin-ext-400'))).toBe(true);
  });
});
