import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { Layout1 } from './layout/layout1';
import { paths } from './paths';

/**
 * The spec's route table (§2). Each screen is its own chunk; a screen that is not built
 * is not here, so an unknown address — built later or never — goes to /session/404.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout1 />,
    children: [
      { path: paths.root, element: <Navigate to={paths.home} replace /> },
      { path: paths.home, lazy: async () => ({ Component: (await import('../features/home/home-page')).default }) },
      { path: paths.mobileMenu, lazy: async () => ({ Component: (await import('../features/mobile-menu/mobile-menu-page')).default }) },
      { path: paths.notFound, lazy: async () => ({ Component: (await import('../features/not-found/not-found-page')).default }) },
      { path: '*', element: <Navigate to={paths.notFound} replace /> },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
