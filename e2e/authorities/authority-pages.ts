import { expect, type Page } from '@playwright/test';

/** The Yetkilendirmeler page as a member uses it. */
export const authorityScreen = (page: Page) => ({
  async open() {
    await page.getByRole('button', { name: /^Hesap menüsü/ }).click();
    await page.getByRole('menuitem', { name: 'Yetkilendirmeler' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Yetkilendirmeler' })).toBeVisible();
  },
  given: page.getByRole('region', { name: 'Verdiğim yetkiler' }),
  received: page.getByRole('region', { name: 'Bana verilen yetkiler' }),
  uses: page.getByRole('region', { name: 'Yetkiyle yapılan işlemler' }),
  /** Offers the authorisation from today to the given last day (dd.MM.yyyy). */
  async grant(nationalId: string, scopes: string[], lastDay: string) {
    await page.getByRole('textbox', { name: /Yetki verilecek kişinin T.C. Kimlik No/ }).fill(nationalId);
    for (const scope of scopes) await page.getByRole('checkbox', { name: scope }).check();
    await page.getByRole('textbox', { name: /Bitiş tarihi/ }).fill(lastDay);
    await page.getByRole('button', { name: 'Yetki Ver' }).click();
  },
});

/** A day `days` from today in Istanbul, as the date fields are typed: dd.MM.yyyy. */
export function typedDayFromToday(days: number): string {
  const day = new Date(Date.now() + days * 86_400_000).toLocaleDateString('en-CA', { timeZone: 'Europe/Istanbul' });
  const [y, m, d] = day.split('-');
  return `${d}.${m}.${y}`;
}
