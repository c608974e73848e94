/**
 * The municipality's revenue codes (gelir kodları) the ledger uses. Only 83, the marriage
 * fee, is given by the product's coded lists; the others are this installation's own numbering.
 */
export const revenueCodes = {
  propertyTaxBuilding: 1201,
  propertyTaxPlot: 1202,
  propertyTaxLand: 1203,
  environmentCleaningTax: 1301,
  advertisingTax: 1401,
  entertainmentTax: 1501,
  waterUsage: 5001,
  waterFacility: 5002,
  waterDeposit: 5003,
  /** Closing and opening a line cut for an unpaid debt. */
  waterReconnection: 5004,
  administrativeFine: 7001,
  /** The marriage fee of fast payment for matrimony. */
  matrimonyFee: 83,
} as const;

/** The property-tax revenue code of an estate kind (1 building, 2 plot, 3 land). */
export const propertyTaxRevenueCode = (estateCode: 1 | 2 | 3) =>
  estateCode === 1 ? revenueCodes.propertyTaxBuilding : estateCode === 2 ? revenueCodes.propertyTaxPlot : revenueCodes.propertyTaxLand;
