import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'react-i18next';
import { registerFieldTexts } from './field-texts';

registerFieldTexts();

/** The spec's error dialog titled 'Hata!': the message, or the fallback text. */
export function ErrorDialog({ message, onClose, title }: { message: string | null; onClose(): void; title?: string }) {
  const { t } = useTranslation('fields');
  return (
    <Dialog open={message !== null} onClose={onClose} role="alertdialog" aria-labelledby="error-dialog-title" aria-describedby="error-dialog-text">
      <DialogTitle id="error-dialog-title">{title ?? t('error')}</DialogTitle>
      <DialogContent>
        <DialogContentText id="error-dialog-text">{message}</DialogContentText>
      </DialogContent>
      <DialogActions>
        {/* A still outline instead of the pulsing focus ripple, which never stops animating. */}
        <Button
          onClick={onClose}
          autoFocus
          disableFocusRipple
          variant="contained"
          sx={{ '&.Mui-focusVisible': { outline: '3px solid', outlineColor: 'primary.dark', outlineOffset: 2 } }}
        >
          {t('ok')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
