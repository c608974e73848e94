import { ThemeProvider } from '@mui/material/styles';
import { render } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { theme } from '../app/theme';
import { AppSettingContext } from '../lib/app-setting';
import { AuthProvider } from '../lib/auth/auth-provider';
import '../lib/i18n';
import { NotificationProvider } from '../lib/notifications/notification-provider';
import { appSettingFixture } from './app-setting-fixture';

/** Renders routes the way the app does: theme, settings, queries, notices and the auth state above a memory router. */
export function renderApp(routes: RouteObject[], initialEntry: string, setting = appSettingFixture) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <AuthProvider>
            <Outlet />
          </AuthProvider>
        ),
        children: routes,
      },
    ],
    { initialEntries: [initialEntry] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const view = render(
    <ThemeProvider theme={theme}>
      <AppSettingContext.Provider value={setting}>
        <QueryClientProvider client={client}>
          <NotificationProvider>
            <RouterProvider router={router} />
          </NotificationProvider>
        </QueryClientProvider>
      </AppSettingContext.Provider>
    </ThemeProvider>,
  );
  return { ...view, router };
}
