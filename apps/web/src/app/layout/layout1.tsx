import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { layoutSizes } from '../../lib/layout-sizes';
import { Footer } from './footer';
import { Sidebar } from './sidebar';
import { sidebarMode } from './sidebar-mode';
import { visuallyHidden } from '../../lib/visually-hidden';
import { Topbar } from './topbar';
import './font-fallback.css';

/** Layout 1 of the spec's settings: left sidebar, top bar, contained content, footer and chat. */
export function Layout1() {
  const { t } = useTranslation();
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const { pathname } = useLocation();
  const [compact, setCompact] = useState(false);
  const [openedOnHome, setOpenedOnHome] = useState(false);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpenedOnHome(false);
  }
  const mode = sidebarMode(pathname, { openedOnHome, compact });

  const toggleMenu = () => {
    if (isMobile) setMobileOpen((open) => !open);
    else if (mode === 'closed' || openedOnHome) setOpenedOnHome((open) => !open);
    else setCompact((c) => !c);
  };

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box
        component="a"
        href="#main-content"
        sx={{ ...visuallyHidden, '&:focus': { position: 'fixed', top: 8, left: 8, width: 'auto', height: 'auto', clip: 'auto', zIndex: 2000, bgcolor: 'background.paper', p: 1 } }}
      >
        {t('skipToContent')}
      </Box>
      <Sidebar mode={mode} isMobile={isMobile} mobileOpen={mobileOpen} onMobileClose={() => setMobileOpen(false)} onToggleCompact={() => setCompact((c) => !c)} />
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Topbar onToggleMenu={toggleMenu} menuExpanded={isMobile ? mobileOpen : mode !== 'closed'} />
        {/* At least a screen high: the footer starts below the fold, so a page that fills in after loading never pushes a visible footer down (no layout shift). */}
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          sx={{
            flex: 1,
            width: '100%',
            minHeight: `calc(100vh - ${layoutSizes.topbarHeight}px)`,
            maxWidth: layoutSizes.containedWidth,
            mx: 'auto',
            p: { xs: 2, md: 3 },
            outline: 'none',
          }}
        >
          <Suspense fallback={<CircularProgress sx={{ display: 'block', mx: 'auto', my: 6 }} aria-label={t('loading')} />}>
            <Outlet />
          </Suspense>
        </Box>
        <Footer />
      </Box>
    </Box>
  );
}
