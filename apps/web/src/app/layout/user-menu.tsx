import type { MemberInfo } from '@ebelediye/contract';
import AccountCircle from '@mui/icons-material/AccountCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useAuth } from '../../lib/auth/auth-context';
import { memberDisplayName } from '../../lib/auth/member-name';
import { paths } from '../../lib/paths';

/** The signed-in member's name with Bilgilerimi Güncelle, Şifre Değiştir, Yetkilendirmeler and Çıkış. */
export default function UserMenu({ user }: { user: MemberInfo }) {
  const { t } = useTranslation('account');
  const { logout } = useAuth();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const name = memberDisplayName(user);
  const close = () => setAnchor(null);
  const signOut = async () => {
    close();
    // Leave a guarded page first, so the guard does not send the visitor to sign in.
    await navigate(paths.home);
    await logout();
  };
  return (
    <>
      <Button
        color="inherit"
        id="account-button"
        aria-label={t('menu', { name })}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? 'account-menu' : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        startIcon={<AccountCircle aria-hidden />}
        sx={{ minWidth: 0, maxWidth: { xs: 48, sm: 240 }, '& .MuiButton-startIcon': { mr: { xs: 0, sm: 1 } } }}
      >
        <Box component="span" sx={{ display: { xs: 'none', sm: 'block' }, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {name}
        </Box>
      </Button>
      <Menu
        id="account-menu"
        anchorEl={anchor}
        open={anchor !== null}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ list: { 'aria-labelledby': 'account-button' } }}
      >
        <MenuItem component={RouterLink} to={paths.userUpdate} onClick={close}>
          <ListItemText>{t('update')}</ListItemText>
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.changePassword} onClick={close}>
          <ListItemText>{t('changePassword')}</ListItemText>
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.authorities} onClick={close}>
          <ListItemText>{t('authorities')}</ListItemText>
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.notificationPreferences} onClick={close}>
          <ListItemText>{t('notifications')}</ListItemText>
        </MenuItem>
        <MenuItem component={RouterLink} to={paths.myPersonalData} onClick={close}>
          <ListItemText>{t('myData')}</ListItemText>
        </MenuItem>
        <MenuItem onClick={() => void signOut()}>
          <ListItemText>{t('signOut')}</ListItemText>
        </MenuItem>
      </Menu>
    </>
  );
}
