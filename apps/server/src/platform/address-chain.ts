import type { Db } from '../db/kysely';
import { DomainError } from './domain-error';

export interface AddressChain {
  districtCode: number;
  streetCode: number;
  outerDoorOid: number;
  innerDoorOid?: number | undefined;
}

export interface AddressNames {
  districtName: string;
  streetName: string;
  streetType: string;
  doorNo: string;
  innerDoorNo: string | null;
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
    .select('district_name')
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
  return { districtName: district.district_name, streetName: street.street_name, streetType: street.street_type, doorNo: door.door_no, innerDoorNo };
}

export const addressLine = (a: AddressNames) =>
  `${a.districtName} MAH. ${a.streetName} ${a.streetType} No: ${a.doorNo}${a.innerDoorNo ? ` İç Kapı: ${a.innerDoorNo}` : ''}`;
