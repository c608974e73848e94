import './app/zod-without-eval';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import './app/fonts/roboto-turkish.css';
import { StrictMode } from 'react';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { showApp } from './app/first-screen/show-app';
import { AppRoutes, preloadScreensOf } from './app/router';
import { applyFavicon, loadAppSetting } from './lib/app-setting';
import { i18next } from './lib/i18n';

const container = document.getElementById('root')!;

preloadScreensOf(window.location.pathname);

// Nothing renders until the municipality's configuration file has loaded: names, menus and banks come from it.
loadAppSetting()
  .then(async (setting) => {
    document.documentElement.lang = i18next.language;
    applyFavicon(setting);
    await showApp(container, (theme) => (
      <StrictMode>
        <AppProvider setting={setting} theme={theme}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProvider>
      </StrictMode>
    ));
  })
  .catch(() => {
    container.textContent = i18next.t('startup.failed');
    container.setAttribute('role', 'alert');
    // A first screen sent in the page came inert; the message must reach assistive technology.
    container.removeAttribute('inert');
  });
