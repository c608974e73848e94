import AccountBalance from '@mui/icons-material/AccountBalance';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { useAppSetting } from '../../lib/app-setting';
import { darkAreaFocusRing, focusRingColors } from '../theme';
import { LegalLinks } from './legal-links';

/** The session screens (sign-in, reset, sign-up, e-Devlet): one card on the page, without the menu. */
export default function SessionLayout() {
  const { t } = useTranslation();
  const setting = useAppSetting();
  return (
    <Box
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        px: 2,
        py: { xs: 3, sm: 5 },
        background: 'linear-gradient(160deg, #0b5394 0%, #0d2c4f 100%)',
        // The links on the dark page get the light ring; the white card keeps the blue one.
        ...darkAreaFocusRing,
      }}
    >
      <Box component="header" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, color: '#fff' }}>
        <AccountBalance aria-hidden sx={{ fontSize: 36 }} />
        <Typography component="p" sx={{ fontSize: { xs: 18, sm: 22 }, fontWeight: 600 }}>
          {setting.MunicipalityName} {t('appTitle')}
        </Typography>
      </Box>
      <Paper component="main" id="main-content" elevation={6} sx={{ width: '100%', maxWidth: 480, p: { xs: 2.5, sm: 4 }, '--focus-ring': focusRingColors.onLight }}>
        {/* No boundary of its own: a screen still loading holds the whole card back (router.tsx), so
            the card never grows around a spinner and moves the page. */}
        <Outlet />
      </Paper>
      <Box component="footer">
        <LegalLinks colour="#fff" />
      </Box>
    </Box>
  );
}
