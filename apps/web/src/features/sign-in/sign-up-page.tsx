import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../lib/paths';
import { useDocumentTitle } from '../../lib/use-document-title';
import { registerAuthTexts } from './auth-texts';
import { SignUpForm } from './components/sign-up-form';
import { useLeaveWhenSignedIn } from './use-leave-when-signed-in';

registerAuthTexts();

/** /session/signup: signing up signs in, then the page moves on like sign-in. */
export default function SignUpPage() {
  const { t } = useTranslation('auth');
  useDocumentTitle(t('signUp.title'));
  useLeaveWhenSignedIn();
  return (
    <Box sx={{ display: 'grid', gap: 2.5 }}>
      <Typography variant="h1" component="h1" sx={{ textAlign: 'center' }}>
        {t('signUp.title')}
      </Typography>
      <Typography color="text.secondary">{t('signUp.intro')}</Typography>
      <SignUpForm />
      <Typography sx={{ textAlign: 'center' }}>
        {t('signUp.haveAccount')}{' '}
        <Link component={RouterLink} to={paths.signIn} underline="always">
          {t('signUp.signIn')}
        </Link>
      </Typography>
    </Box>
  );
}
