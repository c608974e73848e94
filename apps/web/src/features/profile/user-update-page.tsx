import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths';
import { useAuth } from '../../lib/auth/auth-context';
import { registryName } from '../../lib/auth/member-name';
import { useDocumentTitle } from '../../lib/use-document-title';
import { NoPasswordNotice } from './components/no-password-notice';
import { ProfileForm } from './components/profile-form';
import { RecentSignIns } from './components/recent-sign-ins';
import { registerProfileTexts } from './profile-texts';

registerProfileTexts();

/** /UserUpdate (guarded): the member's details and their recent sign-ins. */
export default function UserUpdatePage() {
  const { t } = useTranslation('profile');
  useDocumentTitle(t('update.title'));
  const { user } = useAuth();
  if (!user) return null;
  return (
    <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Paper sx={{ p: { xs: 2, md: 4 }, display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
        <Typography variant="h1" component="h1">
          {t('update.title')}
        </Typography>
        <Box
          component="dl"
          sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, '& dt': { color: 'text.secondary' }, '& dd': { m: 0, fontWeight: 500 } }}
        >
          <dt>{t('update.identity')}</dt>
          <dd>{user.UserDetail.userName}</dd>
          <dt>{t('update.registry')}</dt>
          <dd>{registryName(user)}</dd>
        </Box>
        {user.UserDetail.hasPassword ? <ProfileForm user={user} /> : <NoPasswordNotice />}
        <Box component="nav" aria-label={t('update.more')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
          <Link underline="always" component={RouterLink} to={paths.notificationPreferences}>
            {t('update.notifications')}
          </Link>
          <Link underline="always" component={RouterLink} to={paths.myPersonalData}>
            {t('update.myData')}
          </Link>
        </Box>
      </Paper>
      <Paper sx={{ p: { xs: 2, md: 4 } }}>
        <RecentSignIns />
      </Paper>
    </Box>
  );
}
