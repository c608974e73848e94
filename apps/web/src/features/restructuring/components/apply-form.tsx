import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton } from '../../../components/ui/submit-button';
import { DocumentUpload, type UploadedDocument } from './document-upload';

interface ApplyFormProps {
  busy: boolean;
  error: string | null;
  onApply(documents: UploadedDocument[]): void;
}

/** Step 3: the member's explicit confirmation and any documents, then the application. */
export function ApplyForm({ busy, error, onApply }: ApplyFormProps) {
  const { t } = useTranslation('restructuring');
  const [confirmed, setConfirmed] = useState(false);
  const [tried, setTried] = useState(false);
  const [documents, setDocuments] = useState<UploadedDocument[]>([]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTried(true);
    if (confirmed) onApply(documents);
  };
  return (
    <Box component="form" noValidate onSubmit={submit} aria-labelledby="apply-title" sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography id="apply-title" variant="h2" component="h2">
        {t('apply.title')}
      </Typography>
      <DocumentUpload documents={documents} onDocuments={setDocuments} />
      <Box>
        <FormControlLabel
          control={
            <Checkbox
              checked={confirmed}
              onChange={(e) => setConfirmed(e.target.checked)}
              slotProps={{ input: { 'aria-describedby': tried && !confirmed ? 'confirm-error' : undefined } }}
            />
          }
          label={t('apply.confirm')}
        />
        {tried && !confirmed && (
          <FormHelperText id="confirm-error" error>
            {t('apply.needConfirm')}
          </FormHelperText>
        )}
      </Box>
      {error && <Alert severity="error">{error}</Alert>}
      <Box>
        <SubmitButton busy={busy}>{t('apply.submit')}</SubmitButton>
      </Box>
    </Box>
  );
}
