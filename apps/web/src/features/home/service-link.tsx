import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { MenuIcon } from '../../lib/menu/menu-icon';
import { isExternal, type MenuEntry } from '../../lib/menu/menu-items';
import { visuallyHidden } from '../../lib/visually-hidden';

/** One service: a tile for the main ones, a row in its group's card for the rest. */
export function ServiceLink({ entry, tile = false }: { entry: MenuEntry; tile?: boolean }) {
  const { t } = useTranslation('home');
  const target = isExternal(entry) ? { component: 'a' as const, href: entry.path, target: '_blank', rel: 'noopener noreferrer' } : { component: RouterLink, to: entry.path };
  const content = (
    <>
      <Box sx={{ color: 'primary.main', display: 'flex', flexShrink: 0 }}>
        <MenuIcon icon={entry.icon} iconText={entry.iconText} name={entry.name} />
      </Box>
      <Typography component="span" sx={{ fontWeight: tile ? 600 : 400, minWidth: 0 }}>
        {entry.name}
        {isExternal(entry) && (
          <Box component="span" sx={visuallyHidden}>
            {' '}
            {t('opensNewTab')}
          </Box>
        )}
      </Typography>
    </>
  );
  if (!tile) {
    return (
      <CardActionArea {...target} sx={{ display: 'flex', justifyContent: 'flex-start', alignItems: 'center', gap: 1.5, px: 1, py: 0.75, borderRadius: 1 }}>
        {content}
      </CardActionArea>
    );
  }
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardActionArea {...target} sx={{ p: 2, height: '100%', display: 'flex', alignItems: 'center', justifyContent: 'flex-start', gap: 2 }}>
        {content}
      </CardActionArea>
    </Card>
  );
}
