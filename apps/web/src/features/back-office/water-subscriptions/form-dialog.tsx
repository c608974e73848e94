import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/api-error';

/** What the server refused: its message, and the message of each field it named. */
export interface Refusal {
  text: string;
  fields: Record<string, string>;
}

/** A change to the subscription as a dialog: the server's field errors stay on the fields, the dialog stays open. */
export function FormDialog({
  id,
  title,
  note,
  submitLabel,
  busy,
  onClose,
  submit,
  children,
}: {
  id: string;
  title: string;
  note: string;
  submitLabel: string;
  busy: boolean;
  onClose(): void;
  /** Sends the change; a refusal is shown and the dialog stays open. */
  submit(): Promise<unknown>;
  children(refusal: Refusal | null): ReactNode;
}) {
  const { t } = useTranslation('waterSubscription');
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    try {
      await submit();
      onClose();
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setRefusal({ text: error.message, fields: error.fields ?? {} });
    }
  };
  return (
    <Dialog open onClose={onClose} aria-labelledby={`${id}-title`} fullWidth maxWidth="sm">
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: '8px !important' }}>
          {children(refusal)}
          <Typography variant="body2" color="text.secondary">
            {note}
          </Typography>
          {refusal && Object.keys(refusal.fields).length === 0 && (
            <Alert severity="error" role="alert">
              {refusal.text}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>{t('cancel')}</Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
