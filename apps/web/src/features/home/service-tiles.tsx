import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MenuIcon } from '../../lib/menu/menu-icon';
import { flattenMenu, isExternal } from '../../lib/menu/menu-items';
import { useMenu } from '../../lib/menu/use-menu';

const HOME = '/anasayfa';

/** The services of the menu as tiles: every screen a citizen can open from here. */
export function ServiceTiles() {
  const { t } = useTranslation('home');
  const menu = useMenu();
  if (menu.isPending) return <Skeleton variant="rounded" height={120} />;
  if (menu.isError) return <Alert severity="warning">{t('servicesEmpty')}</Alert>;
  const entries = flattenMenu(menu.data).filter((e) => e.path !== HOME);
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>
      {entries.map((entry) => (
        <li key={`${entry.path}-${entry.name}`}>
          <Card variant="outlined" sx={{ height: '100%' }}>
            <CardActionArea
              {...(isExternal(entry)
                ? { component: 'a', href: entry.path, target: '_blank', rel: 'noopener noreferrer' }
                : { component: RouterLink, to: entry.path })}
              sx={{ p: 2, height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'flex-start', gap: 2 }}
            >
              <Box sx={{ color: 'primary.main', display: 'flex' }}>
                <MenuIcon icon={entry.icon} iconText={entry.iconText} name={entry.name} />
              </Box>
              <Box>
                <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>{entry.name}</Typography>
                {entry.trail.length > 0 && <Typography component="span" variant="body2" color="text.secondary">{entry.trail.join(' › ')}</Typography>}
                {isExternal(entry) && <Typography component="span" variant="caption" color="text.secondary" sx={{ display: 'block' }}>{t('opensNewTab')}</Typography>}
              </Box>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Box>
  );
}
