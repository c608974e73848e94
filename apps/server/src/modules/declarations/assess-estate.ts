import { estateCodes, istanbulDate, type ParsedRequestOf } from '@ebelediye/contract';
import { DomainError } from '../../platform/domain-error';
import { checkAddressChain } from '../../reference-data/address-chain';
import { checkTaxYear, invalid, lateFilingOf, type AssessContext, type Assessment } from './assessment';
import { buildingTax, capTaxValue, plotOrLandTax, type EstateBasis, type EstateTax, type ValueCap } from './estate-tax';
import { twoInstalments, withHolidayNames } from './instalments';
import * as tables from './tables-repo';

type EstateDeclaration = ParsedRequestOf<'RecordEMunicipalityEstateDeclaration'>['concreteEMunicipalityEstateDeclaration'];

const prefix = 'concreteEMunicipalityEstateDeclaration.';
const kindName = (code: number) => Object.values(estateCodes).find((e) => e.code === code)!.tr;

async function assessBuilding(ctx: AssessContext, d: EstateDeclaration, metropolitan: boolean, landUnitValue: number | null): Promise<YearTax> {
  const { db } = ctx;
  const usage = await tables.findUsageType(db, d.estateUsageTypeOid!);
  if (!usage) throw invalid(`${prefix}estateUsageTypeOid`, 'Geçerli bir kullanım türü seçiniz.');
  const type = await tables.findConstructionType(db, d.constructionTypeCode!);
  if (!type) throw invalid(`${prefix}constructionTypeCode`, 'Geçerli bir yapı tarzı seçiniz.');
  const buildingClass = await tables.findBuildingClass(db, d.buildingClassCode!);
  if (!buildingClass) throw invalid(`${prefix}buildingClassCode`, 'Geçerli bir yapı sınıfı seçiniz.');
  const cost = await tables.findConstructionCost(db, d.taxYear, usage.oid, type.code, buildingClass.code);
  if (!cost) throw invalid(`${prefix}buildingClassCode`, `${d.taxYear} yılı maliyet tablosunda bu kullanım türü, yapı tarzı ve sınıfı bulunmuyor.`);
  const age = d.taxYear - d.constructionYear!;
  const abrasion = await tables.findAbrasionShare(db, type.abrasion_group_code, age);
  if (!abrasion) throw invalid(`${prefix}constructionYear`, 'Bu bina yaşı için aşınma payı bulunamadı.');
  if (d.landShareArea > 0 && landUnitValue === null) throw invalid(`${prefix}landShareArea`, `Bu cadde/sokak için ${d.taxYear} yılı birim değeri bulunamadı.`);
  const tax = buildingTax({
    floorArea: d.floorArea!,
    constructionCost: cost.average_cost,
    centralHeating: d.centralHeating,
    elevator: d.elevator,
    abrasionPercent: Number(abrasion.share_percent),
    landShareArea: d.landShareArea,
    landUnitValue: landUnitValue ?? 0,
    share: d.share,
    use: usage.code === 'KONUT' ? 'residential' : 'other',
    metropolitan,
  });
  const subject = `Bina — ${usage.name}, ${type.name}, ${buildingClass.name}, ${d.floorArea} m² (${age} yaşında)`;
  const basis: EstateBasis = {
    valuationYear: d.taxYear,
    unitValue: d.landShareArea > 0 ? landUnitValue : null,
    building: {
      usageName: usage.name,
      constructionTypeName: type.name,
      buildingClassName: buildingClass.name,
      constructionCost: Number(cost.average_cost),
      constructionYear: d.constructionYear!,
      age,
      abrasionGroupName: abrasion.construction_group_name,
      ageFrom: abrasion.age_from,
      ageTo: abrasion.age_to,
      abrasionPercent: Number(abrasion.share_percent),
    },
  };
  return { tax, subject, basis, extra: { usageName: usage.name, constructionTypeName: type.name, buildingClassName: buildingClass.name, age } };
}

interface YearTax {
  tax: EstateTax;
  subject: string;
  basis: EstateBasis;
  extra: Record<string, unknown>;
}

/** The property's tax with one year's tables: the declared year's, or the cap's base year's. */
async function taxOfYear(ctx: AssessContext, d: EstateDeclaration, metropolitan: boolean): Promise<YearTax> {
  const valuation = await tables.findStreetValuation(ctx.db, d.taxYear, d.streetCode);
  if (d.estateCode === 1) return assessBuilding(ctx, d, metropolitan, valuation ? valuation.unit_value : null);
  if (!valuation || valuation.estate_type_code !== d.estateCode) {
    throw invalid(`${prefix}streetCode`, `Bu cadde/sokak için ${d.taxYear} yılı ${kindName(d.estateCode).toLocaleLowerCase('tr-TR')} birim değeri bulunmuyor.`);
  }
  let landTypeName: string | null = null;
  if (d.estateCode === 3) {
    const landType = await tables.findLandType(ctx.db, d.landTypeOid!);
    if (!landType) throw invalid(`${prefix}landTypeOid`, 'Geçerli bir arazi cinsi seçiniz.');
    landTypeName = landType.name;
  }
  const tax = plotOrLandTax({ estateCode: d.estateCode, area: d.landArea!, unitValue: valuation.unit_value, share: d.share, metropolitan });
  const subject = `${kindName(d.estateCode)}${landTypeName ? ` — ${landTypeName}` : ''}, ${d.landArea} m², hisse ${d.share}`;
  return { tax, subject, basis: { valuationYear: d.taxYear, unitValue: Number(valuation.unit_value), building: null }, extra: { unitValue: valuation.unit_value, landTypeName } };
}

/**
 * The same property in the cap's base year, or null when that year has no value for it: a
 * building not yet built then, or a street or table row the base year does not have.
 */
async function baseYearValue(ctx: AssessContext, d: EstateDeclaration, baseYear: number): Promise<number | null> {
  const setting = await tables.findYearSetting(ctx.db, baseYear);
  if (!setting || (d.estateCode === 1 && d.constructionYear! > baseYear)) return null;
  try {
    return (await taxOfYear(ctx, { ...d, taxYear: baseYear }, setting.is_metropolitan)).tax.taxValue;
  } catch (error) {
    // The base year lacks a table row this property needs: there is no base value to cap by.
    if (error instanceof DomainError) return null;
    throw error;
  }
}

/** Checks a building, plot or land declaration against the tables of its year and computes the tax. */
export async function assessEstate(ctx: AssessContext, d: EstateDeclaration): Promise<Assessment> {
  const names = await checkAddressChain(ctx.db, ctx.countyCode, d, prefix);
  const { metropolitan } = await checkTaxYear(ctx, d.taxYear, `${prefix}taxYear`);
  const { subject, extra, basis, tax: uncapped } = await taxOfYear(ctx, d, metropolitan);
  const setting = (await tables.findYearSetting(ctx.db, d.taxYear))!;
  let tax = uncapped;
  let valueCap: ValueCap | null = null;
  const notes = [metropolitan ? `Büyükşehir belediye sınırları içinde oran iki katıdır (binde ${tax.ratePerMille}).` : `Oran binde ${tax.ratePerMille}.`];
  if (setting.value_cap_base_year !== null && setting.value_cap_factor_percent !== null) {
    const base = await baseYearValue(ctx, d, setting.value_cap_base_year);
    if (base !== null) ({ tax, cap: valueCap } = capTaxValue(uncapped, { year: setting.value_cap_base_year, taxValue: base }, setting.value_cap_factor_percent));
    else notes.push(`Bu taşınmazın ${setting.value_cap_base_year} yılı vergi değeri hesaplanamadığından (o yıl için değer bulunmuyor) Kanun 7566 artış sınırı uygulanmamıştır.`);
  }
  return {
    kind: 'estate',
    estateCode: d.estateCode,
    taxYear: d.taxYear,
    address: { districtCode: d.districtCode, streetCode: d.streetCode, outerDoorOid: d.outerDoorOid, innerDoorOid: d.innerDoorOid ?? null, names },
    period: null,
    subject,
    propertyKey: d.estateCode === 1 ? `E1:${d.innerDoorOid}:${d.taxYear}` : `E${d.estateCode}:${d.outerDoorOid}:${d.taxYear}`,
    details: { ...d, ...extra },
    tax: {
      taxYear: d.taxYear,
      taxValue: tax.taxValue,
      taxAmount: tax.taxAmount,
      lines: tax.lines,
      instalments: withHolidayNames(twoInstalments(tax.taxAmount, d.taxYear, istanbulDate(ctx.now), ctx.calendar.deadlineHolidays), ctx.calendar),
      usesDemoTariff: false,
      notes,
      warnings: d.estateCode === 1 && d.landShareArea === 0 ? ['landShareZero'] : [],
      valueCap,
      estateBasis: basis,
      lateFiling: lateFilingOf(d.taxYear, ctx.now),
    },
  };
}
