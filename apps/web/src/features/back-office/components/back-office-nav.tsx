import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../lib/paths';
import { layoutSizes } from '../../../lib/layout-sizes';
import { activeMenuItem, type BackOfficeMenuItem } from '../back-office-menu';

const navColours = { background: '#0d2c4f', text: '#e8eef6', active: '#1d4f86' } as const;
export const navBackground = navColours.background;

/** The back office's menu: only the screens the clerk's roles open, and the way back to the portal. */
export function BackOfficeNav({ items, onNavigate }: { items: BackOfficeMenuItem[]; onNavigate(): void }) {
  const { t } = useTranslation('backOffice');
  const { pathname } = useLocation();
  const active = activeMenuItem(items, pathname);
  return (
    <Box sx={{ height: '100%', bgcolor: navColours.background, color: navColours.text, display: 'flex', flexDirection: 'column' }}>
      <Box sx={{ height: layoutSizes.topbarHeight, display: 'flex', alignItems: 'center', px: 2, flexShrink: 0 }}>
        <Typography component="span" sx={{ fontWeight: 600, fontSize: 16 }}>
          {t('layout.title')}
        </Typography>
      </Box>
      <Box component="nav" aria-label={t('layout.navigation')} sx={{ overflowY: 'auto', flex: 1, pb: 2 }}>
        <List disablePadding>
          {items.map((item) => (
            <li key={item.key}>
              <ListItemButton
                component={Link}
                to={item.path}
                onClick={onNavigate}
                aria-current={active?.key === item.key ? 'page' : undefined}
                sx={{ color: 'inherit', '&[aria-current="page"]': { bgcolor: navColours.active, fontWeight: 600 }, '&:hover': { bgcolor: navColours.active } }}
              >
                <ListItemText primary={t(`menu.${item.key}`)} />
              </ListItemButton>
            </li>
          ))}
          <li>
            <ListItemButton component={Link} to={paths.home} sx={{ color: 'inherit', mt: 2, '&:hover': { bgcolor: navColours.active } }}>
              <ListItemText primary={t('menu.portal')} />
            </ListItemButton>
          </li>
        </List>
      </Box>
    </Box>
  );
}
