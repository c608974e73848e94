import { istanbulDate, type ParsedRequestOf } from '@ebelediye/contract';
import { checkAddressChain } from '../../reference-data/address-chain';
import { DomainError } from '../../platform/domain-error';
import { checkTaxYear, demoTariffNote, invalid, lateFilingOf, type AssessContext, type Assessment } from './assessment';
import { afterPeriodInstalment, singleInstalment, twoInstalments, withHolidayNames } from './instalments';
import * as tables from './tables-repo';
import { advertisingTax, entertainmentTax, environmentCleaningTax } from './tariff-tax';

type Entertainment = ParsedRequestOf<'RecordEMunicipalityEntertainmentDeclaration'>['concreteEMunicipalityEntertainmentDeclaration'];
type Advertising = ParsedRequestOf<'RecordEMunicipalityAdDeclaration'>['concreteEMunicipalityAdDeclaration'];
type Ect = ParsedRequestOf<'RecordEMunicipalityECTDeclaration'>['concreteEMunicipalityECTDeclaration'];

const address = (d: { districtCode: number; streetCode: number; outerDoorOid: number; innerDoorOid?: number | undefined }, names: Assessment['address']['names']) => ({
  districtCode: d.districtCode,
  streetCode: d.streetCode,
  outerDoorOid: d.outerDoorOid,
  innerDoorOid: d.innerDoorOid ?? null,
  names,
});
const tariffMissing = (field: string, year: number) => new DomainError('DECLARATION_TARIFF_MISSING', undefined, { [field]: `${year} yılı için tarife bulunamadı.` });

const daysBetween = (start: string, end: string) => Math.round((Date.parse(end) - Date.parse(start)) / 86_400_000) + 1;
const monthsBetween = (start: string, end: string) => (Number(end.slice(0, 4)) - Number(start.slice(0, 4))) * 12 + Number(end.slice(5, 7)) - Number(start.slice(5, 7)) + 1;

export async function assessEntertainment(ctx: AssessContext, d: Entertainment): Promise<Assessment> {
  const p = 'concreteEMunicipalityEntertainmentDeclaration.';
  const names = await checkAddressChain(ctx.db, ctx.countyCode, d, p);
  const year = Number(d.periodStart.slice(0, 4));
  await checkTaxYear(ctx, year, `${p}periodStart`);
  if (d.periodStart > istanbulDate(ctx.now)) throw invalid(`${p}periodStart`, 'Henüz başlamamış bir dönem için beyanname verilemez.');
  const place = await tables.findEntertainmentPlaceType(ctx.db, d.entertainmentPlaceTypeOid);
  if (!place) throw invalid(`${p}entertainmentPlaceTypeOid`, 'Geçerli bir eğlence yeri türü seçiniz.');
  const kind = await tables.findEntertainmentType(ctx.db, d.entertainmentTypeOid);
  if (!kind) throw invalid(`${p}entertainmentTypeOid`, 'Geçerli bir eğlence türü seçiniz.');
  const periods = place.period === 'daily' ? daysBetween(d.periodStart, d.periodEnd) : monthsBetween(d.periodStart, d.periodEnd);
  const ticketRate = kind.ticket_rate_percent === null ? null : Number(kind.ticket_rate_percent);
  const tax = entertainmentTax({ placeAmount: place.amount, periods, ticketRatePercent: ticketRate, ticketRevenue: d.ticketRevenue });
  const usesDemoTariff = place.is_demo || kind.is_demo;
  return {
    kind: 'entertainment',
    estateCode: null,
    taxYear: year,
    address: address(d, names),
    period: { start: d.periodStart, end: d.periodEnd },
    subject: `${d.venueName} — ${place.name}, ${kind.name}`,
    propertyKey: `ENT:${d.outerDoorOid}:${place.oid}:${d.periodStart}`,
    details: { ...d, placeTypeName: place.name, entertainmentTypeName: kind.name, periodUnit: place.period, periods },
    tax: {
      taxYear: year,
      taxValue: null,
      taxAmount: tax.taxAmount,
      lines: tax.lines,
      instalments: withHolidayNames(afterPeriodInstalment(tax.taxAmount, d.periodEnd, istanbulDate(ctx.now), ctx.calendar.deadlineHolidays), ctx.calendar),
      usesDemoTariff,
      notes: [`${place.period === 'daily' ? 'Günlük' : 'Aylık'} tarife: ${periods} ${place.period === 'daily' ? 'gün' : 'ay'}.`, ...(usesDemoTariff ? [demoTariffNote] : [])],
    },
  };
}

export async function assessAdvertising(ctx: AssessContext, d: Advertising): Promise<Assessment> {
  const p = 'concreteEMunicipalityAdDeclaration.';
  const names = await checkAddressChain(ctx.db, ctx.countyCode, d, p);
  await checkTaxYear(ctx, d.taxYear, `${p}taxYear`);
  if (!(await tables.findAdvertisingType(ctx.db, d.advertisingTypeOid))) throw invalid(`${p}advertisingTypeOid`, 'Geçerli bir reklam türü seçiniz.');
  if (!(await tables.findAdvertisingLocation(ctx.db, d.advertisingTaxLocationOid))) throw invalid(`${p}advertisingTaxLocationOid`, 'Geçerli bir reklam yeri seçiniz.');
  const tariff = await tables.findAdvertisingTariff(ctx.db, d.taxYear, d.advertisingTypeOid, d.advertisingTaxLocationOid);
  if (!tariff) throw tariffMissing(`${p}taxYear`, d.taxYear);
  const weekly = tariff.unit_name.endsWith('/hafta');
  if (!weekly && d.periods !== 1) throw invalid(`${p}periods`, 'Yıllık tarifelerde dönem sayısı 1 olmalıdır.');
  if (tariff.unit_name.startsWith('adet') && !Number.isInteger(d.area)) throw invalid(`${p}area`, 'Bu reklam türünde alan yerine adet girilir; tam sayı olmalıdır.');
  const tax = advertisingTax({ tariffAmount: tariff.amount, area: d.area, sides: d.sides, periods: d.periods });
  const filedOn = istanbulDate(ctx.now);
  return {
    kind: 'advertising',
    estateCode: null,
    taxYear: d.taxYear,
    address: address(d, names),
    period: null,
    subject: `${tariff.type_name}, ${d.area} ${tariff.unit_name.split('/')[0]} × ${d.sides} yüz`,
    propertyKey: `AD:${d.outerDoorOid}:${d.advertisingTypeOid}:${d.advertisingTaxLocationOid}:${d.taxYear}`,
    details: { ...d, typeName: tariff.type_name, locationName: tariff.location_name, tariffGroup: tariff.tariff_group, unitName: tariff.unit_name, tariffAmount: tariff.amount },
    tax: {
      taxYear: d.taxYear,
      taxValue: null,
      taxAmount: tax.taxAmount,
      lines: tax.lines,
      instalments: withHolidayNames(
        weekly ? singleInstalment(tax.taxAmount, filedOn, ctx.calendar.deadlineHolidays) : twoInstalments(tax.taxAmount, d.taxYear, filedOn, ctx.calendar.deadlineHolidays),
        ctx.calendar,
      ),
      usesDemoTariff: tariff.is_demo,
      notes: [`Tarife grubu ${tariff.tariff_group} (${tariff.location_name}): ${tariff.unit_name}.`, ...(tariff.is_demo ? [demoTariffNote] : [])],
    },
  };
}

export async function assessEct(ctx: AssessContext, d: Ect): Promise<Assessment> {
  const p = 'concreteEMunicipalityECTDeclaration.';
  const names = await checkAddressChain(ctx.db, ctx.countyCode, d, p);
  await checkTaxYear(ctx, d.taxYear, `${p}taxYear`);
  const activity = await tables.findEctActivity(ctx.db, d.ectActivityTypeOid);
  if (!activity) throw invalid(`${p}ectActivityTypeOid`, 'Geçerli bir faaliyet türü seçiniz.');
  const price = await tables.findEctPrice(ctx.db, d.taxYear, activity.oid);
  if (!price) throw tariffMissing(`${p}taxYear`, d.taxYear);
  const tax = environmentCleaningTax(price.amount);
  return {
    kind: 'ect',
    estateCode: null,
    taxYear: d.taxYear,
    address: address(d, names),
    period: null,
    subject: `${d.workplaceName} — ${activity.name} (${price.building_group}. grup)`,
    propertyKey: `ECT:${d.outerDoorOid}:${d.innerDoorOid ?? 0}:${d.taxYear}`,
    details: { ...d, activityName: activity.name, buildingGroup: price.building_group },
    tax: {
      taxYear: d.taxYear,
      taxValue: null,
      taxAmount: tax.taxAmount,
      lines: tax.lines,
      instalments: withHolidayNames(twoInstalments(tax.taxAmount, d.taxYear, istanbulDate(ctx.now), ctx.calendar.deadlineHolidays), ctx.calendar),
      usesDemoTariff: price.is_demo,
      notes: [`${price.building_group}. bina grubu yıllık tutarı; emlak vergisi taksitleriyle ödenir.`, ...(price.is_demo ? [demoTariffNote] : [])],
      lateFiling: lateFilingOf(d.taxYear, ctx.now),
    },
  };
}
