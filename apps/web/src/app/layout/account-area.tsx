import Button from '@mui/material/Button';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context';
import { paths } from '../../lib/paths';
import { registerAccountTexts } from './account-texts';

registerAccountTexts();

// The menu loads only for a signed-in member, keeping the home page's first load small.
const UserMenu = lazy(() => import('./user-menu'));

/** Top bar: the member's menu when signed in, else a 'Giriş Yap' link. */
export function AccountArea() {
  const { t } = useTranslation('account');
  const { user } = useAuth();
  if (user) {
    return (
      <Suspense fallback={null}>
        <UserMenu user={user} />
      </Suspense>
    );
  }
  return (
    <Button color="inherit" size="small" component={RouterLink} to={paths.signIn} sx={{ whiteSpace: 'nowrap', fontWeight: 600 }}>
      {t('signIn')}
    </Button>
  );
}
