import { operations } from '@ebelediye/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const ok = async <T>(res: Promise<{ statusCode: number; json(): T; body: string }>, schema?: { parse(v: unknown): unknown }) => {
  const r = await res;
  expect(r.statusCode, r.body).toBe(200);
  const body = r.json();
  if (schema) schema.parse(body);
  return body;
};

describe('address lookups', () => {
  it('lists the counties of Hatay in Turkish order', async () => {
    const counties = await ok<{ countyName: string }[]>(
      t.call('AddressGetCountyListWithoutAuthorization', { cityCode: 31 }),
      operations.AddressGetCountyListWithoutAuthorization.response,
    );
    const names = counties.map((c) => c.countyName);
    expect(names).toContain('ANTAKYA');
    // İSKENDERUN sorts after HASSA and before KIRIKHAN in Turkish, not after Z.
    expect(names.indexOf('İSKENDERUN')).toBeGreaterThan(names.indexOf('HASSA'));
    expect(names.indexOf('İSKENDERUN')).toBeLessThan(names.indexOf('KIRIKHAN'));
  });

  it('gives an empty list for a city without counties', async () => {
    expect(await ok(t.call('AddressGetCountyListWithoutAuthorization', { cityCode: 99 }))).toEqual([]);
  });

  it("lists the municipality's own districts and villages", async () => {
    const districts = await ok<{ countyCode: number; isVillage: boolean; districtName: string }[]>(
      t.call('GetDistrictListWithoutAuthorization'),
      operations.GetDistrictListWithoutAuthorization.response,
    );
    expect(districts.length).toBe(26);
    expect(districts.every((d) => d.countyCode === 2080)).toBe(true);
    expect(districts.some((d) => d.isVillage)).toBe(true);
  });

  it('lists districts of the active address source only', async () => {
    const all = await ok<unknown[]>(t.call('GetDistrictListViaCountyCode', { countyCodeList: [2080, 2081] }));
    const active = await ok<unknown[]>(t.call('GetDistrictListFromActiveAddressSource'));
    expect(all.length).toBe(29);
    expect(active.length).toBe(26);
  });

  it('walks district → street → outer door → inner door', async () => {
    const [district] = await ok<{ districtCode: number }[]>(t.call('GetDistrictListWithoutAuthorization'));
    const streets = await ok<{ streetCode: number; districtCode: number }[]>(
      t.call('GetStreetListWithoutAuthorization', { districtCode: district!.districtCode }),
      operations.GetStreetListWithoutAuthorization.response,
    );
    expect(streets.length).toBeGreaterThan(0);
    const doors = await ok<{ outerDoorOid: number; isActive: boolean; latitude: number | null }[]>(
      t.call('GetOuterDoorListWithoutAuthorization', {
        streetCode: streets[0]!.streetCode,
        districtCode: district!.districtCode,
        onlyIsActive: true,
        shoudCoordinateInfoBeRetrieved: false,
      }),
      operations.GetOuterDoorListWithoutAuthorization.response,
    );
    expect(doors.length).toBeGreaterThan(0);
    expect(doors.every((d) => d.isActive && d.latitude === null)).toBe(true);
    const withCoordinates = await ok<{ latitude: number | null }[]>(
      t.call('GetOuterDoorListWithoutAuthorization', { streetCode: streets[0]!.streetCode, onlyIsActive: false, shoudCoordinateInfoBeRetrieved: true }),
    );
    expect(withCoordinates.length).toBeGreaterThanOrEqual(doors.length);
    expect(withCoordinates.every((d) => typeof d.latitude === 'number')).toBe(true);
    const inner = await ok<{ outerDoorOid: number }[]>(
      t.call('GetConcreteInnerDoorListWithoutAuthorization', { outerDoorOid: doors[0]!.outerDoorOid, onlyIsActive: false }),
      operations.GetConcreteInnerDoorListWithoutAuthorization.response,
    );
    expect(inner.length).toBeGreaterThan(0);
    expect(inner.every((d) => d.outerDoorOid === doors[0]!.outerDoorOid)).toBe(true);
  });

  it('refuses a street that is not in the given district', async () => {
    const streets = await ok<{ streetCode: number }[]>(t.call('GetStreetListWithoutAuthorization', { districtCode: 20801 }));
    const res = await t.call('GetOuterDoorListWithoutAuthorization', { streetCode: streets[0]!.streetCode, districtCode: 20802 });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ code: 'NOT_FOUND', Message: 'Cadde/sokak bulunamadı.' });
  });

  it('answers unknown codes with 404 and bad input with 400', async () => {
    expect((await t.call('GetStreetListWithoutAuthorization', { districtCode: 1 })).statusCode).toBe(404);
    expect((await t.call('GetConcreteInnerDoorListWithoutAuthorization', { outerDoorOid: 999999999 })).statusCode).toBe(404);
    const bad = await t.call('GetStreetListWithoutAuthorization', {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.districtCode).toBe('Bu alan zorunludur.');
    expect((await t.call('GetDistrictListViaCountyCode', { countyCodeList: [] })).json().fields.countyCodeList).toBe('En az bir ilçe seçiniz.');
    expect((await t.call('GetConcreteInnerDoorListWithoutAuthorization', { outerDoorOid: -5 })).statusCode).toBe(400);
  });

  it('serves address parameters and refuses other lists there', async () => {
    const types = await ok<{ parameterCode: string }[]>(t.call('GetAddressParameterWithoutAuthorization', { parameterTypeCode: '18' }));
    expect(types.map((p) => p.parameterCode)).toEqual(['CADDE', 'SOKAK', 'BULVAR', 'MEYDAN']);
    expect((await t.call('GetAddressParameterWithoutAuthorization', { parameterTypeCode: '11' })).statusCode).toBe(400);
  });
});
