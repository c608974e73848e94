import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Refusal, stubApi } from '../../../testing/api-stub';
import { renderApp } from '../../../testing/render-app';
import AdvertisingTariffPage from '../advertising-tariff-page';
import ConstructionCostPage from '../construction-cost-page';
import EctPricePage from '../ect-price-page';

afterEach(() => vi.unstubAllGlobals());
const routes = [
  { path: '/EstateConstructionCost', element: <ConstructionCostPage /> },
  { path: '/ECTAnnualPrice', element: <EctPricePage /> },
  { path: '/AdvertisingTaxAnnualGroupTariffByProcessYear', element: <AdvertisingTariffPage /> },
];
const thisYear = new Date().getFullYear();
const yearly = <T,>(items: T[], availableYears: number[]) => ({ items, total: items.length, pageIndex: 0, pageSize: 25, availableYears });
const cost = (processYear: number, averageCost: number) => ({
  estateConstructionCostOid: processYear,
  processYear,
  estateUsageTypeOid: 1,
  estateUsageTypeName: 'Konut',
  constructionTypeCode: 1,
  constructionTypeName: 'Betonarme karkas',
  buildingClassCode: 1,
  buildingClassName: 'A',
  minimumCost: averageCost - 10_000,
  maximumCost: averageCost + 10_000,
  averageCost,
});
const demo = { isDemo: true, note: null };

/** The body of each list the page asked for, in order. */
const asked = (calls: { name: string; body: Record<string, unknown> }[], name: string) => calls.filter((c) => c.name === name).map((c) => c.body);

describe('yearly tax tables', () => {
  it('shows this year’s construction costs in lira and switches to the year chosen', async () => {
    const calls = stubApi({
      RetrieveEstateUsageTypes: () => [{ estateUsageTypeOid: 4, code: 'ISYERI', name: 'İşyeri' }],
      RetrieveEstateConstructionCost: ({ processYear }) => yearly([cost(processYear, processYear === thisYear ? 1_234_550 : 987_600)], [thisYear, thisYear - 1]),
    });
    renderApp(routes, '/EstateConstructionCost');
    expect(await screen.findByRole('heading', { level: 1, name: 'Bina İnşaat Maliyet Bedelleri' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: new RegExp(`Bina İnşaat Maliyet Bedelleri ${thisYear}`) });
    expect(within(table).getByRole('row', { name: /Konut.*Betonarme karkas.*12\.345,50 ₺/ })).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Yıl' }), String(thisYear - 1));
    const lastYear = await screen.findByRole('table', { name: new RegExp(`Bina İnşaat Maliyet Bedelleri ${thisYear - 1}`) });
    await waitFor(() => expect(lastYear).toHaveTextContent('9.876,00 ₺'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Kullanım Türü' }), 'İşyeri');
    await waitFor(() => expect(asked(calls, 'RetrieveEstateConstructionCost').at(-1)).toMatchObject({ processYear: thisYear - 1, estateUsageTypeOid: 4, pageIndex: 0 }));
  });

  it('moves to the latest year the table has when this year’s is not decided yet', async () => {
    const calls = stubApi({
      RetrieveEstateUsageTypes: () => [],
      RetrieveEstateConstructionCost: ({ processYear }) => yearly(processYear === thisYear ? [] : [cost(processYear, 500_000)], [thisYear - 1, thisYear - 2]),
    });
    renderApp(routes, '/EstateConstructionCost');
    const table = await screen.findByRole('table', { name: new RegExp(`Bina İnşaat Maliyet Bedelleri ${thisYear - 1}`) });
    await waitFor(() => expect(table).toHaveTextContent('5.000,00 ₺'));
    expect(screen.getByRole('combobox', { name: 'Yıl' })).toHaveValue(String(thisYear - 1));
    expect(asked(calls, 'RetrieveEstateConstructionCost').map((b) => b.processYear)).toEqual([thisYear, thisYear - 1]);
  });

  it('says the environment cleaning amounts are samples, and filters by building group', async () => {
    const calls = stubApi({
      RetrieveECTActivityTypes: () => [],
      RetrieveECTAnnualPrices: () =>
        yearly(
          [{ ectAnnualPriceOid: 1, processYear: thisYear, ectActivityTypeOid: 2, activityTypeName: 'Lokanta', buildingGroup: 3, unitName: 'Yıllık', amount: 480_000, ...demo }],
          [thisYear],
        ),
    });
    renderApp(routes, '/ECTAnnualPrice');
    expect(await screen.findByText(/tutarlar örnek \(demo\) verilerdir/)).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /3\. grup.*Lokanta.*4\.800,00 ₺/ })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Bina Grubu' }), '3. grup');
    await waitFor(() => expect(asked(calls, 'RetrieveECTAnnualPrices').at(-1)).toMatchObject({ buildingGroup: 3 }));
  });

  it('shows the advertising tariff, and an error with a retry when it cannot be read', async () => {
    let refuse = true;
    stubApi({
      RetrieveAdvertisingTypes: () => [],
      RetrieveAdvertisingTaxLocations: () => [],
      GetAdvertisingTaxAnnualGroupTariffByProcessYear: () =>
        refuse
          ? new Refusal(503, 'SERVICE_UNAVAILABLE', 'Hizmet geçici olarak kullanılamıyor.')
          : yearly(
              [
                {
                  advertisingTariffOid: 1,
                  processYear: thisYear,
                  advertisingTypeOid: 1,
                  advertisingTypeName: 'Işıklı tabela',
                  advertisingTaxLocationOid: 1,
                  locationName: 'Kurtuluş Caddesi',
                  tariffGroup: 1,
                  unitName: 'm²',
                  amount: 125_000,
                  ...demo,
                },
              ],
              [thisYear],
            ),
    });
    renderApp(routes, '/AdvertisingTaxAnnualGroupTariffByProcessYear');
    expect(await screen.findByRole('heading', { level: 1, name: 'İlan ve Reklam Vergisi Tarifesi' })).toBeInTheDocument();
    refuse = false;
    await userEvent.click(await screen.findByRole('button', { name: /Tekrar/ }));
    expect(await screen.findByRole('row', { name: /Işıklı tabela.*Kurtuluş Caddesi.*m².*1\.250,00 ₺/ })).toBeInTheDocument();
  });
});
