import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { layoutSizes } from '../../lib/layout-sizes';
import { sidebarTheme } from '../theme';
import type { SidebarMode } from './sidebar-mode';

const MobileSidebar = lazy(() => import('./mobile-sidebar'));
// The home page opens with the menu closed, so the menu's code loads only when it is first shown.
const SidebarContent = lazy(() => import('./sidebar-content'));

interface SidebarProps {
  mode: SidebarMode;
  isMobile: boolean;
  mobileOpen: boolean;
  onMobileClose(): void;
  onToggleCompact(): void;
}

/** The left side menu: 260 px full, 80 px compact, or closed; a drawer on phones. */
export function Sidebar({ mode, isMobile, mobileOpen, onMobileClose, onToggleCompact }: SidebarProps) {
  if (isMobile) {
    return mobileOpen ? (
      <Suspense fallback={null}>
        <MobileSidebar open={mobileOpen} onClose={onMobileClose} />
      </Suspense>
    ) : null;
  }
  const width = mode === 'closed' ? 0 : mode === 'compact' ? layoutSizes.sidebarCompact : layoutSizes.sidebarFull;
  return (
    <Box
      data-testid="sidebar"
      data-mode={mode}
      sx={{
        width,
        flexShrink: 0,
        transition: 'width 200ms',
        overflow: 'hidden',
        position: 'sticky',
        top: 0,
        height: '100vh',
        visibility: mode === 'closed' ? 'hidden' : 'visible',
      }}
    >
      {mode !== 'closed' && (
        <Suspense fallback={<Box sx={{ height: '100%', bgcolor: sidebarTheme.background }} />}>
          <SidebarContent compact={mode === 'compact'} onToggleCompact={onToggleCompact} />
        </Suspense>
      )}
    </Box>
  );
}
