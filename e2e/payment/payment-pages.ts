import { expect, type Page } from '@playwright/test';
import { demo } from '../identity/identity-pages';
import { expectMoneyHeld } from '../support/money-lock';

const tokenOf = (page: Page) => page.evaluate(() => sessionStorage.getItem('accessToken') ?? '');

/** The member's open debts as the debts screen lists them, oldest due first (a valid selection). */
export async function openDebtOids(page: Page, registryOid: number, count: number): Promise<number[]> {
  const response = await page.request.post('/api/GetDeclarationAccrumentBalancesofEMunicipality', {
    headers: { authorization: `Bearer ${await tokenOf(page)}` },
    data: { registryInfoOid: registryOid },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const { lines } = (await response.json()) as { lines: { accrumentOid: number }[] };
  return lines.slice(0, count).map((line) => line.accrumentOid);
}

export async function registryOidOf(page: Page): Promise<number> {
  const info = await page.evaluate(() => JSON.parse(sessionStorage.getItem('MemberInfo') ?? '{}') as { Registry?: { Oid?: number } });
  if (!info.Registry?.Oid) throw new Error('no registry in MemberInfo');
  return info.Registry.Oid;
}

/** Puts the debts in the payment basket, as the debts screen does, to open any bank window. */
export async function fillBasket(page: Page, registryOid: number, accrumentOidList: number[]) {
  expectMoneyHeld(await demoAccountOf(page));
  await page.evaluate((basket) => sessionStorage.setItem('paymentBasket', JSON.stringify(basket)), { registryOid, accrumentOidList, returnPath: '/anasayfa' });
}

/** The demo account signed in on the page, by its name in `demo` (undefined when none is). */
async function demoAccountOf(page: Page): Promise<string | undefined> {
  const nationalId = await page.evaluate(() => (JSON.parse(sessionStorage.getItem('MemberInfo') ?? '{}') as { Registry?: { nationalId?: string } }).Registry?.nationalId);
  return Object.entries(demo).find(([, account]) => typeof account === 'object' && account.id === nationalId)?.[0];
}

/** On the simulated bank: the hosted card page (Nestpay) when asked, then the ACS with the SMS code. */
export async function payOnBank(page: Page, options: { card?: string; decision?: 'approve' | 'decline' | 'abandon'; hosted: boolean }) {
  expectMoneyHeld();
  if (options.hosted) {
    await expect(page.getByRole('heading', { name: /Güvenli Ödeme/ })).toBeVisible();
    await page.getByLabel('Kart numarası').fill(options.card ?? '4111111111111111');
    await page.getByLabel('Ay (AA)').fill('12');
    await page.getByLabel('Yıl (YY)').fill('30');
    await page.getByLabel('Güvenlik kodu').fill('123');
    await page.getByRole('button', { name: 'Öde' }).click();
  }
  await expect(page.getByRole('heading', { name: /3-D Secure doğrulama/ })).toBeVisible();
  const code = (await page.locator('.hint strong').textContent()) ?? '';
  await page.getByLabel('SMS doğrulama kodu').fill(code);
  const decision = options.decision ?? 'approve';
  await page.getByRole('button', { name: decision === 'approve' ? 'Onayla' : decision === 'decline' ? 'Reddet' : 'Sayfayı terk et' }).click();
  if (decision !== 'abandon') await page.getByRole('button', { name: 'Belediye sayfasına dön' }).click();
}
