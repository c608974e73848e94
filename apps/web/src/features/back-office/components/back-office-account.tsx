import Logout from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../app/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { memberDisplayName } from '../../../lib/auth/member-name';

/** The signed-in clerk's name and the way out. */
export function BackOfficeAccount() {
  const { t } = useTranslation('backOffice');
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  if (!user) return null;
  const signOut = async () => {
    // Leave the guarded area first, so the guard does not send the clerk to sign in.
    await navigate(paths.home);
    await logout();
  };
  return (
    <>
      <Box component="span" sx={{ display: { xs: 'none', sm: 'block' }, maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{memberDisplayName(user)}</Box>
      <Button color="inherit" onClick={() => void signOut()} startIcon={<Logout aria-hidden />} sx={{ minWidth: 0 }}>
        {t('layout.signOut')}
      </Button>
    </>
  );
}
