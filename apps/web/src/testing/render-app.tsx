import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { MemoryRouter, Outlet, useLocation, useRoutes, type Location, type RouteObject } from 'react-router';
import { AppProvider } from '../app/provider';
import { AuthProvider } from '../lib/auth/auth-provider';
import '../lib/i18n';
import { appSettingFixture } from './app-setting-fixture';

/** Where the test's router is now, as a test reads it after a navigation. */
export interface RouterProbe {
  state: { location: Location };
}

function Routes({ routes, probe }: { routes: RouteObject[]; probe: RouterProbe }) {
  probe.state.location = useLocation();
  return useRoutes([
    {
      element: (
        <AuthProvider>
          <Outlet />
        </AuthProvider>
      ),
      children: routes,
    },
  ]);
}

/**
 * Renders routes the way main.tsx renders the app: the same providers (emotion cache with the
 * page's nonce, theme, CssBaseline, settings, queries, notices) and the same declarative router,
 * in memory, with the auth state above the routes. Queries are not retried, so a failure shows at once.
 */
export function renderApp(routes: RouteObject[], initialEntry: string, setting = appSettingFixture) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router: RouterProbe = { state: { location: { pathname: '', search: '', hash: '', state: null, key: '' } } };
  const view = render(
    <AppProvider setting={setting} queryClient={client}>
      <MemoryRouter initialEntries={[initialEntry]}>
        <Routes routes={routes} probe={router} />
      </MemoryRouter>
    </AppProvider>,
  );
  return { ...view, router };
}
