import { pathsWithClosedSidebar } from '../../lib/paths';

export type SidebarMode = 'full' | 'compact' | 'closed';

/**
 * The left menu is closed on / and /anasayfa and full elsewhere; it can also be
 * compact. `openedOnHome` is the visitor opening it on the home page; `compact` their choice
 * of the narrow menu elsewhere.
 */
export function sidebarMode(pathname: string, choice: { openedOnHome: boolean; compact: boolean }): SidebarMode {
  if (pathsWithClosedSidebar.includes(pathname)) return choice.openedOnHome ? 'full' : 'closed';
  return choice.compact ? 'compact' : 'full';
}
