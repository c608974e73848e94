import type { NavigationItem } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../../lib/menu/menu-icon';
import { flattenMenu } from '../../lib/menu/menu-items';
import { useMenu } from '../../lib/menu/use-menu';
import { ServiceLink } from './service-link';

const HOME = '/anasayfa';

function ServiceGroup({ group }: { group: NavigationItem }) {
  const entries = flattenMenu(group.children ?? []);
  const id = `service-group-${group.nameEn ?? group.name}`.replace(/\W+/g, '-');
  return (
    <Box component="section" aria-labelledby={id} sx={{ border: 1, borderColor: 'divider', borderRadius: 2, p: 2, bgcolor: 'background.paper' }}>
      <Typography id={id} component="h3" sx={{ fontWeight: 600, display: 'flex', alignItems: 'center', gap: 1, mb: 1, color: 'primary.main' }}>
        <MenuIcon icon={group.icon} iconText={group.iconText} name={group.name} />
        {group.name}
      </Typography>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 0.5 }}>
        {entries.map((entry) => (
          <li key={`${entry.path}-${entry.name}`}>
            <ServiceLink entry={entry} />
          </li>
        ))}
      </Box>
    </Box>
  );
}

/**
 * The services of the menu, grouped as the menu groups them: the single services first as
 * tiles, then one card per group (declarations, tax tables, resolutions, water, ...).
 */
export function ServiceTiles() {
  const { t } = useTranslation('home');
  const menu = useMenu();
  if (menu.isPending) return <Skeleton variant="rounded" height={320} />;
  if (menu.isError) return <Alert severity="warning">{t('servicesEmpty')}</Alert>;
  const singles = flattenMenu(menu.data.filter((item) => !item.children?.length)).filter((e) => e.path !== HOME);
  const groups = menu.data.filter((item) => item.children?.length);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box
        component="ul"
        aria-label={t('mainServices')}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' } }}
      >
        {singles.map((entry) => (
          <li key={`${entry.path}-${entry.name}`}>
            <ServiceLink entry={entry} tile />
          </li>
        ))}
      </Box>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }, alignItems: 'start' }}>
        {groups.map((group) => (
          <ServiceGroup key={group.name} group={group} />
        ))}
      </Box>
    </Box>
  );
}
