import { existingDistrictCodes, upsertDistricts, type DistrictRow } from '../../../reference-data/address-register-repo';
import { choice, optionalCode, requiredCode, requiredText } from '../fields';
import type { ImportKind } from '../kind';

/** Neighbourhoods and villages with their county and city (the national address register's codes). */
export const districts: ImportKind<DistrictRow> = {
  name: 'districts',
  keyColumn: 'mahalle_kodu',
  columns: [
    { header: 'il_kodu', required: true },
    { header: 'il_adi', required: true },
    { header: 'ilce_kodu', required: true },
    { header: 'ilce_adi', required: true },
    { header: 'mahalle_kodu', required: true },
    { header: 'mahalle_adi', required: true },
    { header: 'koy_mu', required: false },
    { header: 'koy_kodu', required: false },
  ],
  parse: (cells, issues) => ({
    cityCode: requiredCode(cells, issues, 'il_kodu'),
    cityName: requiredText(cells, issues, 'il_adi').toLocaleUpperCase('tr-TR'),
    countyCode: requiredCode(cells, issues, 'ilce_kodu'),
    countyName: requiredText(cells, issues, 'ilce_adi').toLocaleUpperCase('tr-TR'),
    districtCode: requiredCode(cells, issues, 'mahalle_kodu'),
    districtName: requiredText(cells, issues, 'mahalle_adi').toLocaleUpperCase('tr-TR'),
    isVillage: choice(cells, issues, 'koy_mu', ['E', 'H'], 'H') === 'E',
    villageCode: optionalCode(cells, issues, 'koy_kodu'),
  }),
  key: (r) => String(r.districtCode),
  references: () => [],
  agreements: (r) => [
    { field: 'il_adi', key: String(r.cityCode), value: r.cityName },
    { field: 'ilce_adi', key: String(r.countyCode), value: `${r.countyName}` },
    { field: 'ilce_kodu', key: String(r.countyCode), value: String(r.cityCode) },
  ],
  // A district's national code is its primary key: a street file may name districts loaded any way.
  resolve: async (db, keys) => {
    const codes = keys.filter((k) => /^\d{1,10}$/.test(k)).map(Number);
    return new Map([...(await existingDistrictCodes(db, codes))].map((code) => [String(code), code]));
  },
  load: (trx, rows) =>
    upsertDistricts(
      trx,
      rows.map((r) => r.record),
    ),
};
