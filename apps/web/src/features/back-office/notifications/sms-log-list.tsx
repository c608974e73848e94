import { smsLogStatuses } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateAndTime } from '../../../lib/i18n/format';
import { LoadFailed, Loading } from '../components/load-state';
import { useMessagePages } from './use-message-pages';
import { MessageCard, MoreButton, StatusCounts, StatusSelect } from './message-parts';

type Status = (typeof smsLogStatuses)[number];

/** Every SMS the portal wrote: codes and passwords only as "sent", never their content. */
export function SmsLogList({ search }: { search: string }) {
  const { t } = useTranslation('backOfficePrivacy');
  const [status, setStatus] = useState<Status | ''>('');
  const { pages, items, counts } = useMessagePages('GetBackOfficeSmsLog', status, search);
  return (
    <>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <StatusSelect<Status> id="sms-status" statuses={smsLogStatuses} value={status} onChange={setStatus} />
        {counts && <StatusCounts statuses={smsLogStatuses} counts={counts} extra={t('sms.today', { count: counts.today })} />}
      </Box>
      {pages.isPending && <Loading />}
      {pages.isError && <LoadFailed error={pages.error} onRetry={() => void pages.refetch()} />}
      {pages.isSuccess && items.length === 0 && <Alert severity="info">{t('sms.empty')}</Alert>}
      <Box component="ul" aria-label={t('notifications.messages')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {items.map((m) => (
          <MessageCard key={m.oid}>
            <Typography sx={{ fontWeight: 600 }}>
              {m.title ?? t(`sms.kinds.${m.kind}`)} · {t(`sms.kinds.${m.kind}`)}
            </Typography>
            <Typography variant="body2">
              {t('notifications.created')}: {formatDateAndTime(m.createdAt)}
            </Typography>
            <Typography variant="body2">
              {t('notifications.recipient')}: {m.recipient}
            </Typography>
            <Typography variant="body2" sx={{ color: m.status === 'failed' ? 'error.main' : m.status === 'sent' ? 'success.dark' : 'text.primary', fontWeight: 500 }}>
              {t(`notifications.${m.status}`)}
              {m.sentAt ? ` · ${formatDateAndTime(m.sentAt)}` : ''}
            </Typography>
            <Typography variant="body2" sx={{ gridColumn: { md: '1 / -1' }, color: m.text === null ? 'text.secondary' : 'text.primary', overflowWrap: 'anywhere' }}>
              {m.text ?? t('sms.hidden')}
            </Typography>
            {m.error && (
              <Typography variant="body2" sx={{ color: 'error.main', gridColumn: { md: '1 / -1' } }}>
                {t('notifications.error')}: {m.error}
              </Typography>
            )}
          </MessageCard>
        ))}
      </Box>
      {pages.hasNextPage && <MoreButton onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage} />}
    </>
  );
}
