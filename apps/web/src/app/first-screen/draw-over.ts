import { render, type ComponentChild } from 'preact';
import type { ReactNode } from 'react';

/**
 * Draws the app over a first screen that came in the page. Preact's own `render` reuses the
 * elements it finds and corrects their attributes to the app's. React's `createRoot` (Preact's
 * compatibility layer) would empty the root first, so the page would go blank and be drawn again;
 * hydration would keep any attribute that differs.
 */
export function drawOver(app: ReactNode, root: Element): void {
  render(app as ComponentChild, root);
}
