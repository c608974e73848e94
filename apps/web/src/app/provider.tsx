import type { PublicAppSetting } from '@ebelediye/contract';
import type { EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { AppSettingContext } from '../lib/app-setting';
import { createQueryClient } from '../lib/query-client';
import { NotificationProvider } from '../lib/notifications/notification-provider';
import { createEmotionCache } from './emotion-cache';
import { themeForThisDevice } from './theme';

interface AppProviderProps {
  setting: PublicAppSetting;
  children: ReactNode;
  queryClient?: QueryClient;
  /** The server's render of a first screen brings its own (app/first-screen); the browser makes them here. */
  emotionCache?: EmotionCache;
  theme?: Theme;
}

export function AppProvider({ setting, children, queryClient, emotionCache, theme: givenTheme }: AppProviderProps) {
  const [cache] = useState(() => emotionCache ?? createEmotionCache());
  const [client] = useState(() => queryClient ?? createQueryClient());
  const [theme] = useState(() => givenTheme ?? themeForThisDevice());
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
