import type { Db } from '../../db/kysely';
import type { Assessment } from './assessment';
import { findActiveRealEstate, insertRealEstate, updateRealEstate } from '../../accounts/estate-register-repo';
import { toPartsPerMillion } from './tax-arithmetic';
import { findLandType, findUsageType } from './tables-repo';

const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));

/** An ownership share as the registry keeps it: a reduced fraction over at most a million. */
export function shareFraction(share: number): { numerator: number; denominator: number } {
  const ppm = toPartsPerMillion(share);
  const d = gcd(ppm, 1_000_000);
  return { numerator: ppm / d, denominator: 1_000_000 / d };
}

/**
 * The registry's real-estate record the declaration is for: the active one at the same
 * independent section (building) or door (plot, land) is brought up to date, otherwise a new one.
 */
export async function linkRealEstate(trx: Db, registryOid: number, a: Assessment): Promise<number> {
  const d = a.details as {
    estateCode: 1 | 2 | 3;
    blockNo?: string;
    parcelNo?: string;
    landArea?: number;
    share: number;
    floorArea?: number;
    usageName?: string;
    constructionTypeCode?: number;
    constructionYear?: number;
    estateUsageTypeOid?: number;
    buildingClassCode?: number;
    landShareArea?: number;
    centralHeating?: boolean;
    elevator?: boolean;
    landTypeOid?: number;
  };
  const { numerator, denominator } = shareFraction(d.share);
  // The register keeps the tables' codes: the assessment checked these rows exist.
  const usage = d.estateUsageTypeOid === undefined ? undefined : await findUsageType(trx, d.estateUsageTypeOid);
  const landType = d.landTypeOid === undefined ? undefined : await findLandType(trx, d.landTypeOid);
  const values = {
    block_no: d.blockNo || null,
    parcel_no: d.parcelNo || null,
    // The registry keeps whole m²; the declaration keeps the exact areas filed.
    land_area: d.landArea === undefined ? null : Math.round(d.landArea),
    share_numerator: numerator,
    share_denominator: denominator,
    floor_area: d.floorArea === undefined ? null : Math.round(d.floorArea),
    usage_type: d.usageName ?? null,
    construction_type_code: d.constructionTypeCode ?? null,
    construction_year: d.constructionYear ?? null,
    // Every fact the yearly run assesses the estate on (docs/domain/property-tax.md, "Yearly accrual").
    usage_type_code: usage?.code ?? null,
    building_class_code: d.buildingClassCode ?? null,
    land_share_area: d.estateCode === 1 ? (d.landShareArea ?? 0) : null,
    central_heating: d.centralHeating ?? false,
    elevator: d.elevator ?? false,
    land_type_code: landType?.code ?? null,
  };
  const place = { outerDoorOid: a.address.outerDoorOid, innerDoorOid: d.estateCode === 1 ? a.address.innerDoorOid : undefined };
  const existing = await findActiveRealEstate(trx, registryOid, d.estateCode, place);
  if (existing) {
    await updateRealEstate(trx, registryOid, Number(existing.oid), values);
    return Number(existing.oid);
  }
  return insertRealEstate(trx, {
    registry_oid: registryOid,
    estate_code: d.estateCode,
    district_code: a.address.districtCode,
    street_code: a.address.streetCode,
    outer_door_oid: a.address.outerDoorOid,
    inner_door_oid: a.address.innerDoorOid,
    ...values,
  });
}
