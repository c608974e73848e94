import { declarationKinds, declarationReviewStatuses } from '@ebelediye/contract';
import Link from '@mui/material/Link';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { formatDateAndTime, formatMoney } from '../../../lib/i18n/format';
import { useQueueChoices } from '../api/use-queue-choices';
import { backOfficePaths } from '../back-office-paths';
import { QueueListPage } from '../components/queue-list-page';
import { declarationsRequest } from '../queue-requests';

/** /yonetim/beyannameler: the filed declarations waiting for review. */
export default function DeclarationsPage() {
  const { t } = useTranslation('backOffice');
  const choices = useQueueChoices('declarations');
  return (
    <QueueListPage
      id="declarations"
      title={t('queue.declarations.title')}
      intro={t('queue.declarations.intro')}
      listName="GetBackOfficeDeclarations"
      toRequest={declarationsRequest}
      rowKey={(row) => row.declarationOid}
      choices={{
        statuses: declarationReviewStatuses.map((status) => ({ value: status, label: t(`status.declaration.${status}`) })),
        districts: choices.districts,
        category: { label: t('filters.kind'), options: declarationKinds.map((kind) => ({ value: kind, label: t(`declarationKind.${kind}`) })) },
        colleagues: choices.colleagues,
      }}
      columns={[
        {
          key: 'number',
          header: t('list.declarationNo'),
          cell: (row, link) => (
            <Link component={RouterLink} to={link(backOfficePaths.declaration(row.declarationOid))} sx={{ whiteSpace: 'nowrap', fontWeight: 500 }}>
              {row.declarationNo}
            </Link>
          ),
        },
        { key: 'kind', header: t('list.kind'), cell: (row) => row.kindName },
        { key: 'year', header: t('list.taxYear'), cell: (row) => row.taxYear },
        { key: 'subject', header: t('list.subject'), cell: (row) => row.subject },
        { key: 'taxpayer', header: t('list.taxpayer'), cell: (row) => row.taxpayerName },
        { key: 'district', header: t('list.district'), cell: (row) => row.districtName ?? t('none') },
        { key: 'tax', header: t('list.tax'), align: 'right', cell: (row) => formatMoney(row.taxAmount) },
        { key: 'status', header: t('list.status'), sort: 'status', cell: (row) => t(`status.declaration.${row.reviewStatus}`) },
        { key: 'assigned', header: t('list.assignedTo'), cell: (row) => row.assignedTo?.name ?? t('list.unassigned') },
        { key: 'filed', header: t('list.filedAt'), sort: 'filedAt', cell: (row) => formatDateAndTime(row.filedAt) },
      ]}
    />
  );
}
