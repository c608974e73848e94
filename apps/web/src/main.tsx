import './app/zod-without-eval';
import '@fontsource/roboto/400.css';
import '@fontsource/roboto/500.css';
import '@fontsource/roboto/700.css';
import './app/fonts/roboto-turkish.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppProvider } from './app/provider';
import { keepUncontrolledTextareas } from './app/preact-textarea';
import { AppRoutes, preloadScreensOf } from './app/router';
import { applyFavicon, loadAppSetting } from './lib/app-setting';
import { i18next } from './lib/i18n';

keepUncontrolledTextareas();

const container = document.getElementById('root')!;

preloadScreensOf(window.location.pathname);

// Spec §4: nothing renders until the configuration file has loaded.
loadAppSetting()
  .then((setting) => {
    document.documentElement.lang = i18next.language;
    applyFavicon(setting);
    createRoot(container).render(
      <StrictMode>
        <AppProvider setting={setting}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProvider>
      </StrictMode>,
    );
  })
  .catch(() => {
    container.textContent = i18next.t('startup.failed');
    container.setAttribute('role', 'alert');
  });
