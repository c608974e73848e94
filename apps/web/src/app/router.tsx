import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { AppRoot } from './app-root';
import { Layout1 } from './layout/layout1';
import { paths } from './paths';
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
      { path: paths.contractCancellation, lazy: async () => ({ Component: (await import('../features/water/contract-cancellation-page')).default }) },
      { path: paths.register, lazy: async () => ({ Component: (await import('../features/membership/register-page')).default }) },
      {
        // Spec §2 guarded routes; later screens join this group.
        element: <RequireMember />,
        children: [
          { path: paths.userUpdate, lazy: async () => ({ Component: (await import('../features/profile/user-update-page')).default }) },
          { path: paths.changePassword, lazy: async () => ({ Component: (await import('../features/profile/change-password-page')).default }) },
          // The spec lists the staff screens as open; they show personal data, so they need sign-in (docs/security.md).
          { path: paths.payroll, lazy: async () => ({ Component: (await import('../features/staff/payroll-page')).default }) },
          { path: paths.leave, lazy: async () => ({ Component: (await import('../features/staff/leave-page')).default }) },
          { path: paths.enforcement, lazy: async () => ({ Component: (await import('../features/staff/enforcement-page')).default }) },
          { path: paths.waterDebts, lazy: async () => ({ Component: (await import('../features/water/water-debts-page')).default }) },
          { path: paths.debtRestructuring, lazy: async () => ({ Component: (await import('../features/restructuring/restructuring-page')).default }) },
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

export const routes: RouteObject[] = [{ element: <AppRoot />, children: [...sessionRoutes, ...shellRoutes] }];

export const createAppRouter = () => createBrowserRouter(routes);
