import { notificationStatuses } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDateAndTime, formatMoney } from '../../../lib/i18n/format';
import { LoadFailed, Loading } from '../components/load-state';
import { useMessagePages } from './use-message-pages';
import { MessageCard, MoreButton, StatusCounts, StatusSelect } from './message-parts';

type Status = (typeof notificationStatuses)[number];

/** The reminders and the decision and receipt mails: what each did, with its tries and last error. */
export function NotificationList({ search }: { search: string }) {
  const { t } = useTranslation('backOfficePrivacy');
  const [status, setStatus] = useState<Status | ''>('');
  const { pages, items, counts } = useMessagePages('GetBackOfficeNotifications', status, search);
  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <StatusSelect<Status> id="notification-status" statuses={notificationStatuses} value={status} onChange={setStatus} />
        {counts && <StatusCounts statuses={notificationStatuses} counts={counts} />}
      </Box>
      {pages.isPending && <Loading />}
      {pages.isError && <LoadFailed error={pages.error} onRetry={() => void pages.refetch()} />}
      {pages.isSuccess && items.length === 0 && <Alert severity="info">{t('notifications.empty')}</Alert>}
      <Box component="ul" aria-label={t('notifications.messages')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {items.map((n) => (
          <MessageCard key={n.oid}>
            <Typography sx={{ fontWeight: 600 }}>
              {t(`notifications.${n.purpose}`, { defaultValue: n.purpose })} · {t(`notifications.${n.channel}`)}
            </Typography>
            <Typography variant="body2">
              {t('notifications.created')}: {formatDateAndTime(n.createdAt)}
            </Typography>
            <Typography variant="body2">
              {t('notifications.recipient')}: {n.recipient}
              {n.onBehalfOf ? ` · ${t('notifications.onBehalfOf', { company: n.onBehalfOf })}` : ''}
            </Typography>
            <Typography variant="body2" sx={{ color: n.status === 'failed' ? 'error.main' : n.status === 'sent' ? 'success.dark' : 'text.primary', fontWeight: 500 }}>
              {t(`notifications.${n.status}`)} ({t('notifications.attempts')}: {n.attempts})
            </Typography>
            {n.dueDate && (
              <Typography variant="body2">
                {t('notifications.dueDate')}: {formatDate(n.dueDate)}
                {n.amount !== null ? ` · ${t('notifications.amount')}: ${formatMoney(n.amount)}` : ''}
              </Typography>
            )}
            {n.lastError && (
              <Typography variant="body2" sx={{ color: 'error.main', gridColumn: { md: 'span 3' } }}>
                {t('notifications.error')}: {n.lastError}
              </Typography>
            )}
          </MessageCard>
        ))}
      </Box>
      {pages.hasNextPage && <MoreButton onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage} />}
    </>
  );
}
