import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import type { Authority } from './authority-card';

/** Asks before a revoke: it ends the grantee's access at their next call. */
export function RevokeDialog({ authority, busy, onConfirm, onClose }: { authority: Authority | null; busy: boolean; onConfirm(): void; onClose(): void }) {
  const { t } = useTranslation('authorities');
  return (
    <Dialog open={authority !== null} onClose={onClose} aria-labelledby="revoke-title" aria-describedby="revoke-text">
      <DialogTitle id="revoke-title">{t('confirm.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="revoke-text">{authority && t('confirm.text', { name: authority.granteeName, principal: authority.principalName })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('confirm.no')}</Button>
        <Button color="error" variant="contained" disabled={busy} onClick={onConfirm}>
          {t('confirm.yes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
