import { complaintStatuses, formatTurkishDate } from '@ebelediye/contract';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateAndTime } from '../../../lib/i18n/format';
import { useQueueChoices } from '../api/use-queue-choices';
import { backOfficePaths } from '../back-office-paths';
import { QueueListPage } from '../components/queue-list-page';
import { complaintsRequest } from '../queue-requests';

/** /yonetim/sikayetler: the complaints and requests queue. */
export default function ComplaintsPage() {
  const { t } = useTranslation('backOffice');
  const choices = useQueueChoices('complaints');
  return (
    <QueueListPage
      id="complaints"
      title={t('queue.complaints.title')}
      intro={t('queue.complaints.intro')}
      listName="GetBackOfficeComplaints"
      toRequest={complaintsRequest}
      rowKey={(row) => row.complaintOid}
      choices={{
        statuses: complaintStatuses.map((status) => ({ value: status, label: t(`status.complaint.${status}`) })),
        districts: choices.districts,
        category: { label: t('filters.category'), options: choices.categories },
        units: choices.unitFilter,
        unitsEmptyLabel: choices.unitsEmptyLabel,
        colleagues: choices.colleagues,
      }}
      // Closing is the machine's answered → closed; the server refuses it for a complaint in another state.
      bulk={{ name: 'ActOnBackOfficeComplaintsInBulk', versionOf: (row) => row.version, labelOf: (row) => row.trackingNumber, canClose: true }}
      exportSpec={{
        name: 'ExportBackOfficeComplaints',
        fileName: 'sikayetler',
        columns: [
          { header: t('list.trackingNumber'), value: (row) => row.trackingNumber },
          { header: t('list.subject'), value: (row) => row.subject },
          { header: t('list.category'), value: (row) => row.categoryName },
          { header: t('list.district'), value: (row) => row.districtName },
          { header: t('list.sender'), value: (row) => row.contactName ?? t('detail.complaint.anonymous') },
          { header: t('list.status'), value: (row) => t(`status.complaint.${row.status}`) },
          { header: t('list.unit'), value: (row) => row.unitName },
          { header: t('list.assignedTo'), value: (row) => row.assignedTo?.name ?? null },
          { header: t('list.createdAt'), value: (row) => formatTurkishDate(row.createdAt) },
          { header: t('list.due'), value: (row) => (row.dueAt ? formatTurkishDate(row.dueAt) : null) },
        ],
      }}
      columns={[
        {
          key: 'tracking',
          header: t('list.trackingNumber'),
          cell: (row, link) => (
            <Link component={RouterLink} to={link(backOfficePaths.complaint(row.complaintOid))} sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
              {row.trackingNumber}
            </Link>
          ),
        },
        { key: 'subject', header: t('list.subject'), cell: (row) => row.subject },
        { key: 'category', header: t('list.category'), cell: (row) => row.categoryName },
        { key: 'district', header: t('list.district'), cell: (row) => row.districtName ?? t('none') },
        { key: 'sender', header: t('list.sender'), cell: (row) => row.contactName ?? t('detail.complaint.anonymous') },
        { key: 'status', header: t('list.status'), sort: 'status', cell: (row) => t(`status.complaint.${row.status}`) },
        { key: 'unit', header: t('list.unit'), cell: (row) => row.unitName },
        { key: 'assigned', header: t('list.assignedTo'), cell: (row) => row.assignedTo?.name ?? t('list.unassigned') },
        { key: 'created', header: t('list.createdAt'), sort: 'filedAt', cell: (row) => formatDateAndTime(row.createdAt) },
      ]}
    />
  );
}
