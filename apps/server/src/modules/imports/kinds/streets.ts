import { existingStreetCodes, upsertStreets, type StreetRow } from '../../../reference-data/address-register-repo';
import { choice, requiredCode, requiredText } from '../fields';
import { refOf, type ImportKind } from '../kind';

const streetTypes = ['CADDE', 'SOKAK', 'BULVAR', 'MEYDAN', 'KÜME EVLER', 'YOL'] as const;

/** Streets (cadde, sokak, bulvar, meydan…) of the districts, by their national codes. */
export const streets: ImportKind<StreetRow> = {
  name: 'streets',
  keyColumn: 'sokak_kodu',
  columns: [
    { header: 'mahalle_kodu', required: true },
    { header: 'sokak_kodu', required: true },
    { header: 'sokak_adi', required: true },
    { header: 'sokak_turu', required: true },
  ],
  parse: (cells, issues) => ({
    districtCode: requiredCode(cells, issues, 'mahalle_kodu'),
    streetCode: requiredCode(cells, issues, 'sokak_kodu'),
    streetName: requiredText(cells, issues, 'sokak_adi').toLocaleUpperCase('tr-TR'),
    streetType: choice(cells, issues, 'sokak_turu', streetTypes),
  }),
  key: (r) => String(r.streetCode),
  references: (r) => [{ field: 'mahalle_kodu', kind: 'districts', key: String(r.districtCode) }],
  // Like a district's, a street's national code is its primary key.
  resolve: async (db, keys) => {
    const codes = keys.filter((k) => /^\d{1,10}$/.test(k)).map(Number);
    return new Map([...(await existingStreetCodes(db, codes))].map((code) => [String(code), code]));
  },
  load: (trx, rows) =>
    upsertStreets(
      trx,
      rows.map((r) => ({ ...r.record, districtCode: refOf(r, 'districts', String(r.record.districtCode)) })),
    ),
};
