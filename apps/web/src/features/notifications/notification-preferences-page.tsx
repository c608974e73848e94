import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NotificationPreferences } from './components/notification-preferences';
import { registerNotificationTexts } from './notifications-texts';

registerNotificationTexts();

/** /NotificationPreferences (guarded): the member's consents per channel and kind. */
export default function NotificationPreferencesPage() {
  const { t } = useTranslation('notifications');
  useDocumentTitle(t('prefs.title'));
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Paper sx={{ p: { xs: 2, md: 4 } }}>
        <NotificationPreferences />
      </Paper>
      <Link underline="always" component={RouterLink} to={paths.userUpdate}>
        {t('prefs.back')}
      </Link>
    </Box>
  );
}
