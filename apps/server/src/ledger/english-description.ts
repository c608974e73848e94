import { revenueCodes } from './revenue-codes';

/**
 * What a debt is, in English, for a citizen reading the portal in English. The Turkish
 * description is the accrual's own text (on the receipt and in the records); this one is built
 * from its revenue code, so it never depends on free text; an unknown code reads as its income
 * type.
 */
const revenueNamesEn: Readonly<Record<number, string>> = {
  [revenueCodes.propertyTaxBuilding]: 'Property tax (building)',
  [revenueCodes.propertyTaxPlot]: 'Property tax (plot)',
  [revenueCodes.propertyTaxLand]: 'Property tax (land)',
  [revenueCodes.environmentCleaningTax]: 'Environmental cleaning tax',
  [revenueCodes.advertisingTax]: 'Advertising tax',
  [revenueCodes.entertainmentTax]: 'Entertainment tax',
  [revenueCodes.waterUsage]: 'Water usage',
  [revenueCodes.waterFacility]: 'Water connection fee',
  [revenueCodes.waterDeposit]: 'Water deposit',
  [revenueCodes.waterReconnection]: 'Water reconnection fee',
  [revenueCodes.administrativeFine]: 'Administrative fine',
  [revenueCodes.matrimonyFee]: 'Marriage fee',
};

export interface IncomeTypeNames {
  income_type_name: string;
  income_type_name_en: string | null;
}

/** The income type's English name, or its Turkish one where the municipality gave none. */
export const incomeTypeNameEn = (row: IncomeTypeNames) => row.income_type_name_en ?? row.income_type_name;

export const descriptionEn = (revenueCode: number | null, row: IncomeTypeNames) => (revenueCode !== null && revenueNamesEn[revenueCode]) || incomeTypeNameEn(row);
