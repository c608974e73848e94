import type { RequestOf, ResponseOf } from '@ebelediye/contract';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useQueuePage, type ListName } from '../api/use-back-office';
import { filterProblem, itemSearch, readFilters, refiltered, sortedBy, writeFilters, type QueueFilters } from '../queue-filters';
import { DueCell } from './due-cell';
import { StepAge } from './step-age';
import { LoadFailed, Loading } from './load-state';
import { QueueBulkBar, type BulkName } from './queue-bulk-bar';
import { QueueExportBar, type ExportName, type QueueExport } from './queue-export-bar';
import { QueueFilterBar, type FilterChoices } from './queue-filter-bar';
import { QueueTable, type QueueColumn } from './queue-table';
import { StatusTotals } from './status-totals';

type Row<N extends ListName> = ResponseOf<N>['items'][number];

interface QueueListPageProps<N extends ListName> {
  id: string;
  title: string;
  intro: string;
  listName: N;
  toRequest(filters: QueueFilters): RequestOf<N>;
  columns: QueueColumn<Row<N>>[];
  rowKey(row: Row<N>): number;
  choices: FilterChoices;
  /** The whole filtered list as a CSV, and printing; a queue without an export operation has neither. */
  exportSpec?: QueueExport<ExportName>;
  /** Acting on several rows at once: the operation, each row's version and name, and whether the queue has a closing move. */
  bulk?: { name: BulkName; versionOf(row: Row<N>): number; labelOf(row: Row<N>): string; canClose: boolean };
}

/**
 * A queue: the filters, sort and page in the address, the open work first. The due date follows
 * the item's link in every queue; an item opened from here keeps the list in its address.
 */
export function QueueListPage<N extends ListName>(props: QueueListPageProps<N>) {
  const { t } = useTranslation('backOffice');
  useDocumentTitle(props.title);
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const show = (next: QueueFilters) => setParams(writeFilters(next));
  const problem = filterProblem(filters);
  const page = useQueuePage(props.listName, props.toRequest(filters), problem === null);
  const data = page.data as ResponseOf<N> | undefined;
  const emptyText = filters.search ? t('list.emptySearch', { text: filters.search }) : t('list.empty');
  const [first, ...rest] = props.columns;
  const due: QueueColumn<Row<N>> = { key: 'due', header: t('list.due'), sort: 'dueAt', cell: (row) => <DueCell dueAt={row.dueAt} overdue={row.overdue} /> };
  // Under the status, how long the item has been at it (not since its filing: docs/domain/back-office-deadlines.md).
  const withStep = (column: QueueColumn<Row<N>>): QueueColumn<Row<N>> =>
    column.sort !== 'status'
      ? column
      : {
          ...column,
          cell: (row, link) => (
            <>
              {column.cell(row, link)}
              <StepAge since={row.stepAt} />
            </>
          ),
        };
  const [chosen, setChosen] = useState<Map<number, { oid: number; version: number; label: string }>>(new Map());
  const rows = (data?.items ?? []) as Row<N>[];
  const select = selectColumn(rows, props, chosen, setChosen, t);
  const listed = first ? [first, due, ...rest.map(withStep)] : [due];
  const columns = select ? [select, ...listed] : listed;
  const offset = (filters.page - 1) * filters.pageSize;

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'minmax(0, 1fr)' }}>
      <Box>
        <Typography variant="h1" component="h1" gutterBottom>
          {props.title}
        </Typography>
        <Typography color="text.secondary">{props.intro}</Typography>
      </Box>
      {props.exportSpec && (
        <QueueExportBar
          spec={props.exportSpec}
          request={props.toRequest(filters) as RequestOf<ExportName>}
          filterSummary={filterSummary(filters, props.choices, t('list.allFilters'))}
        />
      )}
      <Box data-print="hide">
        <QueueFilterBar id={props.id} label={t('filters.title')} filters={filters} choices={props.choices} onChange={(next) => show(refiltered(next, {}))} />
      </Box>
      {data && problem === null && (
        <StatusTotals
          counts={data.statusCounts}
          open={data.openStatuses}
          statuses={props.choices.statuses}
          chosen={filters.status}
          onChoose={(status) => show(refiltered(filters, { status }))}
        />
      )}
      {problem === null && page.isPending && <Loading />}
      {page.isError && <LoadFailed error={page.error} onRetry={() => void page.refetch()} />}
      {props.bulk && data && problem === null && (
        <QueueBulkBar
          name={props.bulk.name}
          listName={props.listName}
          selected={[...chosen.values()]}
          colleagues={props.choices.colleagues}
          canClose={props.bulk.canClose}
          onDone={() => setChosen(new Map())}
        />
      )}
      {data && problem === null && (
        <QueueTable
          id={props.id}
          caption={props.title}
          columns={columns}
          rows={data.items as Row<N>[]}
          rowKey={props.rowKey}
          link={(index) => (path) => `${path}${itemSearch(filters, offset + index)}`}
          isFetching={page.isFetching}
          emptyText={emptyText}
          total={data.total}
          page={filters.page}
          onPage={(number) => show({ ...filters, page: number })}
          pageSize={filters.pageSize}
          onPageSize={(size) => show(refiltered(filters, { pageSize: size }))}
          sort={filters.sort}
          direction={filters.direction}
          onSort={(sort) => show(sortedBy(filters, sort))}
        />
      )}
    </Box>
  );
}

/** The filters in words for the printed list: the status, the dates, the assignee and the search. */
function filterSummary(filters: QueueFilters, choices: FilterChoices, openWork: string) {
  const status = choices.statuses.find((s) => s.value === filters.status)?.label ?? (filters.status === '' ? openWork : filters.status);
  const dates = filters.dateFrom || filters.dateTo ? `${filters.dateFrom || '…'} – ${filters.dateTo || '…'}` : '';
  return [status, dates, filters.assignee, filters.search ? `"${filters.search}"` : ''].filter(Boolean).join(' · ');
}

type Chosen = Map<number, { oid: number; version: number; label: string }>;

/** The select column: a box per row named by the row, and one in the header for the whole page. */
function selectColumn<N extends ListName>(
  rows: Row<N>[],
  props: QueueListPageProps<N>,
  chosen: Chosen,
  setChosen: (next: Chosen) => void,
  t: (key: string, options?: Record<string, unknown>) => string,
): QueueColumn<Row<N>> | null {
  const bulk = props.bulk;
  if (!bulk) return null;
  const entry = (row: Row<N>) => ({ oid: props.rowKey(row), version: bulk.versionOf(row), label: bulk.labelOf(row) });
  const all = rows.length > 0 && rows.every((row) => chosen.has(props.rowKey(row)));
  const some = rows.some((row) => chosen.has(props.rowKey(row)));
  const toggle = (row: Row<N>) => {
    const next = new Map(chosen);
    if (next.has(props.rowKey(row))) next.delete(props.rowKey(row));
    else next.set(props.rowKey(row), entry(row));
    setChosen(next);
  };
  const toggleAll = () => setChosen(all ? new Map() : new Map(rows.map((row) => [props.rowKey(row), entry(row)])));
  return {
    key: 'select',
    header: t('bulk.select'),
    headerContent: <Checkbox size="small" checked={all} indeterminate={some && !all} onChange={toggleAll} slotProps={{ input: { 'aria-label': t('bulk.selectAll') } }} />,
    cell: (row) => (
      <Checkbox
        size="small"
        checked={chosen.has(props.rowKey(row))}
        onChange={() => toggle(row)}
        slotProps={{ input: { 'aria-label': t('bulk.selectRow', { label: bulk.labelOf(row) }) } }}
      />
    ),
  };
}
