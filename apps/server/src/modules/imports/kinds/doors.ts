import { saveInnerDoors } from '../../../reference-data/address-register-repo';
import { choice, requiredKey, requiredText } from '../fields';
import { refOf, type ImportKind } from '../kind';

interface Door {
  addressCode: string;
  buildingCode: string;
  doorNo: string;
  isActive: boolean;
}

/** Inner doors (independent sections: flats, shops), keyed by the national address code. */
export const doors: ImportKind<Door> = {
  name: 'doors',
  keyColumn: 'adres_kodu',
  columns: [
    { header: 'adres_kodu', required: true },
    { header: 'bina_kodu', required: true },
    { header: 'ic_kapi_no', required: true },
    { header: 'aktif', required: false },
  ],
  parse: (cells, issues) => ({
    addressCode: requiredKey(cells, issues, 'adres_kodu'),
    buildingCode: requiredKey(cells, issues, 'bina_kodu'),
    doorNo: requiredText(cells, issues, 'ic_kapi_no', 20).toLocaleUpperCase('tr-TR'),
    isActive: choice(cells, issues, 'aktif', ['E', 'H'], 'E') === 'E',
  }),
  key: (r) => r.addressCode,
  references: (r) => [{ field: 'bina_kodu', kind: 'buildings', key: r.buildingCode }],
  load: (trx, rows) =>
    saveInnerDoors(
      trx,
      rows.map((r) => ({ oid: r.localId, outerDoorOid: refOf(r, 'buildings', r.record.buildingCode), doorNo: r.record.doorNo, isActive: r.record.isActive })),
    ),
};
