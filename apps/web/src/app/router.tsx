import { countyCodes } from '@ebelediye/contract';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { session } from '../lib/session';
import { AppRoot } from './app-root';
import { Layout1 } from './layout/layout1';
import { paths } from '../lib/paths';
import { RequireMember } from './require-member';

/**
 * The spec's route table (§2). Each screen is its own chunk; a screen that is not built
 * is not here, so an unknown address — built later or never — goes to /session/404.
 */
const shellRoutes: RouteObject[] = [
  {
    element: <Layout1 />,
    children: [
      { path: paths.root, element: <Navigate to={paths.home} replace /> },
      { path: paths.home, lazy: async () => ({ Component: (await import('../features/home/home-page')).default }) },
      { path: paths.mobileMenu, lazy: async () => ({ Component: (await import('../features/mobile-menu/mobile-menu-page')).default }) },
      { path: paths.estateStreetValuation, lazy: async () => ({ Component: (await import('../features/tax-tables/street-valuation-page')).default }) },
      { path: paths.estateConstructionCost, lazy: async () => ({ Component: (await import('../features/tax-tables/construction-cost-page')).default }) },
      { path: paths.estateAbrasionShare, lazy: async () => ({ Component: (await import('../features/tax-tables/abrasion-share-page')).default }) },
      { path: paths.advertisingTaxAnnualGroupTariff, lazy: async () => ({ Component: (await import('../features/tax-tables/advertising-tariff-page')).default }) },
      { path: paths.ectAnnualPrice, lazy: async () => ({ Component: (await import('../features/tax-tables/ect-price-page')).default }) },
      { path: paths.resolutionCouncil, lazy: async () => ({ Component: (await import('../features/resolutions/council-page')).default }) },
      { path: paths.resolutionCommittee, lazy: async () => ({ Component: (await import('../features/resolutions/committee-page')).default }) },
      { path: paths.complaintsAndRequests, lazy: async () => ({ Component: (await import('../features/complaints/complaints-page')).default }) },
      { path: paths.ziraatBank, lazy: async () => ({ Component: (await import('../features/payment/pages')).ZiraatWindowPage }) },
      { path: paths.vakifBank, lazy: async () => ({ Component: (await import('../features/payment/pages')).VakifWindowPage }) },
      { path: paths.isBank, lazy: async () => ({ Component: (await import('../features/payment/pages')).IsBankWindowPage }) },
      { path: paths.otherBanks, lazy: async () => ({ Component: (await import('../features/payment/pages')).OtherBanksWindowPage }) },
      { path: paths.successOperation, lazy: async () => ({ Component: (await import('../features/payment/pages')).SuccessOperationPage }) },
      { path: paths.failedOperation, lazy: async () => ({ Component: (await import('../features/payment/pages')).FailedOperationPage }) },
      { path: paths.contractCancellation, lazy: async () => ({ Component: (await import('../features/water/contract-cancellation-page')).default }) },
      { path: paths.waterApplicationStatus, lazy: async () => ({ Component: (await import('../features/water-applications/water-application-status-page')).default }) },
      { path: paths.waterApplicationWithCode, lazy: async () => ({ Component: (await import('../features/water-applications/water-application-with-code-page')).default }) },
      { path: paths.register, lazy: async () => ({ Component: (await import('../features/membership/register-page')).default }) },
      { path: paths.fastPayment, lazy: async () => ({ Component: (await import('../features/debts/fast-payment-page')).default }) },
      { path: paths.receiptVerification, lazy: async () => ({ Component: (await import('../features/debts/receipt-verification-page')).default }) },
      { path: paths.unsubscribe, lazy: async () => ({ Component: (await import('../features/notifications/unsubscribe-page')).default }) },
      { path: paths.privacyNotice, lazy: async () => ({ Component: (await import('../features/legal/privacy-notice-page')).default }) },
      { path: paths.accessibilityStatement, lazy: async () => ({ Component: (await import('../features/legal/accessibility-statement-page')).default }) },
      {
        // Spec §2 guarded routes; later screens join this group.
        element: <RequireMember />,
        children: [
          { path: paths.userUpdate, lazy: async () => ({ Component: (await import('../features/profile/user-update-page')).default }) },
          { path: paths.changePassword, lazy: async () => ({ Component: (await import('../features/profile/change-password-page')).default }) },
          { path: paths.estateDeclarationLand, lazy: async () => ({ Component: (await import('../features/declarations/estate-land-page')).default }) },
          { path: paths.estateDeclarationPlot, lazy: async () => ({ Component: (await import('../features/declarations/estate-plot-page')).default }) },
          { path: paths.estateDeclarationBuilding, lazy: async () => ({ Component: (await import('../features/declarations/estate-building-page')).default }) },
          { path: paths.entertainmentDeclaration, lazy: async () => ({ Component: (await import('../features/declarations/entertainment-page')).default }) },
          { path: paths.adDeclaration, lazy: async () => ({ Component: (await import('../features/declarations/advertising-page')).default }) },
          { path: paths.ectDeclaration, lazy: async () => ({ Component: (await import('../features/declarations/ect-page')).default }) },
          { path: paths.debtQuestioning, lazy: async () => ({ Component: (await import('../features/debts/debt-questioning-page')).default }) },
          { path: paths.registryObservation, lazy: async () => ({ Component: (await import('../features/debts/registry-observation-page')).default }) },
          // The spec lists the staff screens as open; they show personal data, so they need sign-in (docs/security.md).
          { path: paths.payroll, lazy: async () => ({ Component: (await import('../features/staff/payroll-page')).default }) },
          { path: paths.leave, lazy: async () => ({ Component: (await import('../features/staff/leave-page')).default }) },
          { path: paths.enforcement, lazy: async () => ({ Component: (await import('../features/staff/enforcement-page')).default }) },
          { path: paths.waterDebts, lazy: async () => ({ Component: (await import('../features/water/water-debts-page')).default }) },
          { path: paths.waterApplications, lazy: async () => ({ Component: (await import('../features/water-applications/water-applications-page')).default }) },
          { path: paths.debtRestructuring, lazy: async () => ({ Component: (await import('../features/restructuring/restructuring-page')).default }) },
          { path: paths.notificationPreferences, lazy: async () => ({ Component: (await import('../features/notifications/notification-preferences-page')).default }) },
          { path: paths.myPersonalData, lazy: async () => ({ Component: (await import('../features/my-data/my-data-page')).default }) },
        ],
      },
      { path: paths.notFound, lazy: async () => ({ Component: (await import('../features/not-found/not-found-page')).default }) },
      { path: '*', element: <Navigate to={paths.notFound} replace /> },
    ],
  },
];

/** The session screens: a card without the menu. */
const sessionRoutes: RouteObject[] = [
  {
    lazy: async () => ({ Component: (await import('./layout/session-layout')).default }),
    children: [
      { path: paths.signIn, lazy: async () => ({ Component: (await import('../features/auth/sign-in-page')).default }) },
      { path: paths.forgotPassword, lazy: async () => ({ Component: (await import('../features/auth/forgot-password-page')).default }) },
      { path: paths.forgottenPassword, lazy: async () => ({ Component: (await import('../features/auth/forgot-password-page')).default }) },
      { path: paths.signUp, lazy: async () => ({ Component: (await import('../features/auth/sign-up-page')).default }) },
      { path: paths.edevletLogin, lazy: async () => ({ Component: (await import('../features/auth/edevlet-login-page')).default }) },
      { path: paths.edevletRedirect, lazy: async () => ({ Component: (await import('../features/auth/edevlet-login-page')).default }) },
    ],
  },
];

/**
 * The back office (issue 16): its own shell and its own routes inside one lazy chunk, so the
 * citizen pages' first download does not grow with it. Members only; the area asks the server
 * for the member's roles.
 */
const backOfficeRoutes: RouteObject[] = [
  {
    element: <RequireMember />,
    children: [{ path: `${paths.backOffice}/*`, lazy: async () => ({ Component: (await import('../features/back-office/back-office-area')).default }) }],
  },
];

export const routes: RouteObject[] = [{ element: <AppRoot />, children: [...sessionRoutes, ...backOfficeRoutes, ...shellRoutes] }];

const matrimonyRoute: RouteObject = {
  path: paths.fastPaymentForMatrimony,
  lazy: async () => ({ Component: (await import('../features/debts/matrimony-payment-page')).default }),
};

/** Spec §2: /FastPaymentForMatrimony is registered only when the configured county is Antakya (2080). */
export function routesForCounty(countyCode: number | undefined): RouteObject[] {
  if (countyCode !== countyCodes.antakya) return routes;
  const layout = shellRoutes[0]!;
  const withMatrimony = { ...layout, children: [matrimonyRoute, ...(layout.children ?? [])] } as RouteObject;
  return [{ element: <AppRoot />, children: [...sessionRoutes, ...backOfficeRoutes, withMatrimony] }];
}

/** Called after AppSetting.json has loaded (spec §4), so the county is known. */
export const createAppRouter = () => createBrowserRouter(routesForCounty(session.webConfig()?.CountyCode));
