import { waterApplicationRules, waterApplicationStatuses } from '@ebelediye/contract';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateAndTime, formatMoney } from '../../../lib/i18n/format';
import { useQueueChoices } from '../api/use-queue-choices';
import { backOfficePaths } from '../back-office-paths';
import { QueueListPage } from '../components/queue-list-page';
import { waterApplicationsRequest } from '../queue-requests';

/** /yonetim/su-basvurulari: the water applications queue (only applications whose fees are paid). */
export default function WaterApplicationsPage() {
  const { t } = useTranslation('backOffice');
  const choices = useQueueChoices('waterApplications');
  return (
    <QueueListPage
      id="water-applications"
      title={t('queue.waterApplications.title')}
      intro={t('queue.waterApplications.intro')}
      listName="GetBackOfficeWaterApplications"
      toRequest={waterApplicationsRequest}
      rowKey={(row) => row.applicationOid}
      choices={{
        statuses: waterApplicationStatuses
          .filter((s) => s !== 'awaitingPayment' && s !== 'expired')
          .map((status) => ({ value: status, label: t(`status.waterApplication.${status}`) })),
        districts: choices.districts,
        colleagues: choices.colleagues,
        category: { label: t('detail.waterApplication.allTypes'), options: waterApplicationRules.map((r) => ({ value: String(r.typeCode), label: r.name })) },
      }}
      columns={[
        {
          key: 'tracking',
          header: t('list.trackingNumber'),
          cell: (row, link) => (
            <Link component={RouterLink} to={link(backOfficePaths.waterApplication(row.applicationOid))} sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
              {row.trackingNumber}
            </Link>
          ),
        },
        { key: 'type', header: t('list.kind'), cell: (row) => row.applicationTypeName },
        { key: 'applicant', header: t('list.sender'), cell: (row) => row.applicantName },
        { key: 'district', header: t('list.district'), cell: (row) => row.districtName ?? t('none') },
        { key: 'subscriber', header: t('list.subscriberNo'), cell: (row) => row.subscriberNo ?? t('none') },
        { key: 'status', header: t('list.status'), sort: 'status', cell: (row) => t(`status.waterApplication.${row.status}`) },
        { key: 'fee', header: t('detail.waterApplication.fee'), align: 'right', cell: (row) => formatMoney(row.feeTotal) },
        { key: 'assigned', header: t('list.assignedTo'), cell: (row) => row.assignedTo?.name ?? t('list.unassigned') },
        { key: 'created', header: t('list.createdAt'), sort: 'filedAt', cell: (row) => formatDateAndTime(row.createdAt) },
      ]}
    />
  );
}
