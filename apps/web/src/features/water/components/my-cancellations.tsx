import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useMemberCancellations } from '../api/use-water';
import { ApplicationDetail } from './application-detail';

/** A signed-in member's cancellation applications, newest first. */
export function MyCancellations() {
  const { t } = useTranslation('water');
  const list = useMemberCancellations();
  if (list.isPending) return <Typography>{t('loading')}</Typography>;
  if (list.isError) return <Alert severity="error">{list.error.message}</Alert>;
  if (list.data.length === 0) return <Alert severity="info">{t('mine.empty')}</Alert>;
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      {list.data.map((a) => (
        <ApplicationDetail key={a.trackingNumber} application={a} />
      ))}
    </Box>
  );
}
