import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { LoadFailed as SharedLoadFailed } from '../../../components/ui/load-failed';

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
  return <SharedLoadFailed message={error.message || t('failed')} retryLabel={t('retry')} onRetry={onRetry} />;
}
