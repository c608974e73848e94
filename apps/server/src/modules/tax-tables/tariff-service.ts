import type { Db } from '../../db/kysely';
import { DomainError } from '../../platform/domain-error';
import { pageOf } from '../../platform/table-search';
import * as tableRows from '../../reference-data/tax-table-rows-repo';
import * as tariffs from './tariffs-repo';

export async function listAdvertisingTariffs(db: Db, query: tariffs.AdvertisingQuery) {
  if (query.advertisingTypeOid !== undefined && !(await tableRows.findAdvertisingType(db, query.advertisingTypeOid))) {
    throw new DomainError('NOT_FOUND', 'Reklam türü bulunamadı.');
  }
  if (query.advertisingTaxLocationOid !== undefined && !(await tableRows.findAdvertisingLocation(db, query.advertisingTaxLocationOid))) {
    throw new DomainError('NOT_FOUND', 'Reklam yeri bulunamadı.');
  }
  const [rows, total, availableYears] = await Promise.all([tariffs.findAdvertisingPage(db, query), tariffs.countAdvertising(db, query), tariffs.findAdvertisingYears(db)]);
  const items = rows.map((r) => ({
    advertisingTariffOid: r.oid,
    processYear: r.process_year,
    advertisingTypeOid: r.advertising_type_oid,
    advertisingTypeName: r.type_name,
    advertisingTaxLocationOid: r.location_oid,
    locationName: r.location_name,
    tariffGroup: r.tariff_group,
    unitName: r.unit_name,
    amount: r.amount,
    isDemo: r.is_demo,
    note: r.note,
  }));
  return { ...pageOf(items, total, query), availableYears };
}

export async function listEctPrices(db: Db, query: tariffs.EctQuery) {
  if (query.ectActivityTypeOid !== undefined && !(await tableRows.findEctActivity(db, query.ectActivityTypeOid))) {
    throw new DomainError('NOT_FOUND', 'Faaliyet türü bulunamadı.');
  }
  const [rows, total, availableYears] = await Promise.all([tariffs.findEctPage(db, query), tariffs.countEct(db, query), tariffs.findEctYears(db)]);
  const items = rows.map((r) => ({
    ectAnnualPriceOid: r.oid,
    processYear: r.process_year,
    ectActivityTypeOid: r.activity_type_oid,
    activityTypeName: r.activity_name,
    buildingGroup: r.building_group,
    unitName: r.unit_name,
    amount: r.amount,
    isDemo: r.is_demo,
    note: r.note,
  }));
  return { ...pageOf(items, total, query), availableYears };
}

export async function listAdvertisingTypes(db: Db) {
  return (await tariffs.findAdvertisingTypes(db)).map((r) => ({ advertisingTypeOid: r.oid, code: r.code, name: r.name, unitName: r.unit_name }));
}

export async function listAdvertisingLocations(db: Db) {
  return (await tariffs.findAdvertisingLocations(db)).map((r) => ({ advertisingTaxLocationOid: r.oid, code: r.code, name: r.name, tariffGroup: r.tariff_group }));
}

export async function listEctActivities(db: Db) {
  return (await tariffs.findEctActivities(db)).map((r) => ({ ectActivityTypeOid: r.oid, code: r.code, name: r.name, buildingGroup: r.building_group }));
}

export async function listEntertainmentPlaceTypes(db: Db) {
  return (await tariffs.findEntertainmentPlaceTypes(db)).map((r) => ({
    entertainmentPlaceTypeOid: r.oid,
    code: r.code,
    name: r.name,
    period: r.period,
    amount: r.amount,
    isDemo: r.is_demo,
    note: r.note,
  }));
}

export async function listEntertainmentTypes(db: Db) {
  return (await tariffs.findEntertainmentTypes(db)).map((r) => ({
    entertainmentTypeOid: r.oid,
    code: r.code,
    name: r.name,
    ticketRatePercent: r.ticket_rate_percent === null ? null : Number(r.ticket_rate_percent),
    isDemo: r.is_demo,
    note: r.note,
  }));
}
