import { expect, type Page } from '@playwright/test';

const call = async <T>(page: Page, name: string, data: unknown): Promise<T> => {
  const token = await page.evaluate(() => sessionStorage.getItem('accessToken') ?? '');
  const response = await page.request.post(`/api/${name}`, { headers: { authorization: `Bearer ${token}` }, data });
  expect(response.ok(), await response.text()).toBe(true);
  return (await response.json()) as T;
};

/**
 * Applies through the API, for the company the signed-in member represents, to restructure
 * its two oldest covered debts (the application screen itself is restructuring.spec.ts's).
 */
export async function restructureForCompany(page: Page, instalmentCount: number): Promise<{ applicationNo: string }> {
  const registries = await call<Array<{ registryOid: number; isOwn: boolean }>>(page, 'RetrieveDebtorRegistries', {});
  const company = registries.find((r) => !r.isOwn)!;
  const { debts } = await call<{ debts: Array<{ accrumentOid: number }> }>(page, 'GetDebtListWillBeRestructured', {
    accrumentQueryCriteria: { registryInfoOid: company.registryOid },
  });
  return call(page, 'AuthorizedSaveDebtRestructuringInstallments', {
    accrumentQueryCriteria: { registryInfoOid: company.registryOid, accrumentOidList: debts.slice(0, 2).map((d) => d.accrumentOid) },
    concreteDebtRestructuringAccrumentInfo: { instalmentCount, confirmed: true },
    documentList: [],
  });
}
