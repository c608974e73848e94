/**
 * Parameter-type codes for lookup lists (1–83 plus 101, 239, 248, 291, 294,
 * 367–369, 373). The spec names the lists but not every number; the numbers below are the
 * ones the portal uses, and any other code in the allowed set is a valid (possibly empty) list.
 */
export const parameterTypeCodes = {
  revenueType: '1',
  vat: '2',
  region: '3',
  usageUnit: '4',
  deposit: '5',
  subscriberType: '6',
  applicationType: '7',
  meter: '8',
  occupation: '9',
  tariffGroup: '10',
  taxOffice: '11',
  cancellationReason: '12',
  installmentMethod: '13',
  fileStatus: '14',
  fileEncoding: '15',
  complaintCategory: '16',
  depositReturnType: '17',
  streetType: '18',
  buildingType: '19',
  bankAccountType: '20',
  /** Water connection (facility) fee per subscriber type, kuruş. */
  waterConnectionFee: '21',
  /** Legal grounds of a water tariff reduction. */
  waterTariffReductionGround: '22',
  matrimonyFee: '83',
  cardExpiryYear: '87',
  cardExpiryMonth: '88',
  cardType: '89',
  systemSetting: '101',
} as const;

/** Codes inside the system-setting list (collection expense ratio key 10, receipt count 2). */
export const systemSettingCodes = { collectionExpenseRatio: '10', receiptCount: '2' } as const;

export type ParameterTypeName = keyof typeof parameterTypeCodes;

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

/** Every parameter-type code the spec allows (the lists and the card codes). */
export const allowedParameterTypeCodes: ReadonlySet<string> = new Set([...range(1, 83), '87', '88', '89', '101', '239', '248', '291', '294', '367', '368', '369', '373']);

/** Parameter types whose values the address lookups serve (GetAddressParameterWithoutAuthorization). */
export const addressParameterTypeCodes: ReadonlySet<string> = new Set([parameterTypeCodes.region, parameterTypeCodes.streetType, parameterTypeCodes.buildingType]);
