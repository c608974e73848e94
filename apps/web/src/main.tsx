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
import { drawOver } from './app/first-screen/draw-over';
import { AppRoutes, preloadScreensOf, screenLoadsOf } from './app/router';
import { applyFavicon, loadAppSetting } from './lib/app-setting';
import { i18next } from './lib/i18n';

keepUncontrolledTextareas();

const container = document.getElementById('root')!;
// The server sent this address's first screen in the page (app/first-screen), and it fits this visitor.
const firstScreenSent = container.hasChildNodes();

preloadScreensOf(window.location.pathname);

// Spec §4: nothing renders until the configuration file has loaded.
loadAppSetting()
  .then(async (setting) => {
    document.documentElement.lang = i18next.language;
    applyFavicon(setting);
    const app = (
      <StrictMode>
        <AppProvider setting={setting}>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </AppProvider>
      </StrictMode>
    );
    if (firstScreenSent) {
      // With its chunks here, the screen renders at once: the markup is drawn over, never replaced by a fallback.
      await Promise.all(screenLoadsOf(window.location.pathname).map((load) => load())).catch(() => undefined);
      // The screen's modules have just run; drawing in a task of its own keeps each task short on a slow phone.
      await new Promise((resolve) => setTimeout(resolve));
      drawOver(app, container);
    } else {
      createRoot(container).render(app);
    }
  })
  .catch(() => {
    container.textContent = i18next.t('startup.failed');
    container.setAttribute('role', 'alert');
    // A first screen sent in the page came inert; the message must reach assistive technology.
    container.removeAttribute('inert');
  });
