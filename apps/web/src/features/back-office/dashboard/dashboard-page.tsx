import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { FactList } from '../../../components/ui/fact-list';
import { formatDateAndTime, formatNumber } from '../../../lib/i18n/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useDashboard } from '../api/use-back-office';
import { menuFor } from '../back-office-menu';
import { useBackOfficeAccess } from '../back-office-context';
import { LoadFailed, Loading } from '../components/load-state';
import { oldestFirst, waitingAge } from '../waiting-age';
import { OverdueTotal } from './overdue-total';

/** /yonetim: the work waiting in each queue the clerk's roles open, the longest-waiting queue first. */
export default function DashboardPage() {
  const { t } = useTranslation('backOffice');
  useDocumentTitle(t('dashboard.title'));
  const access = useBackOfficeAccess();
  const dashboard = useDashboard();
  const paths = new Map(menuFor(access).map((item) => [item.key, item.path]));
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box>
        <Typography variant="h1" component="h1" gutterBottom>
          {t('dashboard.title')}
        </Typography>
        <Typography color="text.secondary">{t('dashboard.intro')}</Typography>
      </Box>
      {dashboard.isPending && <Loading />}
      {dashboard.isError && <LoadFailed error={dashboard.error} onRetry={() => void dashboard.refetch()} />}
      {dashboard.data && dashboard.data.queues.length === 0 && <Typography role="status">{t('dashboard.empty')}</Typography>}
      {dashboard.data && dashboard.data.queues.length > 0 && <OverdueTotal queues={dashboard.data.queues} />}
      {dashboard.data && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}>
          {oldestFirst(dashboard.data.queues).map((queue) => {
            const title = t(`menu.${queue.queue}`);
            const age = queue.oldestAgeMinutes === null ? null : waitingAge(queue.oldestAgeMinutes);
            const path = paths.get(queue.queue);
            return (
              <Paper component="li" key={queue.queue} variant="outlined" sx={{ p: 2, display: 'grid', gap: 1.5 }} aria-labelledby={`queue-${queue.queue}`}>
                <Typography id={`queue-${queue.queue}`} component="h2" variant="h2">
                  {path ? (
                    <Link component={RouterLink} to={path}>
                      {title}
                    </Link>
                  ) : (
                    title
                  )}
                </Typography>
                <Box sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
                  <Box>
                    <Typography sx={{ fontSize: 32, fontWeight: 600, lineHeight: 1.1 }}>{formatNumber(queue.waitingCount)}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('dashboard.waiting')}
                    </Typography>
                  </Box>
                  <Box>
                    <Typography sx={{ fontSize: 32, fontWeight: 600, lineHeight: 1.1 }}>{formatNumber(queue.unassignedCount)}</Typography>
                    <Typography variant="body2" color="text.secondary">
                      {t('dashboard.unassigned')}
                    </Typography>
                  </Box>
                  <Box>
                    <Typography sx={{ fontSize: 32, fontWeight: 600, lineHeight: 1.1, color: queue.overdueCount > 0 ? 'error.dark' : undefined }}>
                      {formatNumber(queue.overdueCount)}
                    </Typography>
                    <Typography variant="body2" color={queue.overdueCount > 0 ? 'error.dark' : 'text.secondary'} sx={{ fontWeight: queue.overdueCount > 0 ? 600 : 400 }}>
                      {t('dashboard.overdue')}
                    </Typography>
                  </Box>
                </Box>
                {queue.oldestAt && age ? (
                  <FactList
                    facts={[
                      [t('dashboard.age'), t(age.key, age.values)],
                      [t('dashboard.oldest'), formatDateAndTime(queue.oldestAt)],
                    ]}
                  />
                ) : (
                  <Typography variant="body2">{t('dashboard.nothing')}</Typography>
                )}
              </Paper>
            );
          })}
        </Box>
      )}
    </Box>
  );
}
