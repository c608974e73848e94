import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { buildCsv, downloadText } from '../../../lib/csv';
import type { TableState } from '../../../lib/table/use-table-state';
import { DataCards } from './data-cards';
import type { DataTableColumn } from './data-table-column';
import { DataTableGrid } from './data-table-grid';
import { registerDataTableTexts } from './data-table-texts';
import { PrintStyles } from './print-styles';
import { TableToolbar } from './table-toolbar';

registerDataTableTexts();

export type { DataTableColumn } from './data-table-column';

interface DataTableProps<T, S extends string> {
  caption: string;
  columns: DataTableColumn<T, S>[];
  rowKey(row: T): string | number;
  state: TableState<S>;
  page: { items: T[]; total: number } | undefined;
  isFetching: boolean;
  error: Error | null;
  onRetry(): void;
  /** Every row of the current filter and search, for the CSV file. */
  fetchAll(): Promise<T[]>;
  csvFileName: string;
  emptyText?: string;
}

/** A server-paged table with search, sorting, paging, CSV and print, and its loading, empty and error states. */
export function DataTable<T, S extends string>(props: DataTableProps<T, S>) {
  const { t } = useTranslation('dataTable');
  const { columns, state, page, error } = props;
  const { query } = state;
  const download = async () =>
    downloadText(
      props.csvFileName,
      buildCsv(
        columns.map((c) => ({ header: c.header, value: c.csv })),
        await props.fetchAll(),
      ),
    );
  const emptyText = query.searchText ? t('emptySearch', { text: query.searchText }) : (props.emptyText ?? t('empty'));
  // A phone gets cards, every amount in view.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'), { noSsr: true });

  return (
    <Box>
      <PrintStyles />
      <TableToolbar searchInput={state.searchInput} onSearchInput={state.setSearchInput} onDownload={download} downloadDisabled={!page || page.total === 0} />
      {error && (
        <Alert
          severity="error"
          action={
            <Button color="inherit" onClick={props.onRetry}>
              {t('retry')}
            </Button>
          }
        >
          {t('failed')} {error.message}
        </Alert>
      )}
      {page && (
        <Paper variant="outlined">
          <Box sx={{ height: 4 }} aria-hidden>
            {props.isFetching && <LinearProgress />}
          </Box>
          {phone && (
            <Box sx={{ p: 1 }}>
              <Typography variant="body2" color="text.secondary" sx={{ px: 0.5, pb: 1 }}>
                {props.caption} · {t('total', { count: page.total })}
              </Typography>
              {page.items.length === 0 ? (
                <Typography role="status" sx={{ py: 3, textAlign: 'center' }}>
                  {emptyText}
                </Typography>
              ) : (
                <DataCards label={props.caption} fields={columns} rows={page.items} rowKey={props.rowKey} />
              )}
            </Box>
          )}
          {!phone && (
            <DataTableGrid
              caption={`${props.caption} · ${t('total', { count: page.total })}`}
              columns={columns}
              state={state}
              rows={page.items}
              rowKey={props.rowKey}
              busy={props.isFetching}
              emptyText={emptyText}
            />
          )}
          <TablePagination
            data-print="hide"
            component="div"
            count={page.total}
            page={Math.min(query.pageIndex, Math.max(0, Math.ceil(page.total / query.pageSize) - 1))}
            rowsPerPage={query.pageSize}
            rowsPerPageOptions={[10, 25, 50, 100]}
            onPageChange={(_event, next) => state.setPageIndex(next)}
            onRowsPerPageChange={(event) => state.setPageSize(Number(event.target.value))}
            labelRowsPerPage={t('rowsPerPage')}
            labelDisplayedRows={({ from, to, count }) => t('displayed', { from, to, count })}
            getItemAriaLabel={(type) => t(`page.${type}`)}
          />
        </Paper>
      )}
      {!page && !error && (
        <Box role="status" sx={{ py: 4 }}>
          <LinearProgress aria-label={t('loading')} />
        </Box>
      )}
    </Box>
  );
}
