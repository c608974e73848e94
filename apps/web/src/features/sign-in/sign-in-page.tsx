import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { registerAuthTexts } from './auth-texts';
import { EdevletButton } from './components/edevlet-button';
import { SignInForm } from './components/sign-in-form';
import { useLeaveWhenSignedIn } from './use-leave-when-signed-in';

registerAuthTexts();

/** /session/signin. */
export default function SignInPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('signIn.title'));
  useLeaveWhenSignedIn();
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Typography variant="h1" component="h1" sx={{ textAlign: 'center' }}>
        {t('signIn.title')}
      </Typography>
      <SignInForm />
      <Divider>{t('signIn.or')}</Divider>
      <EdevletButton />
      <Box component="nav" aria-label={t('signIn.title')} sx={{ display: 'flex', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Link component={RouterLink} to={paths.forgotPassword}>
          {t('signIn.forgot')}
        </Link>
        <Link component={RouterLink} to={paths.register}>
          {t('signIn.register')}
        </Link>
        <Link component={RouterLink} to={paths.home}>
          {t('signIn.home')}
        </Link>
      </Box>
    </Box>
  );
}
