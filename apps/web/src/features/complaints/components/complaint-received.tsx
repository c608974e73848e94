import ContentCopy from '@mui/icons-material/ContentCopy';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/i18n/format';

interface ComplaintReceivedProps {
  trackingNumber: string;
  replyDueOn: string;
  /** The masked phone the SMS went to. */
  maskedGsm: string;
  onLookUp(): void;
  onAnother(): void;
}

/**
 * The answer to a sent application: the tracking number standing out, whole
 * on one line and copyable; that it also went by SMS; what happens next and by when.
 */
export function ComplaintReceived({ trackingNumber, replyDueOn, maskedGsm, onLookUp, onAnother }: ComplaintReceivedProps) {
  const { t } = useTranslation('complaints');
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const copy = () =>
    navigator.clipboard.writeText(trackingNumber).then(
      () => setCopied('yes'),
      () => setCopied('failed'),
    );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Alert severity="success" role="alert">
        <AlertTitle>{t('done.title')}</AlertTitle>
        {t('done.sms', { gsm: maskedGsm })}
      </Alert>
      <Box sx={{ border: 2, borderColor: 'primary.main', borderRadius: 1, p: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Box>
          <Typography id="tracking-number-label" variant="body2" color="text.secondary">
            {t('done.trackingNumber')}
          </Typography>
          <Typography
            aria-labelledby="tracking-number-label"
            data-testid="tracking-number"
            sx={{ fontFamily: 'monospace', fontSize: { xs: '1.4rem', sm: '1.75rem' }, fontWeight: 700, letterSpacing: '0.05em', whiteSpace: 'nowrap' }}
          >
            {trackingNumber}
          </Typography>
        </Box>
        <Button variant="outlined" startIcon={<ContentCopy />} onClick={() => void copy()}>
          {t('done.copy')}
        </Button>
      </Box>
      <Box role="status" sx={{ minHeight: '1.5em' }}>
        {copied && (
          <Typography variant="body2" color={copied === 'yes' ? 'success.main' : 'error'}>
            {t(copied === 'yes' ? 'done.copied' : 'done.copyFailed')}
          </Typography>
        )}
      </Box>
      <Box component="section" aria-labelledby="complaint-next-title">
        <Typography id="complaint-next-title" variant="h2" component="h2" sx={{ fontSize: '1.15rem', mb: 1 }}>
          {t('done.nextTitle')}
        </Typography>
        <Box component="ol" sx={{ m: 0, pl: 3, display: 'grid', gap: 0.5 }}>
          <li>{t('done.next1')}</li>
          <li>{t('done.next2', { date: formatDate(replyDueOn) })}</li>
          <li>{t('done.next3')}</li>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <Button variant="contained" onClick={onLookUp}>
          {t('done.lookUp')}
        </Button>
        <Button variant="outlined" onClick={onAnother}>
          {t('done.another')}
        </Button>
      </Box>
    </Box>
  );
}
