import type { AppConfig } from '../../config/app-config';
import type { Db } from '../../db/kysely';
import { DomainError } from '../../platform/domain-error';
import { listParameters, numericSetting } from '../../reference-data/parameters';
import * as repo from './repo';
import { byTurkishName } from '../../reference-data/turkish-order';

type DistrictRow = Awaited<ReturnType<typeof repo.findDistrictsOfCounties>>[number];

const toDistrict = (row: DistrictRow) => ({
  districtCode: row.district_code,
  districtName: row.district_name,
  countyCode: row.county_code,
  villageCode: row.village_code,
  isVillage: row.is_village,
});

const sortedDistricts = (rows: DistrictRow[]) => rows.map(toDistrict).sort(byTurkishName((d) => d.districtName));

export async function listCounties(db: Db, cityCode: number) {
  const rows = await repo.findCountiesOfCity(db, cityCode);
  return rows.map((row) => ({ cityCode: row.city_code, countyCode: row.county_code, countyName: row.county_name })).sort(byTurkishName((c) => c.countyName));
}

export async function listOwnDistricts(db: Db, config: AppConfig) {
  return sortedDistricts(await repo.findDistrictsOfCounties(db, [config.publicSetting.CountyCode]));
}

export async function listDistrictsOfActiveSource(db: Db, config: AppConfig) {
  const source = await numericSetting(db, 'ADDRESS_SOURCE', 1);
  return sortedDistricts(await repo.findDistrictsOfCounties(db, [config.publicSetting.CountyCode], source));
}

export async function listDistrictsOfCounties(db: Db, countyCodes: number[]) {
  return sortedDistricts(await repo.findDistrictsOfCounties(db, countyCodes));
}

export async function listStreets(db: Db, districtCode: number) {
  if (!(await repo.findDistrict(db, districtCode))) throw new DomainError('NOT_FOUND', 'Mahalle bulunamadı.');
  const rows = await repo.findStreetsOfDistrict(db, districtCode);
  return rows
    .map((row) => ({ streetCode: row.street_code, streetName: row.street_name, streetType: row.street_type, districtCode: row.district_code }))
    .sort(byTurkishName((s) => s.streetName));
}

export async function listOuterDoors(db: Db, query: { streetCode: number; districtCode?: number | undefined; onlyIsActive: boolean; shoudCoordinateInfoBeRetrieved: boolean }) {
  const street = await repo.findStreet(db, query.streetCode);
  if (!street || (query.districtCode !== undefined && street.district_code !== query.districtCode)) {
    throw new DomainError('NOT_FOUND', 'Cadde/sokak bulunamadı.');
  }
  const rows = await repo.findOuterDoorsOfStreet(db, query.streetCode, query.onlyIsActive);
  return rows
    .map((row) => ({
      outerDoorOid: row.oid,
      outerDoorNo: row.door_no,
      streetCode: row.street_code,
      districtCode: row.district_code,
      isActive: row.is_active,
      latitude: query.shoudCoordinateInfoBeRetrieved ? row.latitude : null,
      longitude: query.shoudCoordinateInfoBeRetrieved ? row.longitude : null,
    }))
    .sort(byTurkishName((d) => d.outerDoorNo));
}

export async function listInnerDoors(db: Db, outerDoorOid: number, onlyActive: boolean) {
  if (!(await repo.findOuterDoor(db, outerDoorOid))) throw new DomainError('NOT_FOUND', 'Dış kapı bulunamadı.');
  const rows = await repo.findInnerDoorsOfOuterDoor(db, outerDoorOid, onlyActive);
  return rows
    .map((row) => ({ innerDoorOid: row.oid, innerDoorNo: row.door_no, outerDoorOid: row.outer_door_oid, isActive: row.is_active }))
    .sort(byTurkishName((d) => d.innerDoorNo));
}

export const listAddressParameters = listParameters;
