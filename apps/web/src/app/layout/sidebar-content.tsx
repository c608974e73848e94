import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAppSetting } from '../../lib/app-setting';
import { layoutSizes } from '../../lib/layout-sizes';
import { useMenu } from '../../lib/menu/use-menu';
import { paths } from '../../lib/paths';
import { darkAreaFocusRing, sidebarTheme } from '../theme';
import { SidebarNav } from './sidebar-nav';

/** The menu panel: the municipality's mark, the compact toggle and the menu tree. */
export default function SidebarContent({ compact, onNavigate, onToggleCompact }: { compact: boolean; onNavigate?: () => void; onToggleCompact?: () => void }) {
  const { t } = useTranslation();
  const setting = useAppSetting();
  const menu = useMenu();
  return (
    <Box sx={{ height: '100%', bgcolor: sidebarTheme.background, color: sidebarTheme.text, display: 'flex', flexDirection: 'column', ...darkAreaFocusRing }}>
      <Box sx={{ height: layoutSizes.topbarHeight, display: 'flex', alignItems: 'center', px: compact ? 1 : 2, gap: 1, flexShrink: 0 }}>
        <Box
          component={Link}
          to={paths.home}
          onClick={onNavigate}
          aria-label={setting.MunicipalityName}
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', minWidth: 0 }}
        >
          <Box component="img" src={setting.LogoUrl} alt="" width={36} height={36} sx={{ width: 36, height: 36, flexShrink: 0 }} />
          {!compact && (
            <Typography component="span" noWrap sx={{ fontWeight: 600, fontSize: 15 }}>
              {setting.MunicipalityName}
            </Typography>
          )}
        </Box>
        {onToggleCompact && (
          <IconButton onClick={onToggleCompact} aria-label={compact ? t('menu.expand') : t('menu.compact')} sx={{ color: 'inherit', ml: 'auto' }} size="small">
            {compact ? <ChevronRight /> : <ChevronLeft />}
          </IconButton>
        )}
      </Box>
      <Box component="nav" aria-label={t('menu.navigation')} sx={{ overflowY: 'auto', flex: 1, pb: 2 }}>
        {menu.isPending && <CircularProgress size={24} sx={{ m: 2, color: 'inherit' }} aria-label={t('loading')} />}
        {menu.isError && (
          <Alert severity="error" sx={{ m: 1 }}>
            {t('menu.empty')}
          </Alert>
        )}
        {menu.data && <SidebarNav items={menu.data} compact={compact} onNavigate={onNavigate} />}
      </Box>
    </Box>
  );
}
