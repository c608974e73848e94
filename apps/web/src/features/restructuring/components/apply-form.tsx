import type { ResponseOf } from '@ebelediye/contract';
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
import { PlanRulesList } from './plan-rules-list';

type Rules = ResponseOf<'GetCurrentRestructuringParameter'>['rules'];

interface ApplyFormProps {
  busy: boolean;
  /** The scheme's rules: the citizen consents to exactly these sentences. */
  rules: Rules;
  error: string | null;
  onApply(documents: UploadedDocument[]): void;
}

/** Step 3: the member's explicit confirmation and any documents, then the application. */
export function ApplyForm({ busy, rules, error, onApply }: ApplyFormProps) {
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
      <Box component="fieldset" sx={{ m: 0, p: 2, border: 1, borderColor: 'divider', borderRadius: 1, minWidth: 0 }}>
        <Typography component="legend" variant="body2" sx={{ px: 0.5, fontWeight: 600 }}>
          {t('apply.rulesTitle')}
        </Typography>
        <PlanRulesList id="apply-rules" rules={rules.breaking} />
        <FormControlLabel
          sx={{ mt: 1.5, alignItems: 'flex-start' }}
          control={
            <Checkbox
              checked={confirmed}
              onChange={(e) => setConfirmed(e.target.checked)}
              sx={{ mt: -1 }}
              slotProps={{ input: { 'aria-describedby': tried && !confirmed ? 'apply-rules confirm-error' : 'apply-rules' } }}
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
