import type { Db } from '../db/kysely';
import { DomainError } from '../platform/domain-error';
import type { AddressNames } from './address-text';

export interface AddressChain {
  districtCode: number;
  streetCode: number;
  outerDoorOid: number;
  innerDoorOid?: number | undefined;
}

const invalid = (field: string, message: string) => new DomainError('VALIDATION_FAILED', undefined, { [field]: message });

/**
 * The address lookups' chain, checked on the server: the district is the municipality's own
 * and each part lies inside the one before it (district → street → outer door → inner door).
 * Field errors carry `prefix` so they land under the form's own field names.
 */
export async function checkAddressChain(db: Db, countyCode: number, chain: AddressChain, prefix = ''): Promise<AddressNames> {
  const district = await db
    .selectFrom('district')
    .select(['district_name', 'is_village'])
    .where('district_code', '=', chain.districtCode)
    .where('county_code', '=', countyCode)
    .executeTakeFirst();
  if (!district) throw invalid(`${prefix}districtCode`, 'Geçerli bir mahalle seçiniz.');
  const street = await db
    .selectFrom('street')
    .select(['street_name', 'street_type'])
    .where('street_code', '=', chain.streetCode)
    .where('district_code', '=', chain.districtCode)
    .executeTakeFirst();
  if (!street) throw invalid(`${prefix}streetCode`, 'Seçilen mahallede böyle bir cadde/sokak yok.');
  const door = await db
    .selectFrom('outer_door')
    .select('door_no')
    .where('oid', '=', chain.outerDoorOid)
    .where('street_code', '=', chain.streetCode)
    .where('is_active', '=', true)
    .executeTakeFirst();
  if (!door) throw invalid(`${prefix}outerDoorOid`, 'Seçilen cadde/sokakta böyle bir dış kapı yok.');
  let innerDoorNo: string | null = null;
  if (chain.innerDoorOid !== undefined) {
    const inner = await db
      .selectFrom('inner_door')
      .select('door_no')
      .where('oid', '=', chain.innerDoorOid)
      .where('outer_door_oid', '=', chain.outerDoorOid)
      .where('is_active', '=', true)
      .executeTakeFirst();
    if (!inner) throw invalid(`${prefix}innerDoorOid`, 'Seçilen dış kapıda böyle bir bağımsız bölüm yok.');
    innerDoorNo = inner.door_no;
  }
  return {
    district_name: district.district_name, is_village: district.is_village, street_name: street.street_name, street_type: street.street_type,
    outer_door_no: door.door_no, inner_door_no: innerDoorNo,
  };
}
