import { countyCodes, type PublicAppSetting } from '@ebelediye/contract';
import { lazy, Suspense, useState, type ComponentType } from 'react';
import { matchRoutes, Navigate, useRoutes, type RouteObject } from 'react-router';
import { useAppSetting } from '../lib/app-setting';
import { AppRoot } from './app-root';
import { Layout1 } from './layout/layout1';
import { paths } from '../lib/paths';
import { RequireMember } from './require-member';

type ScreenLoad = () => Promise<{ default: ComponentType }>;
/** Each route element's download, so the first screen's chunks can be asked for before React renders. */
const screenLoads = new WeakMap<object, ScreenLoad>();

/**
 * A screen in its own chunk, loaded when its address is first opened. The layout around it stays
 * while it loads; the main area keeps its height, so nothing below it moves.
 */
function page(load: ScreenLoad) {
  const screen = cardScreen(load);
  const element = <Suspense fallback={null}>{screen}</Suspense>;
  screenLoads.set(element, screenLoads.get(screen)!);
  return element;
}

/**
 * A screen inside a layout that is itself loaded when needed (the session card): it waits at the
 * layout's boundary, so the card appears once with its screen instead of growing around it.
 * A screen whose chunk is already here when it mounts renders at once without suspending: the
 * first screen sent in the page is drawn over by the same markup, not by a fallback.
 */
function cardScreen(load: ScreenLoad) {
  let loading: ReturnType<ScreenLoad> | null = null;
  let loaded: ComponentType | null = null;
  const once = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        // A download that failed at start-up (a flaky connection) is tried again when the screen renders.
        loading = null;
        throw error;
      },
    ));
  const Lazy = lazy(once);
  function Screen() {
    // Decided once per mount: switching between the two would mount the screen again and lose its state.
    const [Loaded] = useState(() => loaded);
    return Loaded ? <Loaded /> : <Lazy />;
  }
  const element = <Screen />;
  screenLoads.set(element, once);
  return element;
}

/** Where each redirecting route element leads, so an address that only redirects preloads the screen it leads to. */
const redirects = new WeakMap<object, string>();

function redirectTo(to: string) {
  const element = <Navigate to={to} replace />;
  redirects.set(element, to);
  return element;
}

/**
 * The route table. Each screen is its own chunk; a screen that is not built
 * is not here, so an unknown address — built later or never — goes to /session/404.
 */
const shellRoutes: RouteObject[] = [
  {
    element: <Layout1 />,
    children: [
      { path: paths.root, element: redirectTo(paths.home) },
      { path: paths.home, element: page(() => import('../features/home/home-page')) },
      { path: paths.mobileMenu, element: page(() => import('../features/mobile-menu/mobile-menu-page')) },
      { path: paths.estateStreetValuation, element: page(() => import('../features/tax-tables/street-valuation-page')) },
      { path: paths.estateConstructionCost, element: page(() => import('../features/tax-tables/construction-cost-page')) },
      { path: paths.estateAbrasionShare, element: page(() => import('../features/tax-tables/abrasion-share-page')) },
      { path: paths.advertisingTaxAnnualGroupTariff, element: page(() => import('../features/tax-tables/advertising-tariff-page')) },
      { path: paths.ectAnnualPrice, element: page(() => import('../features/tax-tables/ect-price-page')) },
      { path: paths.resolutionCouncil, element: page(() => import('../features/resolutions/council-page')) },
      { path: paths.resolutionCommittee, element: page(() => import('../features/resolutions/committee-page')) },
      { path: paths.complaintsAndRequests, element: page(() => import('../features/complaints/complaints-page')) },
      { path: paths.ziraatBank, element: page(async () => ({ default: (await import('../features/payment/pages')).ZiraatWindowPage })) },
      { path: paths.vakifBank, element: page(async () => ({ default: (await import('../features/payment/pages')).VakifWindowPage })) },
      { path: paths.isBank, element: page(async () => ({ default: (await import('../features/payment/pages')).IsBankWindowPage })) },
      { path: paths.otherBanks, element: page(async () => ({ default: (await import('../features/payment/pages')).OtherBanksWindowPage })) },
      { path: paths.successOperation, element: page(async () => ({ default: (await import('../features/payment/pages')).SuccessOperationPage })) },
      { path: paths.failedOperation, element: page(async () => ({ default: (await import('../features/payment/pages')).FailedOperationPage })) },
      { path: paths.contractCancellation, element: page(() => import('../features/water/contract-cancellation-page')) },
      { path: paths.waterApplicationStatus, element: page(() => import('../features/water-applications/water-application-status-page')) },
      { path: paths.waterApplicationWithCode, element: page(() => import('../features/water-applications/water-application-with-code-page')) },
      { path: paths.register, element: page(() => import('../features/membership/register-page')) },
      { path: paths.fastPayment, element: page(() => import('../features/debts/fast-payment-page')) },
      { path: paths.receiptVerification, element: page(() => import('../features/debts/receipt-verification-page')) },
      { path: paths.unsubscribe, element: page(() => import('../features/notifications/unsubscribe-page')) },
      { path: paths.privacyNotice, element: page(() => import('../features/legal/privacy-notice-page')) },
      { path: paths.accessibilityStatement, element: page(() => import('../features/legal/accessibility-statement-page')) },
      {
        // Guarded routes; later screens join this group.
        element: <RequireMember />,
        children: [
          { path: paths.userUpdate, element: page(() => import('../features/profile/user-update-page')) },
          { path: paths.changePassword, element: page(() => import('../features/profile/change-password-page')) },
          { path: paths.estateDeclarationLand, element: page(() => import('../features/declarations/estate-land-page')) },
          { path: paths.estateDeclarationPlot, element: page(() => import('../features/declarations/estate-plot-page')) },
          { path: paths.estateDeclarationBuilding, element: page(() => import('../features/declarations/estate-building-page')) },
          { path: paths.entertainmentDeclaration, element: page(() => import('../features/declarations/entertainment-page')) },
          { path: paths.adDeclaration, element: page(() => import('../features/declarations/advertising-page')) },
          { path: paths.ectDeclaration, element: page(() => import('../features/declarations/ect-page')) },
          { path: paths.debtQuestioning, element: page(() => import('../features/debts/debt-questioning-page')) },
          { path: paths.registryObservation, element: page(() => import('../features/debts/registry-observation-page')) },
          // The spec lists the staff screens as open; they show personal data, so they need sign-in (docs/security.md).
          { path: paths.payroll, element: page(() => import('../features/staff/payroll-page')) },
          { path: paths.leave, element: page(() => import('../features/staff/leave-page')) },
          { path: paths.enforcement, element: page(() => import('../features/staff/enforcement-page')) },
          { path: paths.waterDebts, element: page(() => import('../features/water/water-debts-page')) },
          { path: paths.waterApplications, element: page(() => import('../features/water-applications/water-applications-page')) },
          { path: paths.debtRestructuring, element: page(() => import('../features/restructuring/restructuring-page')) },
          { path: paths.authorities, element: page(() => import('../features/authorities/authorities-page')) },
          { path: paths.notificationPreferences, element: page(() => import('../features/notifications/notification-preferences-page')) },
          { path: paths.myPersonalData, element: page(() => import('../features/my-data/my-data-page')) },
        ],
      },
      { path: paths.notFound, element: page(() => import('../features/not-found/not-found-page')) },
      // An unknown address preloads nothing before it is sent on to the small 404 page.
      { path: '*', element: <Navigate to={paths.notFound} replace /> },
    ],
  },
];

/** The session screens: a card without the menu. */
const sessionRoutes: RouteObject[] = [
  {
    element: page(() => import('./layout/session-layout')),
    children: [
      { path: paths.signIn, element: cardScreen(() => import('../features/sign-in/sign-in-page')) },
      { path: paths.forgotPassword, element: cardScreen(() => import('../features/sign-in/forgot-password-page')) },
      { path: paths.forgottenPassword, element: cardScreen(() => import('../features/sign-in/forgot-password-page')) },
      { path: paths.signUp, element: cardScreen(() => import('../features/sign-in/sign-up-page')) },
      { path: paths.edevletLogin, element: cardScreen(() => import('../features/sign-in/edevlet-login-page')) },
      { path: paths.edevletRedirect, element: cardScreen(() => import('../features/sign-in/edevlet-login-page')) },
    ],
  },
];

/**
 * The back office: its own shell and its own routes inside one lazy chunk, so the
 * citizen pages' first download does not grow with it. Members only; the area asks the server
 * for the member's roles.
 */
const backOfficeRoutes: RouteObject[] = [
  {
    element: <RequireMember />,
    children: [{ path: `${paths.backOffice}/*`, element: page(() => import('../features/back-office/back-office-area')) }],
  },
];

export const routes: RouteObject[] = [{ element: <AppRoot />, children: [...sessionRoutes, ...backOfficeRoutes, ...shellRoutes] }];

const matrimonyRoute: RouteObject = {
  path: paths.fastPaymentForMatrimony,
  element: page(() => import('../features/debts/matrimony-payment-page')),
};

/**
 * /FastPaymentForMatrimony is Antakya's alone (2080): registered only for that county, and only
 * while its municipality file keeps the payment on (docs/operations.md, "The municipality file").
 */
export function routesForMunicipality(setting: Pick<PublicAppSetting, 'CountyCode' | 'ShowMatrimonyPaymentMenu'> | undefined): RouteObject[] {
  if (setting?.CountyCode !== countyCodes.antakya || !setting.ShowMatrimonyPaymentMenu) return routes;
  const layout = shellRoutes[0]!;
  const withMatrimony = { ...layout, children: [matrimonyRoute, ...(layout.children ?? [])] } as RouteObject;
  return [{ element: <AppRoot />, children: [...sessionRoutes, ...backOfficeRoutes, withMatrimony] }];
}

/**
 * Starts downloading the layout and screen of an address at once, alongside AppSetting.json,
 * instead of after the first render has found them: one round trip less before the first screen
 * on a slow connection.
 */
export function preloadScreensOf(pathname: string) {
  for (const load of screenLoadsOf(pathname)) void load().catch(() => undefined);
}

/** The downloads of an address's lazy layout and screen, outermost first; for an address that redirects, those of where it leads. */
export function screenLoadsOf(pathname: string): ScreenLoad[] {
  const matched = (matchRoutes(routes, pathname) ?? []).map(({ route }) => route.element as object);
  const leadsTo = matched.map((element) => redirects.get(element)).find((to) => to !== undefined);
  if (leadsTo !== undefined && leadsTo !== pathname) return screenLoadsOf(leadsTo);
  return matched.flatMap((element) => screenLoads.get(element) ?? []);
}

/** The screens of the configured municipality; rendered after AppSetting.json has loaded, so the county is known. */
export function AppRoutes() {
  return useRoutes(routesForMunicipality(useAppSetting()));
}
