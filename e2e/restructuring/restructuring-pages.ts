import { formatTurkishDate } from '@ebelediye/contract';
import { expect, type Page } from '@playwright/test';
import { nextWorkingDay } from '../../apps/server/src/reference-data/calendar';
import { holidayCalendarOf } from '../../apps/server/src/reference-data/holiday-calendar';
import { addMonths } from '../../apps/server/src/modules/restructuring/installment-plan';
import { demoScheme } from '../../apps/server/src/seed/restructuring';
import { demoDay } from '../support/demo-dates';

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

/**
 * The legal and the working-day due dates of a plan's first and last instalments in the demo's
 * scheme, which the seed opens around its today (`seed/restructuring.ts`), by the server's own
 * rules. Only the fixed-date holidays count here: the scheme's month-end deadlines meet no
 * religious holiday of the years the demo loads.
 */
export function demoPlanDates(instalmentCount: number, periodMonths: number) {
  const firstLegal = demoScheme(demoDay).first_instalment_deadline;
  const lastLegal = addMonths(firstLegal, (instalmentCount - 1) * periodMonths);
  const { deadlineHolidays } = holidayCalendarOf([]);
  return {
    firstLegal: formatTurkishDate(firstLegal),
    first: formatTurkishDate(nextWorkingDay(firstLegal, deadlineHolidays)),
    last: formatTurkishDate(nextWorkingDay(lastLegal, deadlineHolidays)),
  };
}
