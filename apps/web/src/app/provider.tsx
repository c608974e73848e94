import type { PublicAppSetting } from '@ebelediye/contract';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AppSettingContext } from '../lib/app-setting';
import { createQueryClient } from '../lib/query-client';
import { NotificationProvider } from '../lib/notifications/notification-provider';
import { createEmotionCache } from './emotion-cache';
import { themeForThisDevice } from './theme';

export function AppProvider({ setting, children, queryClient }: { setting: PublicAppSetting; children: ReactNode; queryClient?: QueryClient }) {
  const [cache] = useState(createEmotionCache);
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [theme] = useState(themeForThisDevice);
  return (
    <CacheProvider value={cache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <AppSettingContext.Provider value={setting}>
          <QueryClientProvider client={client}>
            <NotificationProvider>{children}</NotificationProvider>
          </QueryClientProvider>
        </AppSettingContext.Provider>
      </ThemeProvider>
    </CacheProvider>
  );
}
