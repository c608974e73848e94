import type { Selectable } from 'kysely';
import type { Database } from '../../db/schema';

type RegisterEstate = Pick<
  Selectable<Database['real_estate']>,
  | 'estate_code'
  | 'district_code'
  | 'street_code'
  | 'outer_door_oid'
  | 'inner_door_oid'
  | 'block_no'
  | 'parcel_no'
  | 'land_area'
  | 'share_numerator'
  | 'share_denominator'
  | 'floor_area'
  | 'usage_type_code'
  | 'construction_type_code'
  | 'building_class_code'
  | 'construction_year'
  | 'land_share_area'
  | 'central_heating'
  | 'elevator'
  | 'land_type_code'
> & {
  /** The tables' rows of the register's usage and land type codes, null when the tables lack them. */
  usage_type_oid: number | null;
  land_type_oid: number | null;
};

/** The register's fields a kind of estate needs, with the names the clerk reads them by. */
const needed: Record<1 | 2 | 3, [keyof RegisterEstate, string][]> = {
  1: [
    ['inner_door_oid', 'bağımsız bölüm'],
    ['usage_type_code', 'kullanım türü'],
    ['construction_type_code', 'yapı tarzı'],
    ['building_class_code', 'yapı sınıfı'],
    ['construction_year', 'yapım yılı'],
    ['floor_area', 'brüt alan'],
  ],
  2: [['land_area', 'arsa alanı']],
  3: [
    ['land_area', 'arazi alanı'],
    ['land_type_code', 'arazi cinsi'],
  ],
};

type RegisterFacts = { facts: Record<string, unknown> } | { outcome: 'noFacts' | 'invalidFacts'; reason: string };

const orUndefined = <V>(value: V | null) => (value === null ? undefined : value);

/** What the register lacks for the estate's kind, or a code of it the tax tables lack. */
function gapsOf(e: RegisterEstate): Exclude<RegisterFacts, { facts: unknown }> | null {
  const missing: string[] = [];
  if (e.district_code === null || e.street_code === null || e.outer_door_oid === null) missing.push('adres (mahalle, cadde/sokak, dış kapı)');
  for (const [field, name] of needed[e.estate_code]) if (e[field] === null) missing.push(name);
  if (missing.length > 0) return { outcome: 'noFacts', reason: `Emlak beyannamesi verilmemiş ve taşınmaz kaydında şu bilgiler eksik: ${missing.join(', ')}.` };
  if (e.estate_code === 1 && e.usage_type_oid === null) return { outcome: 'invalidFacts', reason: `Kullanım türü kodu ${e.usage_type_code} vergi tablolarında yok.` };
  if (e.estate_code === 3 && e.land_type_oid === null) return { outcome: 'invalidFacts', reason: `Arazi cinsi kodu ${e.land_type_code} vergi tablolarında yok.` };
  return null;
}

/**
 * An estate of the register as the facts of an estate declaration of the year, for the yearly run
 * to assess exactly as that declaration's preview would (docs/domain/property-tax.md, "Yearly
 * accrual"); or why it cannot be. The share is the register's fraction to six decimals, as a
 * declaration states it.
 */
export function declarationOfRegister(e: RegisterEstate, taxYear: number): RegisterFacts {
  const gaps = gapsOf(e);
  if (gaps) return gaps;
  const building = e.estate_code === 1;
  return {
    facts: {
      estateCode: e.estate_code,
      taxYear,
      districtCode: e.district_code,
      streetCode: e.street_code,
      outerDoorOid: e.outer_door_oid,
      innerDoorOid: building ? orUndefined(e.inner_door_oid) : undefined,
      blockNo: orUndefined(e.block_no),
      parcelNo: orUndefined(e.parcel_no),
      landArea: building ? undefined : orUndefined(e.land_area),
      share: Math.round((e.share_numerator / e.share_denominator) * 1_000_000) / 1_000_000,
      landTypeOid: e.estate_code === 3 ? orUndefined(e.land_type_oid) : undefined,
      ...(building && {
        estateUsageTypeOid: e.usage_type_oid,
        constructionTypeCode: e.construction_type_code,
        buildingClassCode: e.building_class_code,
        constructionYear: e.construction_year,
        floorArea: e.floor_area,
        landShareArea: e.land_share_area ?? 0,
        centralHeating: e.central_heating,
        elevator: e.elevator,
      }),
    },
  };
}
