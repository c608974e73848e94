import { saveRealEstates, type RealEstateRow } from '../../../accounts/estate-register-repo';
import { chainsOfInnerDoors, districtsOfOuterDoors } from '../../../reference-data/address-register-repo';
import { choice, optionalCode, optionalText, requiredKey } from '../fields';
import { refOf, type Cells, type ImportKind, type LoadRow, type Reference, type RowIssues } from '../kind';
import { estateFactColumns, parseEstateFacts, type EstateFacts } from './estate-facts';

interface Estate {
  estateKey: string;
  registryKey: string;
  /** 1 building, 2 plot (arsa), 3 land (arazi): the spec's estate codes. */
  estateCode: 1 | 2 | 3;
  addressCode: string | null;
  buildingCode: string | null;
  blockNo: string | null;
  parcelNo: string | null;
  landArea: number | null;
  shareNumerator: number;
  shareDenominator: number;
  floorArea: number | null;
  usageType: string | null;
  constructionYear: number | null;
  isActive: boolean;
  facts: EstateFacts;
}

/** A value the estate's kind needs (a building's floor area, a plot's land area). */
function neededCode(cells: Cells, issues: RowIssues, header: string, need: boolean): number | null {
  const value = optionalCode(cells, issues, header);
  if (need && value === null) issues.reject(header, 'REQUIRED');
  return value;
}

function parseEstate(cells: Cells, issues: RowIssues, today: string): Estate {
  const estateCode = Number(choice(cells, issues, 'tasinmaz_turu', ['1', '2', '3'])) as 1 | 2 | 3;
  const building = estateCode === 1;
  const addressCode = optionalText(cells, issues, 'adres_kodu', 64);
  const buildingCode = optionalText(cells, issues, 'bina_kodu', 64);
  // A building is an independent section (an inner door); a plot or land lies at most at an outer door.
  if (building && addressCode === null) issues.reject('adres_kodu', 'REQUIRED');
  if (addressCode !== null && buildingCode !== null) issues.reject('bina_kodu', 'ADDRESS_CONFLICT', buildingCode);
  const shareNumerator = optionalCode(cells, issues, 'hisse_pay') ?? 1;
  const shareDenominator = optionalCode(cells, issues, 'hisse_payda') ?? 1;
  if (shareNumerator > shareDenominator) issues.reject('hisse_pay', 'BAD_SHARE', `${shareNumerator}/${shareDenominator}`);
  const constructionYear = neededCode(cells, issues, 'yapim_yili', building);
  if (constructionYear !== null && constructionYear !== 0 && (constructionYear < 1800 || constructionYear > Number(today.slice(0, 4)))) {
    issues.reject('yapim_yili', 'BAD_DATE', String(constructionYear));
  }
  return {
    estateKey: requiredKey(cells, issues, 'tasinmaz_no'),
    registryKey: requiredKey(cells, issues, 'sicil_no'),
    estateCode,
    addressCode,
    buildingCode,
    blockNo: optionalText(cells, issues, 'ada_no', 10),
    parcelNo: optionalText(cells, issues, 'parsel_no', 10),
    landArea: neededCode(cells, issues, 'arsa_alani', estateCode === 2 || estateCode === 3),
    shareNumerator,
    shareDenominator,
    floorArea: neededCode(cells, issues, 'brut_alan', building),
    usageType: building ? (optionalText(cells, issues, 'kullanim_turu', 100)?.toLocaleUpperCase('tr-TR') ?? null) : null,
    constructionYear,
    isActive: choice(cells, issues, 'aktif', ['E', 'H'], 'E') === 'E',
    facts: parseEstateFacts(cells, issues, estateCode, neededCode(cells, issues, 'yapi_tarzi_kodu', building)),
  };
}

function referencesOf(r: Estate): Reference[] {
  const refs: Reference[] = [{ field: 'sicil_no', kind: 'registries', key: r.registryKey }];
  if (r.addressCode) refs.push({ field: 'adres_kodu', kind: 'doors', key: r.addressCode });
  if (r.buildingCode) refs.push({ field: 'bina_kodu', kind: 'buildings', key: r.buildingCode });
  return refs;
}

/** Where each estate lies in the address register: from its inner door, or its outer door, or nowhere. */
async function placesOf(trx: Parameters<ImportKind<Estate>['load']>[0], rows: readonly LoadRow<Estate>[]) {
  const inner = (r: LoadRow<Estate>) => (r.record.addressCode ? refOf(r, 'doors', r.record.addressCode) : null);
  const outer = (r: LoadRow<Estate>) => (r.record.buildingCode ? refOf(r, 'buildings', r.record.buildingCode) : null);
  const chains = await chainsOfInnerDoors(
    trx,
    rows.map(inner).filter((oid) => oid !== null),
  );
  const outerPlaces = await districtsOfOuterDoors(
    trx,
    rows.map(outer).filter((oid) => oid !== null),
  );
  return rows.map((r) => {
    const innerOid = inner(r);
    if (innerOid !== null) {
      const chain = chains.get(innerOid)!;
      return { district_code: chain.districtCode, street_code: chain.streetCode, outer_door_oid: chain.outerDoorOid, inner_door_oid: innerOid };
    }
    const outerOid = outer(r);
    const place = outerOid === null ? undefined : outerPlaces.get(outerOid);
    return { district_code: place?.districtCode ?? null, street_code: place?.streetCode ?? null, outer_door_oid: outerOid, inner_door_oid: null };
  });
}

/**
 * The estate register the yearly property-tax run reads (docs/domain/property-tax.md): buildings
 * at their independent sections, plots and land with their areas, each under its owner's registry.
 */
export const estates: ImportKind<Estate> = {
  name: 'estates',
  keyColumn: 'tasinmaz_no',
  columns: [
    'tasinmaz_no',
    'sicil_no',
    'tasinmaz_turu',
    'adres_kodu',
    'bina_kodu',
    'ada_no',
    'parsel_no',
    'arsa_alani',
    'hisse_pay',
    'hisse_payda',
    'brut_alan',
    'kullanim_turu',
    'yapi_tarzi_kodu',
    'yapim_yili',
    'aktif',
    ...estateFactColumns,
  ].map((header) => ({ header, required: ['tasinmaz_no', 'sicil_no', 'tasinmaz_turu'].includes(header) })),
  parse: parseEstate,
  key: (r) => r.estateKey,
  references: referencesOf,
  load: async (trx, rows) => {
    const places = await placesOf(trx, rows);
    const estatesToSave: RealEstateRow[] = rows.map((r, i) => {
      const e = r.record;
      const f = e.facts;
      return {
        oid: r.localId,
        registry_oid: refOf(r, 'registries', e.registryKey),
        estate_code: e.estateCode,
        ...places[i]!,
        block_no: e.blockNo,
        parcel_no: e.parcelNo,
        land_area: e.landArea,
        share_numerator: e.shareNumerator,
        share_denominator: e.shareDenominator,
        floor_area: e.floorArea,
        usage_type: e.usageType,
        construction_type_code: f.constructionTypeCode,
        construction_year: e.constructionYear,
        is_active: e.isActive,
        usage_type_code: f.usageTypeCode,
        building_class_code: f.buildingClassCode,
        land_share_area: f.landShareArea,
        central_heating: f.centralHeating,
        elevator: f.elevator,
        land_type_code: f.landTypeCode,
      };
    });
    return saveRealEstates(trx, estatesToSave);
  },
};
