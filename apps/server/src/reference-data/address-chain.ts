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

/** The parts of an address a form may give: any leading part of the chain, or none. */
export type AddressParts = Partial<AddressChain>;

/**
 * The address lookups' chain, checked on the server: the district is the municipality's own
 * and each part lies inside the one before it (district → street → outer door → inner door).
 * A part given without the one before it is refused; parts left out stay null. Field errors
 * carry `prefix` so they land under the form's own field names.
 */
export async function checkAddressParts(db: Db, countyCode: number, parts: AddressParts, prefix = ''): Promise<AddressNames> {
  const names: AddressNames = { district_name: null, is_village: null, street_name: null, street_type: null, outer_door_no: null, inner_door_no: null };
  if (parts.districtCode !== undefined) {
    const district = await db
      .selectFrom('district')
      .select(['district_name', 'is_village'])
      .where('district_code', '=', parts.districtCode)
      .where('county_code', '=', countyCode)
      .executeTakeFirst();
    if (!district) throw invalid(`${prefix}districtCode`, 'Geçerli bir mahalle seçiniz.');
    Object.assign(names, district);
  }
  if (parts.streetCode !== undefined) {
    const street =
      parts.districtCode === undefined
        ? undefined
        : await db
            .selectFrom('street')
            .select(['street_name', 'street_type'])
            .where('street_code', '=', parts.streetCode)
            .where('district_code', '=', parts.districtCode)
            .executeTakeFirst();
    if (!street) throw invalid(`${prefix}streetCode`, 'Seçilen mahallede böyle bir cadde/sokak yok.');
    Object.assign(names, street);
  }
  if (parts.outerDoorOid !== undefined) {
    const door =
      parts.streetCode === undefined
        ? undefined
        : await db
            .selectFrom('outer_door')
            .select('door_no')
            .where('oid', '=', parts.outerDoorOid)
            .where('street_code', '=', parts.streetCode)
            .where('is_active', '=', true)
            .executeTakeFirst();
    if (!door) throw invalid(`${prefix}outerDoorOid`, 'Seçilen cadde/sokakta böyle bir dış kapı yok.');
    names.outer_door_no = door.door_no;
  }
  if (parts.innerDoorOid !== undefined) {
    const inner =
      parts.outerDoorOid === undefined
        ? undefined
        : await db
            .selectFrom('inner_door')
            .select('door_no')
            .where('oid', '=', parts.innerDoorOid)
            .where('outer_door_oid', '=', parts.outerDoorOid)
            .where('is_active', '=', true)
            .executeTakeFirst();
    if (!inner) throw invalid(`${prefix}innerDoorOid`, 'Seçilen dış kapıda böyle bir bağımsız bölüm yok.');
    names.inner_door_no = inner.door_no;
  }
  return names;
}

/** A whole chain down to the outer door (the inner door is optional), as a declaration's estate needs. */
export const checkAddressChain = (db: Db, countyCode: number, chain: AddressChain, prefix = ''): Promise<AddressNames> => checkAddressParts(db, countyCode, chain, prefix);
