import type { Db } from '../db/kysely';
import { DomainError } from '../platform/domain-error';
import { findDistrictOf, findInnerDoorOf, findOuterDoorOf, findStreetOf } from './address-repo';
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
    const district = await findDistrictOf(db, countyCode, parts.districtCode);
    if (!district) throw invalid(`${prefix}districtCode`, 'Geçerli bir mahalle seçiniz.');
    Object.assign(names, district);
  }
  if (parts.streetCode !== undefined) {
    const street = parts.districtCode === undefined ? undefined : await findStreetOf(db, parts.districtCode, parts.streetCode);
    if (!street) throw invalid(`${prefix}streetCode`, 'Seçilen mahallede böyle bir cadde/sokak yok.');
    Object.assign(names, street);
  }
  if (parts.outerDoorOid !== undefined) {
    const door = parts.streetCode === undefined ? undefined : await findOuterDoorOf(db, parts.streetCode, parts.outerDoorOid);
    if (!door) throw invalid(`${prefix}outerDoorOid`, 'Seçilen cadde/sokakta böyle bir dış kapı yok.');
    names.outer_door_no = door.door_no;
  }
  if (parts.innerDoorOid !== undefined) {
    const inner = parts.outerDoorOid === undefined ? undefined : await findInnerDoorOf(db, parts.outerDoorOid, parts.innerDoorOid);
    if (!inner) throw invalid(`${prefix}innerDoorOid`, 'Seçilen dış kapıda böyle bir bağımsız bölüm yok.');
    names.inner_door_no = inner.door_no;
  }
  return names;
}

/** A whole chain down to the outer door (the inner door is optional), as a declaration's estate needs. */
export const checkAddressChain = (db: Db, countyCode: number, chain: AddressChain, prefix = ''): Promise<AddressNames> => checkAddressParts(db, countyCode, chain, prefix);
