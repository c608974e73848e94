import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** Loading and error states of a query, the same on every debt screen. */
export function QueryState({ isLoading, error, onRetry }: { isLoading: boolean; error: Error | null; onRetry(): void }) {
  const { t } = useTranslation('debts');
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={onRetry}>
            {t('retry')}
          </Button>
        }
      >
        {t('failed')} {error.message}
      </Alert>
    );
  }
  if (isLoading) {
    return (
      <Box role="status" sx={{ display: 'flex', gap: 1, alignItems: 'center', p: 2 }}>
        <CircularProgress size={20} />
        <Typography>{t('loading')}</Typography>
      </Box>
    );
  }
  return null;
}
