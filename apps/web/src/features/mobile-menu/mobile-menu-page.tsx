import type { NavigationItem } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MenuIcon } from '../../lib/menu/menu-icon';
import { useMenu } from '../../lib/menu/use-menu';
import { useDocumentTitle } from '../../lib/use-document-title';
import { registerMobileMenuTexts } from './mobile-menu-texts';

registerMobileMenuTexts();

function MenuLevel({ items, depth }: { items: NavigationItem[]; depth: number }) {
  const { t } = useTranslation('mobileMenu');
  return (
    <>
      {items.map((item, i) => {
        const key = `${item.name}-${i}`;
        if (item.type === 'label')
          return (
            <ListSubheader key={key} disableSticky>
              {item.label ?? item.name}
            </ListSubheader>
          );
        if (item.children?.length) {
          return (
            <li key={key}>
              <List
                disablePadding
                subheader={
                  <ListSubheader disableSticky sx={{ pl: 2 + depth * 2, fontWeight: 600 }}>
                    {item.name}
                  </ListSubheader>
                }
              >
                <MenuLevel items={item.children} depth={depth + 1} />
              </List>
            </li>
          );
        }
        const link =
          item.type === 'extLink' ? { component: 'a' as const, href: item.path, target: '_blank', rel: 'noopener noreferrer' } : { component: RouterLink, to: item.path ?? '/' };
        return (
          <ListItem key={key} disablePadding>
            <ListItemButton {...link} sx={{ pl: 2 + depth * 2, minHeight: 48 }}>
              <ListItemIcon>
                <MenuIcon icon={item.icon} iconText={item.iconText} name={item.name} />
              </ListItemIcon>
              <ListItemText primary={item.name} secondary={item.type === 'extLink' ? t('newTab') : undefined} />
            </ListItemButton>
          </ListItem>
        );
      })}
    </>
  );
}

/** /mobil-menu: the whole menu as one page for phones. */
export default function MobileMenuPage() {
  const { t } = useTranslation('mobileMenu');
  useDocumentTitle(t('title'));
  const menu = useMenu();
  return (
    <>
      <Typography variant="h1" component="h1" sx={{ mb: 2 }}>
        {t('title')}
      </Typography>
      {menu.isPending && <Skeleton variant="rounded" height={240} />}
      {menu.isError && <Alert severity="error">{t('error')}</Alert>}
      {menu.data && (
        <Paper variant="outlined" component="nav" aria-label={t('title')}>
          <List>
            <MenuLevel items={menu.data} depth={0} />
          </List>
        </Paper>
      )}
    </>
  );
}
