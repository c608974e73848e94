import { restructuringStatuses } from '@ebelediye/contract';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateAndTime, formatMoney } from '../../../lib/i18n/format';
import { useQueueChoices } from '../api/use-queue-choices';
import { backOfficePaths } from '../back-office-paths';
import { QueueListPage } from '../components/queue-list-page';
import { restructuringsRequest } from '../queue-requests';

/** /yonetim/yapilandirmalar: the restructuring plans, with those that break under the scheme's rule to find. */
export default function RestructuringsPage() {
  const { t } = useTranslation('backOffice');
  const choices = useQueueChoices('restructurings');
  return (
    <QueueListPage
      id="restructurings"
      title={t('queue.restructurings.title')}
      intro={t('queue.restructurings.intro')}
      listName="GetBackOfficeRestructurings"
      toRequest={restructuringsRequest}
      rowKey={(row) => row.restructuringLogOid}
      choices={{
        statuses: restructuringStatuses.map((status) => ({ value: status, label: t(`status.restructuring.${status}`) })),
        districts: choices.districts,
        colleagues: choices.colleagues,
        breaking: true,
      }}
      columns={[
        {
          key: 'number',
          header: t('list.applicationNo'),
          cell: (row, link) => (
            <Link component={RouterLink} to={link(backOfficePaths.restructuring(row.restructuringLogOid))} sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
              {row.applicationNo}
            </Link>
          ),
        },
        { key: 'taxpayer', header: t('list.taxpayer'), cell: (row) => row.taxpayerName },
        { key: 'law', header: t('list.law'), cell: (row) => row.lawNo },
        { key: 'status', header: t('list.status'), sort: 'status', cell: (row) => t(`status.restructuring.${row.status}`) },
        { key: 'total', header: t('list.total'), align: 'right', cell: (row) => formatMoney(row.restructuredTotal) },
        { key: 'paid', header: t('list.paid'), align: 'right', cell: (row) => formatMoney(row.paidTotal) },
        { key: 'overdue', header: t('list.overdue'), align: 'right', cell: (row) => `${row.overdueCount} / ${row.instalmentCount}` },
        { key: 'breaks', header: t('list.breaks'), cell: (row) => (row.breaksUnderRule ? t('list.yes') : t('list.no')) },
        { key: 'assigned', header: t('list.assignedTo'), cell: (row) => row.assignedTo?.name ?? t('list.unassigned') },
        { key: 'applied', header: t('list.appliedAt'), sort: 'filedAt', cell: (row) => formatDateAndTime(row.appliedAt) },
      ]}
    />
  );
}
