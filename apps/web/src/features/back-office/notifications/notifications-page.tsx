import { notificationStatuses, type ResponseOf } from '@ebelediye/contract';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi } from '../../../lib/call-api';
import { formatDate, formatDateAndTime, formatMoney } from '../../../lib/i18n/format';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { LoadFailed, Loading } from '../components/load-state';
import { registerBackOfficePrivacyTexts } from '../privacy-texts';

registerBackOfficePrivacyTexts();

type Status = (typeof notificationStatuses)[number];
type Item = ResponseOf<'GetBackOfficeNotifications'>['items'][number];

/** /yonetim/bildirimler (ADMIN or PAYMENTS_OPERATOR): what the reminders and receipt mails did. */
export default function NotificationsPage() {
  const { t } = useTranslation('backOfficePrivacy');
  useDocumentTitle(t('notifications.title'));
  const [status, setStatus] = useState<Status | ''>('');
  const pages = useInfiniteQuery({
    queryKey: ['GetBackOfficeNotifications', status],
    queryFn: ({ pageParam, signal }) => callApi('GetBackOfficeNotifications', { ...(status ? { status } : {}), ...(pageParam ? { cursor: pageParam } : {}) }, { signal }),
    initialPageParam: '' as string,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: 10_000,
  });
  const items: Item[] = pages.data?.pages.flatMap((p) => p.items) ?? [];
  const counts = pages.data?.pages[0]?.counts;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Typography variant="h1" component="h1">
        {t('notifications.title')}
      </Typography>
      <Typography color="text.secondary">{t('notifications.intro')}</Typography>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          label={t('notifications.status')}
          value={status}
          onChange={(e) => setStatus(e.target.value as Status | '')}
          sx={{ minWidth: 200 }}
          slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        >
          <MenuItem value="">{t('notifications.all')}</MenuItem>
          {notificationStatuses.map((s) => (
            <MenuItem key={s} value={s}>
              {t(`notifications.${s}`)}
            </MenuItem>
          ))}
        </TextField>
        {counts && (
          <Box component="ul" aria-label={t('notifications.counts')} sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', listStyle: 'none', m: 0, p: 0 }}>
            {notificationStatuses.map((s) => (
              <li key={s}>
                <Chip label={`${t(`notifications.${s}`)}: ${counts[s]}`} color={s === 'failed' && counts[s] > 0 ? 'error' : 'default'} variant="outlined" />
              </li>
            ))}
          </Box>
        )}
      </Box>
      {pages.isPending && <Loading />}
      {pages.isError && <LoadFailed error={pages.error} onRetry={() => void pages.refetch()} />}
      {pages.isSuccess && items.length === 0 && <Alert severity="info">{t('notifications.empty')}</Alert>}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {items.map((n) => (
          <Box
            component="li"
            key={n.oid}
            sx={{
              border: 1,
              borderColor: 'divider',
              borderRadius: 1,
              p: 1.5,
              display: 'grid',
              gap: 0.5,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(4, minmax(0, 1fr))' },
            }}
          >
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
          </Box>
        ))}
      </Box>
      {pages.hasNextPage && (
        <Box>
          <Button variant="outlined" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
            {t('notifications.more')}
          </Button>
        </Box>
      )}
    </Box>
  );
}
