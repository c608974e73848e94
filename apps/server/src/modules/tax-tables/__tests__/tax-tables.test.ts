import { operations } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';
import { demoPeople, signIn } from '../../../testing/identity';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ok = async <T>(name: keyof typeof operations, body: object = {}, token?: string): Promise<T> => {
  const r = await t.call(name, body, token);
  expect(r.statusCode, r.body).toBe(200);
  operations[name].response.parse(r.json());
  return r.json() as T;
};

type Page<T> = { items: T[]; total: number; availableYears: number[] };
type Valuation = { streetName: string; unitValue: number; districtCode: number; estateTypeCode: number };

/** A district of the seed whose streets include 'IŞIK SOKAK/CADDE' at scale 1. */
const IŞIK_DISTRICT = 20820;

describe('street valuations', () => {
  it('pages a district of a year in Turkish alphabet order', async () => {
    const page = await ok<Page<Valuation>>('RetrieveEstateStreetValuationsWithoutAuthorization', { valuationYear: 2025, districtCode: 20801, pageSize: 5 });
    expect(page.availableYears).toEqual([2022, 2023, 2024, 2025, 2026]);
    expect(page.total).toBe(12);
    expect(page.items).toHaveLength(5);
    const all = await ok<Page<Valuation>>('RetrieveEstateStreetValuationsWithoutAuthorization', { valuationYear: 2025, districtCode: 20801, pageSize: 200 });
    const names = all.items.map((v) => v.streetName);
    expect(names).toEqual([...names].sort(new Intl.Collator('tr').compare));
    expect(all.items.every((v) => v.districtCode === 20801 && v.estateTypeCode === 2 && v.unitValue > 0)).toBe(true);
  });

  it('finds IŞIK by ışık, IŞIK and isik', async () => {
    for (const searchText of ['ışık', 'IŞIK', 'isik']) {
      const page = await ok<Page<Valuation>>('RetrieveEstateStreetValuationsWithoutAuthorization', { valuationYear: 2024, districtCode: IŞIK_DISTRICT, searchText });
      expect(page.total, searchText).toBeGreaterThan(0);
      expect(page.items.every((v) => v.streetName.startsWith('IŞIK'))).toBe(true);
    }
  });

  it('sorts by unit value and filters by street', async () => {
    const page = await ok<Page<Valuation & { streetCode: number }>>('RetrieveEstateStreetValuationsWithoutAuthorization', {
      valuationYear: 2026,
      districtCode: 20801,
      sortBy: 'unitValue',
      sortDirection: 'desc',
      pageSize: 200,
    });
    const values = page.items.map((v) => v.unitValue);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const one = await ok<Page<Valuation>>('RetrieveEstateStreetValuationsWithoutAuthorization', {
      valuationYear: 2026,
      districtCode: 20801,
      streetCode: page.items[0]!.streetCode,
    });
    expect(one.total).toBe(1);
  });

  it('gives villages land (arazi) values and an empty page for a year without data', async () => {
    const village = await ok<Page<Valuation>>('RetrieveEstateStreetValuationsWithoutAuthorization', { valuationYear: 2022, districtCode: 20901 });
    expect(village.items.every((v) => v.estateTypeCode === 3)).toBe(true);
    const empty = await ok<Page<Valuation>>('RetrieveEstateStreetValuationsWithoutAuthorization', { valuationYear: 2030, districtCode: 20801 });
    expect(empty).toMatchObject({ items: [], total: 0 });
  });

  it('answers unknown places with 404 and bad input with Turkish field errors', async () => {
    const unknown = await t.call('RetrieveEstateStreetValuationsWithoutAuthorization', { valuationYear: 2025, districtCode: 20911 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ code: 'NOT_FOUND', Message: 'Mahalle bulunamadı.' });
    expect((await t.call('RetrieveEstateStreetValuationsWithoutAuthorization', { valuationYear: 2025, districtCode: 20801, streetCode: 1 })).statusCode).toBe(404);
    const bad = await t.call('RetrieveEstateStreetValuationsWithoutAuthorization', { districtCode: 20801, pageSize: 500, sortBy: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toEqual({ valuationYear: 'Bu alan zorunludur.', pageSize: 'Sayfa boyutu en fazla 200 olabilir.', sortBy: 'Geçersiz sıralama alanı.' });
  });

  it('keeps the member twin for signed-in members', async () => {
    const body = { valuationYear: 2025, districtCode: 20801 };
    expect((await t.call('RetrieveEstateStreetValuations', body)).statusCode).toBe(401);
    const { AccessToken } = await signIn(t, demoPeople[0]!.nationalId);
    const page = await ok<Page<Valuation>>('RetrieveEstateStreetValuations', body, AccessToken);
    expect(page.total).toBe(12);
  });
});

describe('construction costs and abrasion shares', () => {
  it('lists the costs of a year by usage type with minimum ≤ average ≤ maximum', async () => {
    const types = await ok<{ estateUsageTypeOid: number; name: string }[]>('RetrieveEstateUsageTypes');
    const housing = types.find((u) => u.name === 'Konut')!;
    const page = await ok<Page<{ estateUsageTypeName: string; minimumCost: number; averageCost: number; maximumCost: number }>>('RetrieveEstateConstructionCost', {
      processYear: 2025,
      estateUsageTypeOid: housing.estateUsageTypeOid,
      pageSize: 200,
    });
    expect(page.total).toBe(22);
    expect(page.items.every((c) => c.estateUsageTypeName === 'Konut' && c.minimumCost <= c.averageCost && c.averageCost <= c.maximumCost)).toBe(true);
    const search = await ok<Page<{ constructionTypeName: string }>>('RetrieveEstateConstructionCost', { processYear: 2025, searchText: 'YIĞMA' });
    expect(search.total).toBeGreaterThan(0);
    expect(search.items.every((c) => c.constructionTypeName.startsWith('Yığma'))).toBe(true);
    expect((await t.call('RetrieveEstateConstructionCost', { processYear: 2025, estateUsageTypeOid: 9999 })).statusCode).toBe(404);
  });

  it('serves the verified abrasion table (RG 17886)', async () => {
    const page = await ok<Page<{ constructionGroupCode: number; ageFrom: number; ageTo: number | null; sharePercent: number }> & { constructionGroups: unknown[] }>(
      'RetrieveEstateAbrasionShares',
      { pageSize: 200 },
    );
    expect(page.total).toBe(40);
    expect(page.constructionGroups).toHaveLength(4);
    const share = (group: number, age: number) =>
      page.items.find((r) => r.constructionGroupCode === group && r.ageFrom <= age && (r.ageTo === null || age <= r.ageTo))!.sharePercent;
    expect(share(1, 2)).toBe(4);
    expect(share(2, 25)).toBe(32);
    expect(share(4, 80)).toBe(95);
    const kerpic = await ok<Page<unknown>>('RetrieveEstateAbrasionShares', { searchText: 'KERPİÇ' });
    expect(kerpic.total).toBe(10);
  });

  it('lists land and estate types', async () => {
    expect((await ok<unknown[]>('RetrieveLandTypes')).length).toBe(8);
    expect(await ok('RetrieveEstateTypes')).toEqual([
      { estateTypeCode: 1, name: 'Bina' },
      { estateTypeCode: 2, name: 'Arsa' },
      { estateTypeCode: 3, name: 'Arazi' },
    ]);
  });
});

describe('2464 tariffs (demo)', () => {
  it('labels every advertising tariff as demo and filters by type', async () => {
    const types = await ok<{ advertisingTypeOid: number; name: string }[]>('RetrieveAdvertisingTypes');
    const locations = await ok<{ tariffGroup: number }[]>('RetrieveAdvertisingTaxLocations');
    expect(locations.map((l) => l.tariffGroup)).toEqual([1, 2, 3, 4]);
    const lit = types.find((a) => a.name === 'Işıklı tabela')!;
    const page = await ok<Page<{ isDemo: boolean; note: string; advertisingTypeName: string; amount: number }>>('GetAdvertisingTaxAnnualGroupTariffByProcessYear', {
      processYear: 2025,
      advertisingTypeOid: lit.advertisingTypeOid,
    });
    expect(page.total).toBe(4);
    expect(page.items.every((r) => r.isDemo && r.note.startsWith('DEMO'))).toBe(true);
    const searched = await ok<Page<{ advertisingTypeName: string }>>('GetAdvertisingTaxAnnualGroupTariffByProcessYear', { processYear: 2025, searchText: 'ışık' });
    expect(new Set(searched.items.map((r) => r.advertisingTypeName))).toEqual(new Set(['Işıklı tabela', 'Işıksız tabela']));
  });

  it('serves ÇTV by activity and building group, and the entertainment lists', async () => {
    const page = await ok<Page<{ buildingGroup: number; amount: number; isDemo: boolean }>>('RetrieveECTAnnualPrices', { processYear: 2024, buildingGroup: 1 });
    expect(page.total).toBe(2);
    expect(page.items.every((r) => r.buildingGroup === 1 && r.isDemo)).toBe(true);
    expect((await t.call('RetrieveECTAnnualPrices', { processYear: 2024, buildingGroup: 9 })).json().fields.buildingGroup).toBe('Bina grubu 1 ile 7 arasında olmalıdır.');
    expect((await ok<unknown[]>('RetrieveECTActivityTypes')).length).toBe(14);
    expect((await ok<{ isDemo: boolean }[]>('RetrieveEntertainmentPlaceTypes')).every((p) => p.isDemo)).toBe(true);
    expect((await ok<{ isDemo: boolean }[]>('RetrieveEntertainmentTypes')).every((p) => p.isDemo)).toBe(true);
  });
});

describe('yearly tables from memory', () => {
  it('answers a repeat of a year’s tariff, valuation and cost table from the reference cache, unchanged', async () => {
    const asks = [
      ['GetAdvertisingTaxAnnualGroupTariffByProcessYear', { processYear: 2025, pageSize: 50 }],
      ['RetrieveECTAnnualPrices', { processYear: 2025, pageSize: 50 }],
      ['RetrieveEstateConstructionCost', { processYear: 2025 }],
      ['RetrieveEstateAbrasionShares', {}],
      ['RetrieveEstateStreetValuationsWithoutAuthorization', { valuationYear: 2025, districtCode: 20801 }],
    ] as const;
    for (const [name, body] of asks) {
      const first = await t.call(name, body);
      expect(first.statusCode, `${name} ${first.body}`).toBe(200);
      expect(first.headers['x-cache'], name).toBeUndefined();
      const again = await t.call(name, body);
      expect(again.headers['x-cache'], name).toBe('hit');
      expect(again.json(), name).toEqual(first.json());
      // Another year is another entry: it is read, not served from the first.
      const otherYear = await t.call(name, { ...body, ...('processYear' in body ? { processYear: 2024 } : 'valuationYear' in body ? { valuationYear: 2024 } : { pageSize: 5 }) });
      expect(otherYear.headers['x-cache'], name).toBeUndefined();
    }
  });
});
