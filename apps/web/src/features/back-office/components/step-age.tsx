import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { waitingAge } from '../waiting-age';

/** How long an item has been at its current step, in minutes, hours or days, on a line of its own. */
export function StepAge({ since, now = new Date() }: { since: string; now?: Date }) {
  const { t } = useTranslation('backOffice');
  const age = waitingAge((now.getTime() - new Date(since).getTime()) / 60_000);
  return (
    <Typography component="span" variant="body2" color="text.secondary" sx={{ display: 'block', whiteSpace: 'nowrap' }}>
      {t('list.atStep', { age: t(age.key, age.values) })}
    </Typography>
  );
}
