import type { AppConfig } from '../config/app-config';

/** With the simulators off, the outside systems need real (absolute) addresses, as in production. */
export const outsideSystems = (c: AppConfig): Pick<AppConfig, 'identity' | 'payments'> => ({
  identity: {
    ...c.identity,
    edevlet: {
      tokenUrl: 'https://giris.turkiye.gov.tr/OAuth2AuthorizationServer/AccessTokenController',
      personInfoUrl: 'https://giris.turkiye.gov.tr/OAuth2AuthorizationServer/AuthenticationController',
    },
  },
  payments: {
    ...c.payments,
    banks: c.payments.banks.map((b) => ({
      ...b,
      threeDUrl: `https://bank.example${b.threeDUrl}`,
      apiUrl: `https://bank.example${b.apiUrl}`,
      queryUrl: b.queryUrl && `https://bank.example${b.queryUrl}`,
    })),
  },
});
