import type { RequestOf, ResponseOf } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQueuePage } from '../api/use-back-office';
import { filterProblem, readFilters, writeFilters, type QueueFilters } from '../queue-filters';
import { LoadFailed, Loading } from './load-state';
import { QueueFilterBar, type FilterChoices } from './queue-filter-bar';
import { QueueTable, type QueueColumn } from './queue-table';

type ListName = 'GetBackOfficeComplaints' | 'GetBackOfficeWaterCancellations' | 'GetBackOfficeDeclarations' | 'GetBackOfficeRestructurings' | 'GetBackOfficeWaterApplications';
type Row<N extends ListName> = ResponseOf<N>['items'][number];

interface QueueListPageProps<N extends ListName> {
  id: string;
  title: string;
  intro: string;
  listName: N;
  toRequest(filters: QueueFilters, cursor?: string): RequestOf<N>;
  columns: QueueColumn<Row<N>>[];
  rowKey(row: Row<N>): number;
  choices: FilterChoices;
}

/**
 * A queue: the filters in the address, the keyset pages in memory (the cursors of the pages
 * seen so far, so "previous" needs no second query). A changed filter starts at the first page.
 */
export function QueueListPage<N extends ListName>(props: QueueListPageProps<N>) {
  const { t } = useTranslation('backOffice');
  useDocumentTitle(props.title);
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const filterKey = writeFilters(filters).toString();
  const [trail, setTrail] = useState<{ key: string; cursors: string[] }>({ key: filterKey, cursors: [] });
  const cursors = trail.key === filterKey ? trail.cursors : [];
  const cursor = cursors.at(-1);
  const problem = filterProblem(filters);
  const page = useQueuePage(props.listName, props.toRequest(filters, cursor), problem === null);
  const data = page.data as { items: Row<N>[]; nextCursor: string | null } | undefined;
  const emptyText = filters.search ? t('list.emptySearch', { text: filters.search }) : t('list.empty');

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box>
        <Typography variant="h1" component="h1" gutterBottom>
          {props.title}
        </Typography>
        <Typography color="text.secondary">{props.intro}</Typography>
      </Box>
      <QueueFilterBar id={props.id} label={t('filters.title')} filters={filters} choices={props.choices} onChange={(next) => setParams(writeFilters(next))} />
      {problem === null && page.isPending && <Loading />}
      {page.isError && <LoadFailed error={page.error} onRetry={() => void page.refetch()} />}
      {data && problem === null && (
        <QueueTable
          id={props.id}
          caption={props.title}
          columns={props.columns}
          rows={data.items}
          rowKey={props.rowKey}
          isFetching={page.isFetching}
          emptyText={emptyText}
          pageNumber={cursors.length + 1}
          hasPrevious={cursors.length > 0}
          hasNext={data.nextCursor !== null && !page.isPlaceholderData}
          onPrevious={() => setTrail({ key: filterKey, cursors: cursors.slice(0, -1) })}
          onNext={() => data.nextCursor && setTrail({ key: filterKey, cursors: [...cursors, data.nextCursor] })}
          pageSize={filters.pageSize}
          onPageSize={(size) => setParams(writeFilters({ ...filters, pageSize: size }))}
        />
      )}
    </Box>
  );
}
