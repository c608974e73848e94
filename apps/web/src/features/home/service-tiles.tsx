import type { NavigationItem } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Skeleton from '@mui/material/Skeleton';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../../lib/menu/menu-icon';
import { flattenMenu } from '../../lib/menu/menu-items';
import { useMenu } from '../../lib/menu/use-menu';
import { visuallyHidden } from '../../lib/visually-hidden';
import { ServiceLink } from './service-link';

const HOME = '/anasayfa';

/**
 * The services' whole look, set once here: the sixty-odd links inside are plain elements with
 * class names. As MUI cards with `sx` each link cost a ripple, focus tracking and a style of its
 * own, and rendering them was the home page's longest task on a phone.
 */
const Services = styled('div')(({ theme }) => ({
  display: 'grid',
  gap: theme.spacing(3),
  '& ul': { listStyle: 'none', padding: 0, margin: 0, display: 'grid' },
  '& .service-tiles': {
    gap: theme.spacing(1.5),
    gridTemplateColumns: '1fr',
    [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(4, 1fr)' },
  },
  '& .service-groups': {
    display: 'grid',
    gap: theme.spacing(2),
    alignItems: 'start',
    gridTemplateColumns: '1fr',
    [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(2, 1fr)' },
    [theme.breakpoints.up('md')]: { gridTemplateColumns: 'repeat(3, 1fr)' },
  },
  '& .service-group': {
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: Number(theme.shape.borderRadius) * 2,
    padding: theme.spacing(2),
    backgroundColor: theme.palette.background.paper,
    '& h3': {
      ...theme.typography.body1,
      fontWeight: 600,
      display: 'flex',
      alignItems: 'center',
      gap: theme.spacing(1),
      margin: theme.spacing(0, 0, 1),
      color: theme.palette.primary.main,
    },
    '& ul': { gap: theme.spacing(0.5) },
  },
  '& .service-link': {
    ...theme.typography.body1,
    display: 'flex',
    alignItems: 'center',
    gap: theme.spacing(1.5),
    padding: theme.spacing(0.75, 1),
    borderRadius: theme.shape.borderRadius,
    color: theme.palette.text.primary,
    textDecoration: 'none',
    '&:hover': { backgroundColor: theme.palette.action.hover },
    // Inside the link, so a full-width tile on a phone never has it cut off.
    '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: -2 },
  },
  '& .service-tile': {
    height: '100%',
    boxSizing: 'border-box',
    gap: theme.spacing(2),
    padding: theme.spacing(2),
    fontWeight: 600,
    border: `1px solid ${theme.palette.divider}`,
    backgroundColor: theme.palette.background.paper,
  },
  '& .service-link-icon': { color: theme.palette.primary.main, display: 'flex', flexShrink: 0 },
  '& .service-link-name': { minWidth: 0 },
  '& .visually-hidden': visuallyHidden,
}));

function ServiceGroup({ group }: { group: NavigationItem }) {
  const entries = flattenMenu(group.children ?? []);
  const id = `service-group-${group.nameEn ?? group.name}`.replace(/\W+/g, '-');
  return (
    <section aria-labelledby={id} className="service-group">
      <h3 id={id}>
        <MenuIcon icon={group.icon} iconText={group.iconText} name={group.name} />
        {group.name}
      </h3>
      <ul>
        {entries.map((entry) => (
          <li key={`${entry.path}-${entry.name}`}>
            <ServiceLink entry={entry} />
          </li>
        ))}
      </ul>
    </section>
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
    <Services>
      <ul aria-label={t('mainServices')} className="service-tiles">
        {singles.map((entry) => (
          <li key={`${entry.path}-${entry.name}`}>
            <ServiceLink entry={entry} tile />
          </li>
        ))}
      </ul>
      <div className="service-groups">
        {groups.map((group) => (
          <ServiceGroup key={group.name} group={group} />
        ))}
      </div>
    </Services>
  );
}
