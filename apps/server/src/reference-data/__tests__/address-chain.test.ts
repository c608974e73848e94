import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DomainError } from '../../platform/domain-error';
import { createTestApp, type TestApp } from '../../testing';
import { checkAddressParts } from '../address-chain';

const ANTAKYA = 2080;
let t: TestApp;
let door: { district_code: number; street_code: number; outer_door_oid: number; inner_door_oid: number; outer_door_on_another_street: number };

/** The field a refused chain names. */
async function refusedField(parts: Parameters<typeof checkAddressParts>[2]): Promise<string[]> {
  const error = await checkAddressParts(t.db, ANTAKYA, parts).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(DomainError);
  return Object.keys((error as DomainError).fields ?? {});
}

beforeAll(async () => {
  t = await createTestApp();
  const row = await t.db
    .selectFrom('inner_door')
    .innerJoin('outer_door', 'outer_door.oid', 'inner_door.outer_door_oid')
    .innerJoin('district', 'district.district_code', 'outer_door.district_code')
    .select(['outer_door.district_code', 'outer_door.street_code', 'outer_door.oid as outer_door_oid', 'inner_door.oid as inner_door_oid'])
    .where('district.county_code', '=', ANTAKYA)
    .where('outer_door.is_active', '=', true)
    .where('inner_door.is_active', '=', true)
    .orderBy('inner_door.oid')
    .executeTakeFirstOrThrow();
  const other = await t.db
    .selectFrom('outer_door')
    .select('oid')
    .where('street_code', '<>', row.street_code)
    .where('is_active', '=', true)
    .orderBy('oid')
    .executeTakeFirstOrThrow();
  door = { ...row, outer_door_on_another_street: other.oid };
});
afterAll(() => t.close());

describe('an address given in parts', () => {
  it('names the parts given and leaves the rest null', async () => {
    const district = await checkAddressParts(t.db, ANTAKYA, { districtCode: door.district_code });
    expect(district.district_name).toBeTruthy();
    expect([district.street_name, district.outer_door_no, district.inner_door_no]).toEqual([null, null, null]);
    const whole = await checkAddressParts(t.db, ANTAKYA, {
      districtCode: door.district_code,
      streetCode: door.street_code,
      outerDoorOid: door.outer_door_oid,
      innerDoorOid: door.inner_door_oid,
    });
    expect([whole.street_name, whole.outer_door_no, whole.inner_door_no].every(Boolean)).toBe(true);
  });

  it('refuses a part given without the one before it, or lying outside it', async () => {
    expect(await refusedField({ districtCode: 99_999 })).toEqual(['districtCode']);
    expect(await refusedField({ streetCode: door.street_code })).toEqual(['streetCode']);
    expect(await refusedField({ districtCode: door.district_code, outerDoorOid: door.outer_door_oid })).toEqual(['outerDoorOid']);
    expect(await refusedField({ districtCode: door.district_code, streetCode: door.street_code, outerDoorOid: door.outer_door_on_another_street })).toEqual(['outerDoorOid']);
    expect(await refusedField({ districtCode: door.district_code, streetCode: door.street_code, outerDoorOid: door.outer_door_oid, innerDoorOid: -1 })).toEqual(['innerDoorOid']);
  });
});
