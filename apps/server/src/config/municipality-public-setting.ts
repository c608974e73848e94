import { publicAppSettingSchema, type PublicAppSetting } from '@ebelediye/contract';
import { municipalityFileUrl, type MunicipalityConfig } from './municipality-file';
import { MATRIMONY_COUNTY } from './municipality-schema';

/** The start-up fields that are the portal's own, the same for every municipality. */
const portalConstants = {
  Service: '',
  ApplicationName: 'EBELEDIYE',
  CurrencyCode: '949',
  ExpirationYearsToAdd: 10,
  SuccessUrl: '/success-operation',
  FailureUrl: '/failed-operation',
  LogoCoordinates: '40,40',
  LogoWidth: 48,
  LogoHeight: 48,
  EDEVLET_REDIRECT_URI: '/e-devlet-girisi',
  StoreType: '3d_pay_hosting',
} as const;

const hoursAndMinutes = (clock: string) => clock.split(':').map(Number) as [number, number];

/** The public start-up fields, all taken from the municipality file (docs/operations.md, "The municipality file"). */
export function publicSettingFromMunicipality(m: MunicipalityConfig, edevletLoginDisabled: boolean): PublicAppSetting {
  const [pauseStartHours, pauseStartMinute] = hoursAndMinutes(m.operationPause.start);
  const [pauseFinishHours, pauseFinishMinute] = hoursAndMinutes(m.operationPause.finish);
  return publicAppSettingSchema.parse({
    ...portalConstants,
    CityName: m.cityName,
    CityCode: m.cityCode,
    CountyName: m.countyName,
    CountyCode: m.countyCode,
    MunicipalityName: m.municipalityName,
    MunicipalityNameCapital: m.municipalityNameCapital,
    HasSubscription: m.hasSubscription,
    IsEDevletLoginDisable: edevletLoginDisabled,
    MayorName: m.mayor.name,
    MayorTitle: m.mayor.title,
    MunicipalityWebsiteUrl: m.websiteUrl,
    MayorPhotosUrl: m.mayor.photo ? municipalityFileUrl(m.mayor.photo) : '',
    MayorInfoUrl: m.mayor.infoUrl,
    ActiveBankMerchantCode: m.payments.activeBank,
    LogoUrl: municipalityFileUrl(m.seal),
    FaviconUrl: municipalityFileUrl(m.favicon),
    EDEVLET_CLIENT_ID: m.edevlet.clientId,
    EDEVLET_AUTHORIZATION_URL: m.edevlet.authorizationUrl,
    OperationPauseStartHours: pauseStartHours,
    OperationPauseStartMinute: pauseStartMinute,
    OperationPauseFinishHours: pauseFinishHours,
    OperationPauseFinishMinute: pauseFinishMinute,
    LastSalaryHideTillDay: m.lastSalaryHideTillDay,
    waterCancellation: { signedPetitionDays: m.waterCancellation.signedPetitionDays },
    ShowSubscriptionMenu: m.menus.subscription,
    // The schema refuses it elsewhere; kept here too, since the web registers the page by this flag and the county.
    ShowMatrimonyPaymentMenu: m.menus.matrimonyPayment && m.countyCode === MATRIMONY_COUNTY,
    contact: { address: m.contact.address, phone: m.contact.phone, email: m.contact.email, kepAddress: m.contact.kepAddress },
    dataController: { ...m.dataController },
  });
}
