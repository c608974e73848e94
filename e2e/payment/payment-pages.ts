import { expect, type Page } from '@playwright/test';

const tokenOf = (page: Page) => page.evaluate(() => sessionStorage.getItem('accessToken') ?? '');

/**
 * The member's open debts through the API, before the debts screen exists: ControlCollection
 * names which of the asked accruals are not payable for this registry, so the rest are the
 * member's own open ones. The lowest oids are the earliest instalments (a valid selection).
 */
export async function openDebtOids(page: Page, registryOid: number, count: number): Promise<number[]> {
  const token = await tokenOf(page);
  const found: number[] = [];
  for (let from = 1; from < 20_000 && found.length < count; from += 200) {
    const list = Array.from({ length: 200 }, (_, i) => from + i);
    const response = await page.request.post('/api/ControlCollection', {
      headers: { authorization: `Bearer ${token}` },
      data: { accrumentOidList: list, concreteCollection: { registryOid } },
    });
    expect(response.ok(), await response.text()).toBe(true);
    const { paidAccrumentOidList, lockedAccrumentOidList } = (await response.json()) as { paidAccrumentOidList: number[]; lockedAccrumentOidList: number[] };
    const notOpen = new Set([...paidAccrumentOidList, ...lockedAccrumentOidList]);
    found.push(...list.filter((oid) => !notOpen.has(oid)));
  }
  return found.slice(0, count);
}

export async function registryOidOf(page: Page): Promise<number> {
  const info = await page.evaluate(() => JSON.parse(sessionStorage.getItem('MemberInfo') ?? '{}') as { Registry?: { Oid?: number } });
  if (!info.Registry?.Oid) throw new Error('no registry in MemberInfo');
  return info.Registry.Oid;
}

/** Puts the debts in the payment basket, as the debts screen will. */
export async function fillBasket(page: Page, registryOid: number, accrumentOidList: number[]) {
  await page.evaluate((basket) => sessionStorage.setItem('paymentBasket', JSON.stringify(basket)), { registryOid, accrumentOidList, returnPath: '/anasayfa' });
}

/** On the simulated bank: the hosted card page (Nestpay) when asked, then the ACS with the SMS code. */
export async function payOnBank(page: Page, options: { card?: string; decision?: 'approve' | 'decline' | 'abandon'; hosted: boolean }) {
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
