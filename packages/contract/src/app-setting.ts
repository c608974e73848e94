import { z } from 'zod';

/**
 * The public start-up fields served by GET /AppSetting.json. Store keys,
 * merchant ids and passwords, SMS credentials and machine/validation keys are not part of
 * this shape and never leave the server (docs/architecture.md §9.3).
 */
export const publicAppSettingSchema = z.object({
  Service: z.string(),
  ApplicationName: z.string(),
  CityName: z.string(),
  CityCode: z.number().int(),
  CountyName: z.string(),
  CountyCode: z.number().int(),
  MunicipalityName: z.string(),
  MunicipalityNameCapital: z.string(),
  HasSubscription: z.boolean(),
  IsEDevletLoginDisable: z.boolean(),
  MayorName: z.string(),
  MayorTitle: z.string(),
  MunicipalityWebsiteUrl: z.string(),
  /** The mayor's photo; empty when the municipality has none to show (the web shows its seal instead). */
  MayorPhotosUrl: z.string(),
  MayorInfoUrl: z.string(),
  ActiveBankMerchantCode: z.string(),
  CurrencyCode: z.string(),
  ExpirationYearsToAdd: z.number().int(),
  SuccessUrl: z.string(),
  FailureUrl: z.string(),
  /** The municipality's logo or seal, shown in the shell; the demo's is a neutral seal. */
  LogoUrl: z.string(),
  /** The browser tab's icon. */
  FaviconUrl: z.string(),
  LogoCoordinates: z.string(),
  LogoWidth: z.number(),
  LogoHeight: z.number(),
  EDEVLET_REDIRECT_URI: z.string(),
  EDEVLET_CLIENT_ID: z.string(),
  /** Where the browser opens the e-Devlet login (the authorization page); the simulator's in demo. */
  EDEVLET_AUTHORIZATION_URL: z.string(),
  OperationPauseStartHours: z.number().int(),
  OperationPauseStartMinute: z.number().int(),
  OperationPauseFinishHours: z.number().int(),
  OperationPauseFinishMinute: z.number().int(),
  StoreType: z.string(),
  LastSalaryHideTillDay: z.number().int(),
  ShowSubscriptionMenu: z.boolean(),
  ShowMatrimonyPaymentMenu: z.boolean(),
  /** Days to bring the signed cancellation petition to the municipality; null when the online application is enough. */
  waterCancellation: z.object({ signedPetitionDays: z.number().int().nullable() }),
  /** Where citizens reach the municipality (the footer). */
  contact: z.object({ address: z.string(), phone: z.string(), email: z.string(), kepAddress: z.string() }),
  /** The data controller of KVKK art. 10 and where an application under art. 11 goes (the privacy notice). */
  dataController: z.object({ name: z.string(), address: z.string(), email: z.string(), kepAddress: z.string() }),
});

export type PublicAppSetting = z.infer<typeof publicAppSettingSchema>;

/** Field names that must never appear in the served configuration (tested on the server). */
export const secretAppSettingFields = [
  'StoreKey',
  'MerchantId',
  'MerchantPassword',
  'SMSUsername',
  'SMSPassword',
  'TransmissionID',
  'SMSMunicipalityCode',
  'machineKey',
  'validationKey',
  'SystemUser',
  'VPosTerminalNo',
  'VPosWebRequestUrl',
  'ThreeDSecureWebRequestUrl',
  'BankRequesUrl',
  'EDEVLET_CLIENT_SECRET',
  'altchaHmacKey',
] as const;
