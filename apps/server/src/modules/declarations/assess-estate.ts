import { estateCodes, istanbulDate, type ParsedRequestOf } from '@ebelediye/contract';
import { checkAddressChain } from '../../reference-data/address-chain';
import { checkTaxYear, invalid, type AssessContext, type Assessment } from './assessment';
import { buildingTax, plotOrLandTax, type EstateTax } from './estate-tax';
import { twoInstalments } from './instalments';
import * as tables from './tables-repo';

type EstateDeclaration = ParsedRequestOf<'RecordEMunicipalityEstateDeclaration'>['concreteEMunicipalityEstateDeclaration'];

const prefix = 'concreteEMunicipalityEstateDeclaration.';
const kindName = (code: number) => Object.values(estateCodes).find((e) => e.code === code)!.tr;

async function assessBuilding(ctx: AssessContext, d: EstateDeclaration, metropolitan: boolean, landUnitValue: number | null) {
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
    floorArea: d.floorArea!, constructionCost: cost.average_cost, centralHeating: d.centralHeating, elevator: d.elevator,
    abrasionPercent: Number(abrasion.share_percent), landShareArea: d.landShareArea, landUnitValue: landUnitValue ?? 0, share: d.share,
    use: usage.code === 'KONUT' ? 'residential' : 'other', metropolitan,
  });
  const subject = `Bina — ${usage.name}, ${type.name}, ${buildingClass.name}, ${d.floorArea} m² (${age} yaşında)`;
  return { tax, subject, extra: { usageName: usage.name, constructionTypeName: type.name, buildingClassName: buildingClass.name, age } };
}

/** Checks a building, plot or land declaration against the tables of its year and computes the tax. */
export async function assessEstate(ctx: AssessContext, d: EstateDeclaration): Promise<Assessment> {
  const names = await checkAddressChain(ctx.db, ctx.countyCode, d, prefix);
  const { metropolitan } = await checkTaxYear(ctx, d.taxYear, `${prefix}taxYear`);
  const valuation = await tables.findStreetValuation(ctx.db, d.taxYear, d.streetCode);
  let tax: EstateTax;
  let subject: string;
  let extra: Record<string, unknown> = {};
  if (d.estateCode === 1) {
    ({ tax, subject, extra } = await assessBuilding(ctx, d, metropolitan, valuation ? valuation.unit_value : null));
  } else {
    if (!valuation || valuation.estate_type_code !== d.estateCode) {
      throw invalid(`${prefix}streetCode`, `Bu cadde/sokak için ${d.taxYear} yılı ${kindName(d.estateCode).toLocaleLowerCase('tr-TR')} birim değeri bulunmuyor.`);
    }
    let landTypeName: string | null = null;
    if (d.estateCode === 3) {
      const landType = await tables.findLandType(ctx.db, d.landTypeOid!);
      if (!landType) throw invalid(`${prefix}landTypeOid`, 'Geçerli bir arazi cinsi seçiniz.');
      landTypeName = landType.name;
    }
    tax = plotOrLandTax({ estateCode: d.estateCode, area: d.landArea!, unitValue: valuation.unit_value, share: d.share, metropolitan });
    subject = `${kindName(d.estateCode)}${landTypeName ? ` — ${landTypeName}` : ''}, ${d.landArea} m², hisse ${d.share}`;
    extra = { unitValue: valuation.unit_value, landTypeName };
  }
  const notes = [metropolitan ? `Büyükşehir belediye sınırları içinde oran iki katıdır (binde ${tax.ratePerMille}).` : `Oran binde ${tax.ratePerMille}.`];
  if (d.taxYear === 2026) notes.push('2026 yılı vergi değerinin 2025 değerine göre artış sınırı (Kanun 7566) bu ön hesaplamada uygulanmamıştır; tahakkuk bu hesaba göre yapılır.');
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
      taxYear: d.taxYear, taxValue: tax.taxValue, taxAmount: tax.taxAmount, lines: tax.lines,
      instalments: twoInstalments(tax.taxAmount, d.taxYear, istanbulDate(ctx.now), ctx.calendar.deadlineHolidays), usesDemoTariff: false, notes,
    },
  };
}
