import { render, type ComponentChild } from 'preact';
import type { ReactNode } from 'react';

/**
 * Draws the app over a first screen that came in the page, then makes it usable. Preact's own
 * `render` reuses the elements it finds and corrects their attributes to the app's. React's
 * `createRoot` (Preact's compatibility layer) would empty the root first, so the page would go
 * blank and be drawn again; hydration would keep any attribute that differs.
 */
export function drawOver(app: ReactNode, root: HTMLElement): void {
  render(app as ComponentChild, root);
  // Sent inert (app/first-screen): from now on the app handles what is clicked and typed.
  root.removeAttribute('inert');
  // The browser skipped `autofocus` while the screen was inert; the field gets it now, as in the app's own first render.
  if (document.activeElement === null || document.activeElement === document.body) root.querySelector<HTMLElement>('[autofocus]')?.focus();
}
