import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../lib/use-document-title';
import { registerAuthTexts } from './auth-texts';
import { PasswordResetForm } from './components/password-reset-form';

registerAuthTexts();

/** /session/forgot-password and /ForgottenPassword. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('reset.title'));
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Typography variant="h1" component="h1" sx={{ textAlign: 'center' }}>
        {t('reset.title')}
      </Typography>
      <Typography color="text.secondary">{t('reset.intro')}</Typography>
      <PasswordResetForm />
    </Box>
  );
}
