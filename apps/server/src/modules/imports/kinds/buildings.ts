import { districtsOfStreets, saveOuterDoors } from '../../../reference-data/address-register-repo';
import { choice, optionalText, requiredCode, requiredKey, requiredText } from '../fields';
import { refOf, type Cells, type ImportKind, type RowIssues } from '../kind';

interface Building {
  buildingCode: string;
  streetCode: number;
  doorNo: string;
  isActive: boolean;
  latitude: number | null;
  longitude: number | null;
}

/** A coordinate in decimal degrees, comma or dot as the decimal mark. */
function coordinate(cells: Cells, issues: RowIssues, header: string, limit: number): number | null {
  const text = optionalText(cells, issues, header, 20);
  if (text === null) return null;
  const value = Number(text.replace(',', '.'));
  if (!/^-?\d{1,3}([.,]\d+)?$/.test(text) || Math.abs(value) > limit) {
    issues.reject(header, 'NOT_A_CODE', text);
    return 0;
  }
  return value;
}

/** Outer doors (buildings) on the streets, keyed by the national building code. */
export const buildings: ImportKind<Building> = {
  name: 'buildings',
  keyColumn: 'bina_kodu',
  columns: [
    { header: 'bina_kodu', required: true },
    { header: 'sokak_kodu', required: true },
    { header: 'dis_kapi_no', required: true },
    { header: 'aktif', required: false },
    { header: 'enlem', required: false },
    { header: 'boylam', required: false },
  ],
  parse: (cells, issues) => ({
    buildingCode: requiredKey(cells, issues, 'bina_kodu'),
    streetCode: requiredCode(cells, issues, 'sokak_kodu'),
    doorNo: requiredText(cells, issues, 'dis_kapi_no', 20).toLocaleUpperCase('tr-TR'),
    isActive: choice(cells, issues, 'aktif', ['E', 'H'], 'E') === 'E',
    latitude: coordinate(cells, issues, 'enlem', 90),
    longitude: coordinate(cells, issues, 'boylam', 180),
  }),
  key: (r) => r.buildingCode,
  references: (r) => [{ field: 'sokak_kodu', kind: 'streets', key: String(r.streetCode) }],
  load: async (trx, rows) => {
    const streetsOf = rows.map((r) => refOf(r, 'streets', String(r.record.streetCode)));
    const districtOf = await districtsOfStreets(trx, streetsOf);
    return saveOuterDoors(
      trx,
      rows.map((r, i) => ({ ...r.record, oid: r.localId, streetCode: streetsOf[i]!, districtCode: districtOf.get(streetsOf[i]!)! })),
    );
  },
};
