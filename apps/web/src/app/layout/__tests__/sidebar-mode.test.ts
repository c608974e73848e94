import { describe, expect, it } from 'vitest';
import { sidebarMode } from '../sidebar-mode';

describe('sidebar mode', () => {
  const none = { openedOnHome: false, compact: false };
  it.each([
    ['/', none, 'closed'],
    ['/anasayfa', none, 'closed'],
    ['/anasayfa', { openedOnHome: true, compact: false }, 'full'],
    ['/mobil-menu', none, 'full'],
    ['/mobil-menu', { openedOnHome: false, compact: true }, 'compact'],
    ['/session/404', none, 'full'],
  ] as const)('%s with %o is %s', (path, choice, mode) => expect(sidebarMode(path, choice)).toBe(mode));
});
