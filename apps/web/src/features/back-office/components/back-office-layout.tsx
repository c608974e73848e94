import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useAppSetting } from '../../../lib/app-setting';
import { layoutSizes } from '../../../lib/layout-sizes';
import { visuallyHidden } from '../../../lib/visually-hidden';
import type { BackOfficeMenuItem } from '../back-office-menu';
import { BackOfficeAccount } from './back-office-account';
import { BackOfficeNav, navBackground } from './back-office-nav';

/**
 * The clerks' shell: a top bar with the municipality and the clerk, the menu their roles allow
 * (a drawer on a phone), and the page. It is not the citizens' shell: no chat, no service search.
 */
export function BackOfficeLayout({ menu, children }: { menu: BackOfficeMenuItem[]; children: ReactNode }) {
  const { t } = useTranslation('backOffice');
  const setting = useAppSetting();
  const theme = useTheme();
  const isMobile = useMediaQuery(theme.breakpoints.down('md'), { noSsr: true });
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const [lastPath, setLastPath] = useState(pathname);
  if (lastPath !== pathname) {
    setLastPath(pathname);
    setOpen(false);
  }
  const nav = <BackOfficeNav items={menu} onNavigate={() => setOpen(false)} />;
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      <Box
        component="a"
        href="#back-office-main"
        sx={{ ...visuallyHidden, '&:focus': { position: 'fixed', top: 8, left: 8, width: 'auto', height: 'auto', clip: 'auto', zIndex: 2000, bgcolor: 'background.paper', p: 1 } }}
      >
        {t('layout.skip')}
      </Box>
      {isMobile ? (
        <Drawer variant="temporary" open={open} onClose={() => setOpen(false)} slotProps={{ paper: { sx: { width: layoutSizes.sidebarFull, border: 0 } } }}>
          {nav}
        </Drawer>
      ) : (
        <Box data-print="hide" sx={{ width: layoutSizes.sidebarFull, flexShrink: 0, bgcolor: navBackground }}>
          <Box sx={{ position: 'sticky', top: 0, height: '100vh' }}>{nav}</Box>
        </Box>
      )}
      <Box sx={{ flex: 1, minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <Box
          component="header"
          sx={{
            position: 'sticky',
            top: 0,
            zIndex: 1100,
            height: layoutSizes.topbarHeight,
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            px: { xs: 1, sm: 2 },
            boxShadow: 1,
          }}
        >
          {isMobile && (
            <IconButton color="inherit" aria-label={t('layout.menu')} aria-expanded={open} onClick={() => setOpen((o) => !o)}>
              <MenuIcon />
            </IconButton>
          )}
          <Typography component="p" sx={{ fontWeight: 600, fontSize: { xs: 15, sm: 18 }, lineHeight: 1.2, flex: 1, minWidth: 0 }}>
            <Box component="span" sx={{ display: { xs: 'block', sm: 'inline' } }}>
              {setting.MunicipalityName}
            </Box>{' '}
            <Box component="span" sx={{ display: { xs: 'block', sm: 'inline' }, fontWeight: { xs: 400, sm: 600 } }}>
              {t('layout.title')}
            </Box>
          </Typography>
          <BackOfficeAccount />
        </Box>
        <Box
          component="main"
          id="back-office-main"
          tabIndex={-1}
          sx={{ flex: 1, width: '100%', maxWidth: layoutSizes.containedWidth, mx: 'auto', p: { xs: 2, md: 3 }, outline: 'none' }}
        >
          <Suspense fallback={<CircularProgress sx={{ display: 'block', mx: 'auto', my: 6 }} aria-label={t('loading')} />}>{children}</Suspense>
        </Box>
      </Box>
    </Box>
  );
}
