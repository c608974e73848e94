import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppSetting } from '../../lib/app-setting';
import { changeLanguage, type Language } from '../../lib/i18n';
import { layoutSizes } from '../../lib/layout-sizes';
import { ChatLauncher } from '../../features/chat/chat-launcher';
import { AccountArea } from './account-area';
import { TopSearch } from './top-search';
import { darkAreaFocusRing } from '../theme';

/** The 64 px top bar: menu toggle, the municipality's name, search, account, language. */
export function Topbar({ onToggleMenu, menuExpanded }: { onToggleMenu(): void; menuExpanded: boolean }) {
  const { t, i18n } = useTranslation();
  const setting = useAppSetting();
  const other: Language = i18n.language === 'en' ? 'tr' : 'en';
  return (
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
        ...darkAreaFocusRing,
      }}
    >
      <IconButton color="inherit" aria-label={t('menu.toggle')} aria-expanded={menuExpanded} onClick={onToggleMenu}>
        <MenuIcon />
      </IconButton>
      <Box component="img" src={setting.LogoUrl} alt="" width={32} height={32} sx={{ width: 32, height: 32, flexShrink: 0, display: { xs: 'none', sm: 'block' } }} />
      {/* On a phone the name takes two lines rather than being cut: '<municipality name>' / 'e-Belediye'. */}
      <Typography component="p" sx={{ fontWeight: 600, fontSize: { xs: 14, sm: 18 }, lineHeight: 1.2, flex: 1, minWidth: 0 }}>
        <Box component="span" sx={{ display: { xs: 'block', sm: 'inline' } }}>
          {setting.MunicipalityName}
        </Box>{' '}
        <Box component="span" sx={{ display: { xs: 'block', sm: 'inline' }, fontWeight: { xs: 400, sm: 600 } }}>
          {t('appTitle')}
        </Box>
      </Typography>
      <TopSearch />
      <ChatLauncher />
      <AccountArea />
      <Button
        color="inherit"
        size="small"
        lang={other}
        title={t('language.label')}
        aria-label={`${other.toUpperCase()} ${t('language.switchTo')}`}
        onClick={() => changeLanguage(other)}
        sx={{ minWidth: 0 }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'inline' } }}>
          {t('language.switchTo')}
        </Box>
        <Box component="span" sx={{ display: { xs: 'inline', sm: 'none' } }}>
          {other.toUpperCase()}
        </Box>
      </Button>
    </Box>
  );
}
