import { localName } from '../../../lib/i18n/local-name';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '../../../components/ui/data-table/data-table';
import { fetchAllPages, usePagedQuery, type ItemOf } from '../../../lib/table/paged-operation';
import { useTableState } from '../../../lib/table/use-table-state';
import { dateTime } from './complaint-detail';

const operation = 'GetMemberComplaintRequests';
type Row = ItemOf<typeof operation>;
type SortKey = 'createdAt' | 'status' | 'subject';

/** The signed-in member's own applications, newest first. */
export function MyComplaints() {
  const { t } = useTranslation('complaints');
  const table = useTableState<SortKey>();
  const page = usePagedQuery(operation, table.query);
  const columns: DataTableColumn<Row, SortKey>[] = [
    { key: 'tracking', header: t('mine.tracking'), cell: (r) => r.trackingNumber, csv: (r) => r.trackingNumber },
    { key: 'subject', header: t('mine.subject'), cell: (r) => r.subject, csv: (r) => r.subject, sortKey: 'subject' },
    { key: 'kind', header: t('mine.kind'), cell: (r) => localName(r.applicationTypeName, r.applicationTypeNameEn), csv: (r) => r.applicationTypeName },
    { key: 'status', header: t('mine.status'), cell: (r) => <Chip size="small" label={t(`status.${r.status}`)} />, csv: (r) => t(`status.${r.status}`), sortKey: 'status' },
    { key: 'created', header: t('mine.createdAt'), cell: (r) => dateTime(r.createdAt), csv: (r) => dateTime(r.createdAt), sortKey: 'createdAt' },
  ];
  return (
    <DataTable
      caption={t('mine.title')}
      columns={columns}
      rowKey={(r) => r.trackingNumber}
      state={table}
      page={page.data}
      isFetching={page.isFetching}
      error={page.error}
      onRetry={() => void page.refetch()}
      fetchAll={() => fetchAllPages(operation, table.query)}
      csvFileName={`${t('mine.csv')}.csv`}
      emptyText={t('mine.empty')}
    />
  );
}
