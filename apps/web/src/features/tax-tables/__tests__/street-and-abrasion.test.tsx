import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/api-stub';
import { renderApp } from '../../../testing/render-app';
import AbrasionSharePage from '../abrasion-share-page';
import StreetValuationPage from '../street-valuation-page';

afterEach(() => vi.unstubAllGlobals());
const routes = [
  { path: '/EstateStreetValuation', element: <StreetValuationPage /> },
  { path: '/EstateAbrasionShare', element: <AbrasionSharePage /> },
];
const thisYear = new Date().getFullYear();
const district = (districtCode: number, districtName: string) => ({ districtCode, districtName, countyCode: 2080, villageCode: null, isVillage: false });
const valuation = (streetCode: number, streetName: string, unitValue: number) => ({
  estateStreetValuationOid: streetCode,
  valuationYear: thisYear,
  districtCode: 10,
  districtName: 'Armutlu',
  streetCode,
  streetName,
  streetType: 'Cadde',
  estateTypeCode: 1,
  estateTypeName: 'Arsa',
  unitValue,
});

describe('street values and abrasion shares', () => {
  it('opens on the first district’s street values and narrows to one street', async () => {
    const calls = stubApi({
      GetDistrictListWithoutAuthorization: () => [district(10, 'Armutlu'), district(11, 'Cumhuriyet')],
      GetStreetListWithoutAuthorization: () => [{ streetCode: 501, streetName: 'Kurtuluş Caddesi', streetType: 'Cadde', districtCode: 10 }],
      RetrieveEstateStreetValuationsWithoutAuthorization: () => ({
        items: [valuation(501, 'Kurtuluş Caddesi', 185_000), valuation(502, 'Atatürk Caddesi', 240_050)],
        total: 2,
        pageIndex: 0,
        pageSize: 25,
        availableYears: [thisYear],
      }),
    });
    renderApp(routes, '/EstateStreetValuation');
    expect(await screen.findByRole('row', { name: /Armutlu.*Atatürk Caddesi.*Cadde.*Arsa.*2\.400,50 ₺/ })).toBeInTheDocument();
    const lists = () => calls.filter((c) => c.name === 'RetrieveEstateStreetValuationsWithoutAuthorization').map((c) => c.body);
    expect(lists()[0]).toMatchObject({ districtCode: 10, valuationYear: thisYear });
    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Cadde/Sokak' }), 'Kurtuluş Caddesi');
    await waitFor(() => expect(lists().at(-1)).toMatchObject({ districtCode: 10, streetCode: 501 }));
  });

  it('shows each age band and its share as a percentage, and filters by construction', async () => {
    const calls = stubApi({
      RetrieveEstateAbrasionShares: () => ({
        items: [
          { estateAbrasionShareOid: 1, constructionGroupCode: 1, constructionGroupName: 'Betonarme karkas', ageFrom: 6, ageTo: 10, sharePercent: 7.5 },
          { estateAbrasionShareOid: 2, constructionGroupCode: 1, constructionGroupName: 'Betonarme karkas', ageFrom: 51, ageTo: null, sharePercent: 60 },
        ],
        total: 2,
        pageIndex: 0,
        pageSize: 25,
        constructionGroups: [
          { code: 1, name: 'Betonarme karkas' },
          { code: 2, name: 'Yığma kagir' },
        ],
      }),
    });
    renderApp(routes, '/EstateAbrasionShare');
    expect(await screen.findByRole('heading', { level: 1, name: 'Aşınma Payları' })).toBeInTheDocument();
    expect(await screen.findByRole('row', { name: /6–10 yaş.*%7,5/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /51 yaş ve üzeri.*%60/ })).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Yapı Türü' }), 'Yığma kagir');
    await waitFor(() => expect(calls.at(-1)!.body).toMatchObject({ constructionGroupCode: 2, pageIndex: 0 }));
  });
});
