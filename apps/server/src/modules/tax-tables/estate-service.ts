import { estateCodes } from '@ebelediye/contract';
import type { AppConfig } from '../../config/app-config';
import type { Db } from '../../db/kysely';
import { DomainError } from '../../platform/domain-error';
import { pageOf } from '../../platform/table-search';
import { findUsageType } from '../../reference-data/tax-table-rows-repo';
import * as estate from './estate-repo';
import * as valuations from './valuations-repo';

const estateTypeName = (code: number) => Object.values(estateCodes).find((e) => e.code === code)?.tr ?? '';

/** Street unit values of one of the municipality's own districts (street valuation). */
export async function listStreetValuations(db: Db, config: AppConfig, query: valuations.ValuationQuery) {
  if (!(await valuations.findDistrictOfCounty(db, query.districtCode, config.publicSetting.CountyCode))) {
    throw new DomainError('NOT_FOUND', 'Mahalle bulunamadı.');
  }
  if (query.streetCode !== undefined && !(await valuations.findStreetOfDistrict(db, query.streetCode, query.districtCode))) {
    throw new DomainError('NOT_FOUND', 'Cadde/sokak bulunamadı.');
  }
  const [rows, total, availableYears] = await Promise.all([valuations.findValuationPage(db, query), valuations.countValuations(db, query), valuations.findValuationYears(db)]);
  const items = rows.map((r) => ({
    estateStreetValuationOid: r.oid,
    valuationYear: r.valuation_year,
    districtCode: r.district_code,
    districtName: r.district_name,
    streetCode: r.street_code,
    streetName: r.street_name,
    streetType: r.street_type,
    estateTypeCode: r.estate_type_code,
    estateTypeName: estateTypeName(r.estate_type_code),
    unitValue: r.unit_value,
  }));
  return { ...pageOf(items, total, query), availableYears };
}

export async function listConstructionCosts(db: Db, query: estate.ConstructionCostQuery) {
  if (query.estateUsageTypeOid !== undefined && !(await findUsageType(db, query.estateUsageTypeOid))) {
    throw new DomainError('NOT_FOUND', 'Kullanım türü bulunamadı.');
  }
  const [rows, total, availableYears] = await Promise.all([
    estate.findConstructionCostPage(db, query),
    estate.countConstructionCosts(db, query),
    estate.findConstructionCostYears(db),
  ]);
  const items = rows.map((r) => ({
    estateConstructionCostOid: r.oid,
    processYear: r.process_year,
    estateUsageTypeOid: r.usage_type_oid,
    estateUsageTypeName: r.usage_name,
    constructionTypeCode: r.construction_type_code,
    constructionTypeName: r.type_name,
    buildingClassCode: r.building_class_code,
    buildingClassName: r.class_name,
    minimumCost: r.minimum_cost,
    maximumCost: r.maximum_cost,
    averageCost: r.average_cost,
  }));
  return { ...pageOf(items, total, query), availableYears };
}

export async function listAbrasionShares(db: Db, query: estate.AbrasionQuery) {
  const [rows, total, groups] = await Promise.all([estate.findAbrasionPage(db, query), estate.countAbrasions(db, query), estate.findAbrasionGroups(db)]);
  const items = rows.map((r) => ({
    estateAbrasionShareOid: r.oid,
    constructionGroupCode: r.construction_group_code,
    constructionGroupName: r.construction_group_name,
    ageFrom: r.age_from,
    ageTo: r.age_to,
    sharePercent: Number(r.share_percent),
  }));
  return { ...pageOf(items, total, query), constructionGroups: groups.map((g) => ({ code: g.construction_group_code, name: g.construction_group_name })) };
}

export async function listUsageTypes(db: Db) {
  return (await estate.findUsageTypes(db)).map((r) => ({ estateUsageTypeOid: r.oid, code: r.code, name: r.name }));
}

export async function listLandTypes(db: Db) {
  return (await estate.findLandTypes(db)).map((r) => ({ landTypeOid: r.oid, code: r.code, name: r.name }));
}

export function listEstateTypes() {
  return Object.values(estateCodes).map((e) => ({ estateTypeCode: Number(e.code), name: e.tr }));
}
