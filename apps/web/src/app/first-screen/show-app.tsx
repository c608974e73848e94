import type { Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { screenLoadsOf } from '../router';
import { Hydrated } from './hydrated';
import { phoneTheme } from './phone';
import { INLINE_STYLE_CLASS } from './styles-out-of-attributes';

/** What the console says when the sent markup and the app's first render differ. */
export const HYDRATION_MISMATCH = 'First screen differs from the app:';

/** The app for this page, with the theme a first screen sent in the page was drawn with. */
export type AppFor = (theme?: Theme) => ReactNode;

/**
 * Shows the app in `#root`. When the server sent this address's first screen in the page and it
 * fits this visitor (first-screen-start.ts empties the root otherwise), React hydrates the sent
 * elements: the page is neither emptied nor drawn again. Otherwise the app renders as usual.
 */
export async function showApp(container: HTMLElement, appFor: AppFor): Promise<void> {
  if (!container.hasChildNodes()) {
    createRoot(container).render(appFor());
    return;
  }
  // With its chunks here, the screen hydrates at once instead of waiting at its Suspense boundary.
  await Promise.all(screenLoadsOf(window.location.pathname).map((load) => load())).catch(() => undefined);
  // The screen's modules have just run; hydrating in a task of its own keeps each task short on a slow phone.
  await new Promise((resolve) => setTimeout(resolve));
  hydrateRoot(container, <Hydrated onHydrated={() => becomeUsable(container)}>{appFor(phoneTheme)}</Hydrated>, {
    // React then draws the part again on its own; said aloud, so a first screen that no longer matches the app is noticed.
    onRecoverableError: (error) => console.error(HYDRATION_MISMATCH, error),
  });
}

function becomeUsable(root: HTMLElement) {
  restoreInlineStyles(root);
  // Sent inert (first-screen-start.ts): from now on the app handles what is clicked and typed.
  root.removeAttribute('inert');
  // The browser skipped `autofocus` while the screen was inert; the field gets it now, as in the app's own first render.
  if (document.activeElement === null || document.activeElement === document.body) root.querySelector<HTMLElement>('[autofocus]')?.focus();
}

/**
 * Hydration keeps the sent attributes, so the classes that stood in for inline styles
 * (styles-out-of-attributes.ts) become the elements' own styles again, set through the DOM as the
 * page's policy allows: the app's later renders then change the styles it knows it set.
 */
function restoreInlineStyles(root: HTMLElement) {
  const rules = new Map<string, string>();
  const pattern = new RegExp(`^\\.(${INLINE_STYLE_CLASS}-\\d+)$`);
  for (const sheet of Array.from(document.styleSheets)) {
    let sheetRules: CSSRule[];
    try {
      sheetRules = Array.from(sheet.cssRules);
    } catch {
      continue; // A sheet from another origin cannot be read; ours are all same-origin.
    }
    for (const rule of sheetRules) {
      const name = rule instanceof CSSStyleRule ? pattern.exec(rule.selectorText)?.[1] : undefined;
      if (name) rules.set(name, (rule as CSSStyleRule).style.cssText);
    }
  }
  for (const [name, cssText] of rules) {
    for (const element of Array.from(root.getElementsByClassName(name))) {
      (element as HTMLElement).style.cssText += cssText;
      element.classList.remove(name);
    }
  }
}
