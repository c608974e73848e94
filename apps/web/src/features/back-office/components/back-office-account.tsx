import Logout from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../lib/paths';
import { useAuth } from '../../../lib/auth/auth-context';
import { memberDisplayName } from '../../../lib/auth/member-name';

/** The signed-in clerk's name and the way out. */
export function BackOfficeAccount() {
  const { t } = useTranslation('backOffice');
  const { user, logout } = useAuth();
  const navigate = useNavigate();
  const leaving = useRef(false);
  // The sign-out happens once the home page has replaced the area: the router's move is a
  // transition, so signing out first would let the area's guard send the clerk to sign in.
  useEffect(
    () => () => {
      if (leaving.current) void logout();
    },
    [logout],
  );
  if (!user) return null;
  const signOut = () => {
    leaving.current = true;
    void navigate(paths.home);
  };
  return (
    <>
      <Box component="span" sx={{ display: { xs: 'none', sm: 'block' }, maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {memberDisplayName(user)}
      </Box>
      <Button color="inherit" onClick={signOut} startIcon={<Logout aria-hidden />} sx={{ minWidth: 0 }}>
        {t('layout.signOut')}
      </Button>
    </>
  );
}
