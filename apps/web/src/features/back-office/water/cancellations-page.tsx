import { cancellationStages } from '@ebelediye/contract';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDate, formatDateAndTime, formatMoney } from '../../../lib/i18n/format';
import { useQueueChoices } from '../api/use-queue-choices';
import { backOfficePaths } from '../back-office-paths';
import { QueueListPage } from '../components/queue-list-page';
import { cancellationsRequest } from '../queue-requests';

/** /yonetim/abonelik-iptalleri: the water contract cancellations queue. */
export default function CancellationsPage() {
  const { t } = useTranslation('backOffice');
  const choices = useQueueChoices('waterCancellations');
  return (
    <QueueListPage
      id="cancellations"
      title={t('queue.waterCancellations.title')}
      intro={t('queue.waterCancellations.intro')}
      listName="GetBackOfficeWaterCancellations"
      toRequest={cancellationsRequest}
      rowKey={(row) => row.cancellationOid}
      choices={{
        statuses: cancellationStages.map((stage) => ({ value: stage, label: t(`status.cancellation.${stage}`) })),
        districts: choices.districts,
        colleagues: choices.colleagues,
      }}
      columns={[
        {
          key: 'tracking',
          header: t('list.trackingNumber'),
          cell: (row, link) => (
            <Link component={RouterLink} to={link(backOfficePaths.cancellation(row.cancellationOid))} sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
              {row.trackingNumber}
            </Link>
          ),
        },
        { key: 'subscriber', header: t('list.subscriberNo'), cell: (row) => row.subscriberNo },
        { key: 'holder', header: t('list.holder'), cell: (row) => row.holderName },
        { key: 'district', header: t('list.district'), cell: (row) => row.districtName ?? t('none') },
        { key: 'stage', header: t('list.status'), sort: 'status', cell: (row) => t(`status.cancellation.${row.stage}`) },
        { key: 'line', header: t('list.lineStatus'), cell: (row) => `${row.waterLineStatusName} · ${formatDate(row.waterLineCuttingDate)}` },
        { key: 'refund', header: t('list.refund'), align: 'right', cell: (row) => formatMoney(row.refundAmount) },
        { key: 'assigned', header: t('list.assignedTo'), cell: (row) => row.assignedTo?.name ?? t('list.unassigned') },
        { key: 'created', header: t('list.createdAt'), sort: 'filedAt', cell: (row) => formatDateAndTime(row.createdAt) },
      ]}
    />
  );
}
