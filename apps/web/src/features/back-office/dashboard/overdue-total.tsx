import type { ResponseOf } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import { useTranslation } from 'react-i18next';

/** The overdue work of every queue the clerk's roles open, summed: a warning in words when any is overdue. */
export function OverdueTotal({ queues }: { queues: ResponseOf<'GetBackOfficeDashboard'>['queues'] }) {
  const { t } = useTranslation('backOffice');
  const total = queues.reduce((sum, queue) => sum + queue.overdueCount, 0);
  return (
    <Alert severity={total > 0 ? 'warning' : 'success'} role="status">
      {total > 0 ? t('dashboard.overdueTotal', { count: total }) : t('dashboard.noneOverdue')}
    </Alert>
  );
}
