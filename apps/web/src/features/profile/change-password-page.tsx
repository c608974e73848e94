import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../lib/auth/auth-context';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ChangePasswordForm } from './components/change-password-form';
import { NoPasswordNotice } from './components/no-password-notice';
import { registerProfileTexts } from './profile-texts';

registerProfileTexts();

/** /sifre-degistir (guarded). */
export default function ChangePasswordPage() {
  const { t } = useTranslation('profile');
  useDocumentTitle(t('changePassword.title'));
  const { user } = useAuth();
  return (
    <Paper sx={{ p: { xs: 2, md: 4 }, display: 'grid', gap: 3, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography variant="h1" component="h1">
        {t('changePassword.title')}
      </Typography>
      {user?.UserDetail.hasPassword === false ? <NoPasswordNotice /> : <ChangePasswordForm />}
    </Paper>
  );
}
