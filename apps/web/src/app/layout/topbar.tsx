import MenuIcon from '@mui/icons-material/Menu';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAppSetting } from '../../lib/app-setting';
import { changeLanguage, type Language } from '../../lib/i18n';
import { layoutSizes } from '../../lib/layout-sizes';
import { AccountArea } from './account-area';
import { TopSearch } from './top-search';

/** The 64 px top bar (spec §9): menu toggle, the municipality's name, search, account, language. */
export function Topbar({ onToggleMenu, menuExpanded }: { onToggleMenu(): void; menuExpanded: boolean }) {
  const { t, i18n } = useTranslation();
  const setting = useAppSetting();
  const other: Language = i18n.language === 'en' ? 'tr' : 'en';
  return (
    <Box
      component="header"
      sx={{ position: 'sticky', top: 0, zIndex: 1100, height: layoutSizes.topbarHeight, bgcolor: 'primary.main', color: 'primary.contrastText', display: 'flex', alignItems: 'center', gap: 1, px: { xs: 1, sm: 2 }, boxShadow: 1 }}
    >
      <IconButton color="inherit" aria-label={t('menu.toggle')} aria-expanded={menuExpanded} onClick={onToggleMenu}>
        <MenuIcon />
      </IconButton>
      <Typography component="p" noWrap sx={{ fontWeight: 600, fontSize: { xs: 15, sm: 18 }, flex: 1, minWidth: 0 }}>
        {setting.MunicipalityName} {t('appTitle')}
      </Typography>
      <TopSearch />
      <AccountArea />
      <Button color="inherit" size="small" lang={other} title={t('language.label')} onClick={() => changeLanguage(other)}>
        {t('language.switchTo')}
      </Button>
    </Box>
  );
}
