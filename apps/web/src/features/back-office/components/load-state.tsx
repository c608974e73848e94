import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

export function Loading() {
  const { t } = useTranslation('backOffice');
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2, py: 4 }}>
      <CircularProgress size={28} aria-hidden />
      <Typography>{t('loading')}</Typography>
    </Box>
  );
}

export function LoadFailed({ error, onRetry }: { error: Error; onRetry(): void }) {
  const { t } = useTranslation('backOffice');
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" onClick={onRetry}>
          {t('retry')}
        </Button>
      }
    >
      {error.message || t('failed')}
    </Alert>
  );
}
