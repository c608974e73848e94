/** What the start-up script needs, as plain values: it runs in the page on its own, before the app. */
export interface StartFacts {
  /** The widths the first screens are drawn for (phones). */
  phoneQuery: string;
  reducedMotionQuery: string;
  accessTokenKey: string;
  rememberedIdKey: string;
  languageKey: string;
  /** The app's entry script, and every chunk the address needs (the page names none of them itself). */
  appEntry: string;
  appChunks: string[];
  /** How long to wait for the first paint: a tab opened in the background paints nothing until shown. */
  paintWaitLimitMs: number;
}

/**
 * The only script of a page sent with its first screen, inline right after `#root` so it runs
 * before anything is painted. The screen arrives `inert` (nothing in it can be used before the
 * app has drawn over it, main.tsx), so a form is never sent by the browser itself, as a GET with
 * the password in the address.
 *
 * 1. A visitor for whom the app's first render would differ (a wider screen, signed in, English,
 *    a remembered ID number, reduced motion) gets an empty root and the app's own first render, as
 *    without a first screen, not a phone's signed-out Turkish screen that changes under their eyes.
 * 2. The app is fetched once the browser has painted the first screen: a phone on a slow
 *    connection spends its first bandwidth and CPU on showing the page, not on code that draws
 *    the same page again. Its chunks are asked for together, not one import after another.
 *
 * Self-contained: it is sent as its own source text (`startScript`).
 */
export function startFirstScreen(facts: StartFacts): void {
  let fits = false;
  try {
    fits =
      window.matchMedia(facts.phoneQuery).matches &&
      !window.matchMedia(facts.reducedMotionQuery).matches &&
      !sessionStorage.getItem(facts.accessTokenKey) &&
      !localStorage.getItem(facts.rememberedIdKey) &&
      localStorage.getItem(facts.languageKey) !== 'en';
  } catch {
    // Storage refused (a locked-down browser): the app's own render decides.
  }
  const root = document.getElementById('root');
  if (root && !fits) {
    root.replaceChildren();
    root.removeAttribute('inert');
  }

  let started = false;
  const startApp = () => {
    if (started) return;
    started = true;
    for (const href of facts.appChunks) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    void import(/* @vite-ignore */ facts.appEntry);
  };
  if (!root?.hasChildNodes()) return startApp();
  setTimeout(startApp, facts.paintWaitLimitMs);
  try {
    const observer = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      startApp();
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    // A browser without paint timing starts the app at the time limit.
  }
}

/** The start-up as the text of an inline script. */
export const startScript = (facts: StartFacts) => `(${startFirstScreen.toString()})(${JSON.stringify(facts).replace(/</g, '\\u003c')});`;
