import { istanbulDate, type DeclarationKind } from '@ebelediye/contract';
import type { Db } from '../../db/kysely';
import { DomainError } from '../../platform/domain-error';
import type { AddressNames } from '../../reference-data/address-text';
import type { HolidayCalendar } from '../../reference-data/holiday-calendar';
import type { Instalment } from './instalments';
import type { EstateBasis, TaxLine, ValueCap } from './estate-tax';
import * as tables from './tables-repo';

/** A declaration checked against the tables of its year, with its tax: what filing stores. */
export interface Assessment {
  kind: DeclarationKind;
  estateCode: 1 | 2 | 3 | null;
  taxYear: number;
  address: { districtCode: number; streetCode: number; outerDoorOid: number; innerDoorOid: number | null; names: AddressNames };
  period: { start: string; end: string } | null;
  subject: string;
  /** One filing per registry for each key: the property or workplace and the year. */
  propertyKey: string;
  details: Record<string, unknown>;
  tax: {
    taxYear: number;
    taxValue: number | null;
    taxAmount: number;
    lines: TaxLine[];
    instalments: Instalment[];
    usesDemoTariff: boolean;
    notes: string[];
    warnings?: 'landShareZero'[];
    valueCap?: ValueCap | null;
    estateBasis?: EstateBasis | null;
    lateFiling?: LateFiling | null;
  };
}

/** A past year's declaration filed now (VUK art. 352 irregularity; the amount is the municipality's). */
export interface LateFiling {
  taxYear: number;
  filedOn: string;
}

/** Property tax and ÇTV are declared within their year: a year already past is filed late. */
export function lateFilingOf(taxYear: number, now: Date): LateFiling | null {
  const filedOn = istanbulDate(now);
  return taxYear < Number(filedOn.slice(0, 4)) ? { taxYear, filedOn } : null;
}

export interface AssessContext {
  db: Db;
  countyCode: number;
  now: Date;
  calendar: HolidayCalendar;
}

export const invalid = (field: string, message: string) => new DomainError('VALIDATION_FAILED', undefined, { [field]: message });

/** A year the municipality keeps tables for, and not in the future. Returns whether it is metropolitan. */
export async function checkTaxYear(ctx: AssessContext, year: number, field: string): Promise<{ metropolitan: boolean }> {
  if (year > Number(istanbulDate(ctx.now).slice(0, 4))) throw invalid(field, 'Gelecek yıllar için beyanname verilemez.');
  const setting = await tables.findYearSetting(ctx.db, year);
  if (!setting) {
    const range = await tables.findYearRange(ctx.db);
    throw invalid(field, range.first === null ? 'Vergi tabloları henüz tanımlanmamış.' : `Beyan yılı ${range.first}–${range.last} arasında olmalıdır.`);
  }
  return { metropolitan: setting.is_metropolitan };
}

export const demoTariffNote = 'Bu tarife örnek (demo) tutardır; belediye meclisinin kabul ettiği tarife yüklendiğinde hesap değişebilir.';
