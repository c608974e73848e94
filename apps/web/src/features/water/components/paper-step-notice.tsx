import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';
import { useAppSetting } from '../../../lib/app-setting';

/**
 * Said before the citizen starts: whether the municipality still wants the signed petition on
 * paper, and within how many days, or whether the online application is all it takes. Told only
 * at the end, a citizen who cannot reach the office in time would have applied for nothing.
 */
export function PaperStepNotice() {
  const { t } = useTranslation('water');
  const days = useAppSetting().waterCancellation.signedPetitionDays;
  if (days === null) return <Alert severity="success">{t('cancellation.online')}</Alert>;
  return (
    <Alert severity="warning">
      <AlertTitle>{t('cancellation.paperTitle', { count: days })}</AlertTitle>
      {t('cancellation.paper', { count: days })}
    </Alert>
  );
}
