import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { paths } from '../../../lib/paths';

/** A member created by an e-Devlet sign-in has no password until a reset sends one. */
export function NoPasswordNotice() {
  const { t } = useTranslation('profile');
  return (
    <Alert
      severity="info"
      action={
        <Link component={RouterLink} to={paths.forgotPassword} sx={{ whiteSpace: 'nowrap', alignSelf: 'center' }}>
          {t('forgot')}
        </Link>
      }
    >
      {t('noPassword')}
    </Alert>
  );
}
